import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Bad input across the shell, scripts, options, Library.xml and state files, each through the
/// real binary: a one-line error naming the problem, the documented exit status, and every
/// file left as it was (see `BadInput`).
@Suite struct BadInputTests {
  static let shell: [BadInput] = [
    BadInput(
      name: "unknown command", arguments: ["-c", "frobnicate"], status: 1,
      report: .error("unknown command 'frobnicate'")),
    BadInput(
      name: "misspelled command", arguments: ["-c", "lsx artists"], status: 1,
      report: .error("unknown command 'lsx' (did you mean 'ls'?)")),
    BadInput(
      name: "ambiguous command prefix", arguments: ["-c", "s"], status: 1,
      report: .error("ambiguous command 's' (could be 'scan', 'search'")),
    BadInput(
      name: "unterminated double quote", arguments: ["-c", "play \"Jezebel"], status: 1,
      report: .error("unterminated double quote opened at column 6")),
    BadInput(
      name: "unterminated single quote", arguments: ["-c", "echo 'abc"], status: 1,
      report: .error("unterminated single quote opened at column 6")),
    BadInput(
      name: "trailing backslash", arguments: ["-c", "echo a\\"], status: 1,
      report: .error("the line ends with a lone backslash")),
    BadInput(
      name: "unknown option of a command", arguments: ["-c", "ls artists --bogus"], status: 1,
      report: .error("unknown option '--bogus' for 'ls'")),
    BadInput(
      name: "option without its value", arguments: ["-c", "cuts Acid Bath --types"], status: 1,
      report: .error("option '--types' needs a value")),
    BadInput(
      name: "flag given a value", arguments: ["-c", "ls artists --json=yes"], status: 1,
      report: .error("option '--json' takes no value")),
    BadInput(
      name: "unknown name", arguments: ["-c", "play No Such Song At All"], status: 1,
      report: .error("no item matches 'No Such Song At All'")),
    BadInput(
      name: "ambiguous name lists its candidates", arguments: ["-c", "play the"], status: 1,
      report: .error("'the' matches 29 items")),
    BadInput(
      name: "unknown keyword", arguments: ["-c", "ls everything"], status: 1,
      report: .error("unknown list 'everything'")),
    BadInput(
      name: "negative duration", arguments: ["-c", "wait -5s"], status: 1,
      report: .error("'-5s' is not a duration")),
    BadInput(
      name: "duration past a week", arguments: ["-c", "wait 200h"], status: 1,
      report: .error("'200h' is not a duration")),
    BadInput(
      name: "huge duration", arguments: ["-c", "wait 99999999999999999999s"], status: 1,
      report: .error("'99999999999999999999s' is not a duration")),
    BadInput(
      name: "negative latency", arguments: ["-c", "set latency -1s"], status: 1,
      report: .error("latency is a duration such as 300ms or 2s, not '-1s'")),
    BadInput(
      name: "seek with nothing playing", arguments: ["-c", "seek 1:00"], status: 1,
      report: .error("seek: the queue is empty")),
    BadInput(
      name: "exit status out of range", arguments: ["-c", "quit 256"], status: 1,
      report: .error("quit takes an exit status from 0 to 255, not '256'")),
    BadInput(
      name: "batch of zero artists", arguments: ["-c", "discover refresh --batch 0"],
      status: 1, report: .error("--batch takes a number of artists from 1 to 10000, not '0'")),
    BadInput(
      name: "unknown failure method", arguments: ["-c", "fail bogus"], status: 1,
      report: .error("unknown service method 'bogus'")),
    BadInput(
      name: "malformed expectation", arguments: ["-c", "expect output frobs x"], status: 1,
      report: .error("expected an operator (is, !=, contains")),
    BadInput(
      name: "empty playlist name writes nothing",
      arguments: ["-c", "playlist create \"\""], status: 1,
      report: .error("\"\" is not a usable playlist name; nothing was changed")),
    BadInput(
      name: "duplicate playlist name writes nothing",
      arguments: ["-c", "playlist create road trip"], status: 1,
      report: .error("a playlist named \"road trip\" already exists")),
    BadInput(
      name: "adding to a missing playlist writes nothing",
      arguments: ["-c", "add Jezebel to Nowhere Playlist"], status: 1,
      report: .error("no playlist matches 'Nowhere Playlist'")),
    BadInput(
      name: "generate over the user's file",
      arguments: ["-c", "generate Library.xml --tracks 5 --artists 2"], status: 1,
      report: .error("Library.xml exists; not overwriting it")),
    BadInput(
      name: "invalid UTF-8", arguments: [], input: Array("echo ".utf8) + [0xFF, 0xFE, 0x0A],
      status: 1, report: .error("<stdin>:1: error: the line is not valid UTF-8")),
    BadInput(
      name: "NUL byte", arguments: [], input: Array("echo a\0b\n".utf8), status: 1,
      report: .error("<stdin>:1: error: NUL byte at column 7")),
    BadInput(
      name: "escape sequence", arguments: [], input: Array("echo \u{1B}[31m\n".utf8), status: 1,
      report: .error("<stdin>:1: error: control character U+001B at column 6")),
    BadInput(
      name: "1 MB line", arguments: [],
      input: [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20) + [0x0A], status: 1,
      report: .error("<stdin>:1: error: line too long (1048576 bytes; at most 65536)")),
  ]

  static let scripts: [BadInput] = [
    BadInput(
      name: "missing script", arguments: ["missing.deepcut"], status: 2,
      report: .error("cannot read 'missing.deepcut': no such file")),
    BadInput(
      name: "directory given as a script", arguments: ["scripts"], files: ["scripts/": []],
      status: 2, report: .error("cannot read 'scripts': it is a directory, not a script file")),
    BadInput(
      name: "device given as a script", arguments: ["/dev/zero"], status: 2,
      report: .error("cannot read '/dev/zero': it is a device, not a script file")),
    BadInput(
      name: "source of a missing file", arguments: ["main.deepcut"],
      files: ["main.deepcut": Array("echo one\nsource nope.deepcut\necho never\n".utf8)],
      status: 1, report: .error("main.deepcut:2: error: cannot read 'nope.deepcut': no such file")
    ),
    BadInput(
      name: "source of a directory", arguments: ["-c", "source state"], status: 1,
      report: .error("cannot read 'state': it is a directory, not a script file")),
    BadInput(
      name: "source cycle", arguments: ["a.deepcut"],
      files: [
        "a.deepcut": Array("source b.deepcut\n".utf8),
        "b.deepcut": Array("echo in b\nsource a.deepcut\n".utf8),
      ],
      status: 1, report: .error("source cycle: a.deepcut → b.deepcut → a.deepcut")),
    BadInput(
      name: "invalid UTF-8 on a script's third line", arguments: ["bad.deepcut"],
      files: ["bad.deepcut": Array("echo one\necho two\necho ".utf8) + [0xC3, 0x28, 0x0A]],
      status: 1, report: .error("bad.deepcut:3: error: the line is not valid UTF-8")),
    BadInput(
      name: "failed expectation", arguments: ["check.deepcut"],
      files: ["check.deepcut": Array("echo hi\nexpect output contains bye\n".utf8)], status: 1,
      report: .error("check.deepcut:2: error: expectation failed: expect output contains bye")),
  ]

  static let options: [BadInput] = [
    BadInput(
      name: "bad --clock", arguments: ["--clock", "fast"], status: 2,
      report: .error("--clock is real or virtual, not 'fast'")),
    BadInput(
      name: "unknown option", arguments: ["--bogus"], status: 2,
      report: .error("unknown option '--bogus'")),
    BadInput(
      name: "--state without a value", arguments: ["--state"], status: 2,
      report: .error("option '--state' needs a value")),
    BadInput(
      name: "--state naming a file", arguments: ["--state", "Library.xml", "-c", "ls"],
      status: 2, report: .error("Library.xml is a file, not a directory")),
    BadInput(
      name: "a mistyped option", arguments: ["--jsn", "-c", "ls"], status: 2,
      report: .error("unknown option '--jsn' (did you mean '--json'?)")),
    BadInput(
      name: "-c with a script", arguments: ["-c", "ls", "x.deepcut"], status: 2,
      report: .error("-c and a script file cannot be combined")),
    BadInput(
      name: "two scripts", arguments: ["a.deepcut", "b.deepcut"], status: 2,
      report: .error("only one script can run")),
  ]

  static let libraries: [BadInput] = [
    BadInput(
      name: "missing Library.xml", arguments: ["--library", "Nope.xml", "-c", "ls"], status: 2,
      report: .error("Nope.xml: no such file")),
    BadInput(
      name: "directory given as Library.xml", arguments: ["--library", "state", "-c", "ls"],
      status: 2, report: .error("state: is a directory, not a Library.xml file")),
    BadInput(
      name: "device given as Library.xml", arguments: ["--library", "/dev/zero", "-c", "ls"],
      status: 2, report: .error("/dev/zero: is a device, not a Library.xml file")),
    BadInput(
      name: "truncated Library.xml", arguments: ["--library", "Cut.xml", "-c", "ls"],
      files: ["Cut.xml": Array(LibraryXMLText.truncated.utf8)], status: 2,
      report: .error("Cut.xml:9: expected </key>, found end of file")),
    BadInput(
      name: "empty Library.xml", arguments: ["--library", "Empty.xml", "-c", "ls"],
      files: ["Empty.xml": []], status: 2,
      report: .error("Empty.xml:1: expected <plist>, found end of file")),
    BadInput(
      name: "not a plist", arguments: ["--library", "Page.xml", "-c", "ls"],
      files: ["Page.xml": Array("<html><body>hello</body></html>\n".utf8)], status: 2,
      report: .error("Page.xml:1: unknown element <html>")),
    BadInput(
      name: "invalid UTF-8 in Library.xml", arguments: ["--library", "Bad.xml", "-c", "ls"],
      files: [
        "Bad.xml": Array(
          LibraryXMLText.small.replacingOccurrences(of: "First Song", with: "First\u{1}").utf8
        )
        .map { $0 == 1 ? 0xFF : $0 }
      ],
      status: 2, report: .error("Bad.xml:9: invalid UTF-8")),
    BadInput(
      name: "duplicate ids in Library.xml",
      arguments: ["--library", "Dup.xml", "-c", "ls tracks"],
      files: ["Dup.xml": Array(LibraryXMLText.duplicateIDs.utf8)], status: 0,
      report: .warnings(["repeat a Track ID", "sharing a Persistent ID got new ids"]),
      rewrites: ["state/library-*.cache"]),
  ]

  static let stateFiles: [BadInput] = [
    BadInput(
      name: "garbage write journal", arguments: ["-c", "ls playlists"],
      files: ["state/writes-sample.jsonl": Array("{ not json\n".utf8)], status: 0,
      report: .warnings(["writes-sample.jsonl was corrupt (no line of it is a write); moved aside"]
      ),
      quarantined: "state/writes-sample.jsonl"),
    BadInput(
      name: "write journal numbered at Int.max", arguments: ["-c", "playlist create Next"],
      files: [
        "state/writes-sample.jsonl": Array(
          """
          {"date":"2026-01-01T00:00:00Z","instant":0,"sequence":9223372036854775807,\
          "write":{"createPlaylist":{"name":"Huge"}}}

          """.utf8)
      ],
      status: 0, report: .warnings(["1 earlier library writes no longer apply; skipped them"]),
      rewrites: ["state/writes-sample.jsonl"]),
    BadInput(
      name: "write journal with a duplicate playlist", arguments: ["-c", "ls playlists"],
      files: [
        "state/writes-sample.jsonl": Array(
          """
          {"date":"2026-01-01T00:00:00Z","instant":0,"sequence":1,\
          "write":{"createPlaylist":{"name":"Twice"}}}
          {"date":"2026-01-01T00:00:00Z","instant":0,"sequence":2,\
          "write":{"createPlaylist":{"name":"twice"}}}

          """.utf8)
      ],
      status: 0, report: .warnings(["1 earlier library writes no longer apply; skipped them"])),
    BadInput(
      name: "write journal with a torn line", arguments: ["-c", "ls playlists"],
      files: [
        "state/writes-sample.jsonl": Array(
          """
          {"date":"2026-01-01T00:00:00Z","instant":0,"sequence":1,\
          "write":{"createPlaylist":{"name":"Kept"}}}
          {"date":"2026-01-01T00:00:00Z","instant":0,"seq
          {"date":"2026-01-01T00:00:00Z","instant":0,"sequence":2,\
          "write":{"createPlaylist":{"name":"Also kept"}}}

          """.utf8)
      ],
      // Moved aside once (the whole file, as `.corrupt-TIME`), its good lines kept: #29.4.
      status: 0,
      report: .warnings([
        "writes-sample.jsonl had an unreadable line; moved aside to writes-sample.jsonl.corrupt-"
      ]),
      quarantined: "state/writes-sample.jsonl"),
    BadInput(
      name: "garbage feed cache", arguments: ["-c", "discover status"],
      files: ["state/feed-sample.json": Array("\u{0}\u{1}garbage".utf8)], status: 0,
      report: .warnings(["feed-sample.json was corrupt (not a deepcut feed cache)"]),
      quarantined: "state/feed-sample.json"),
    BadInput(
      name: "feed cache naming an artist twice", arguments: ["-c", "discover status"],
      files: [
        "state/feed-sample.json": Array(
          """
          {"format":"deepcut-feed","identity":"sample","version":1}
          {"artists":[{"id":"r.HeWimVbFFAJ","lastAttempt":1},\
          {"id":"r.HeWimVbFFAJ","lastAttempt":1}],"attempts":1,"refreshes":1}

          """.utf8)
      ],
      status: 0, report: .warnings(["artist r.HeWimVbFFAJ appears twice"]),
      quarantined: "state/feed-sample.json"),
  ]

  /// Files deepcut may not read (mode 000; see `BadInput.unreadable` for root).
  static let unreadable: [BadInput] = [
    BadInput(
      name: "unreadable script", arguments: ["secret.deepcut"],
      files: ["secret.deepcut": Array("echo hidden\n".utf8)], status: 2,
      report: .error("cannot read 'secret.deepcut': permission denied"),
      unreadable: "secret.deepcut"),
    BadInput(
      name: "source of an unreadable script", arguments: ["-c", "source secret.deepcut"],
      files: ["secret.deepcut": Array("echo hidden\n".utf8)], status: 1,
      report: .error("cannot read 'secret.deepcut': permission denied"),
      unreadable: "secret.deepcut"),
    BadInput(
      name: "unreadable Library.xml", arguments: ["--library", "Library.xml", "-c", "ls"],
      status: 2, report: .error("Library.xml: Permission denied"), unreadable: "Library.xml"),
  ]

  static let all = shell + scripts + options + libraries + stateFiles + unreadable

  @Test func theTableCoversEveryKindOfInputAndEnoughOfThem() {
    #expect(Self.all.count >= 40)
    for part in [
      Self.shell, Self.scripts, Self.options, Self.libraries, Self.stateFiles, Self.unreadable,
    ] {
      #expect(!part.isEmpty)
    }
    #expect(Set(Self.all.map(\.name)).count == Self.all.count, "two cases share a name")
  }

  @Test(arguments: all)
  func badInput(_ input: BadInput) async throws {
    try await input.check()
  }
}
