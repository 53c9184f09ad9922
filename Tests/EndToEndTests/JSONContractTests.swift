import Foundation
import Testing

/// `--json`: exactly one document per command on stdout, errors as documents on stderr, every
/// one valid against Schemas/output.schema.json, for every command there is.
@Suite struct JSONContractTests {
  static let schema: JSONSchema = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try! String(
      contentsOf: root.appendingPathComponent("Schemas/output.schema.json"), encoding: .utf8)
    return JSONSchema(root: try! JSONDocument.parse(text))
  }()

  /// A session that runs every command at least once (three of them fail on purpose).
  static let script = """
    ls artists
    ls albums Acid Bath
    ls tracks When the Kite String Pops
    ls playlists
    ls recent
    more
    ls queue
    search sigur
    show Acid Bath
    show Her Majesty
    cuts Acid Bath
    discover
    discover refresh --batch 3
    discover status
    play Her Majesty
    pause
    play
    status
    next
    prev
    queue add Jezebel
    queue next Jezebel
    queue
    queue remove 2
    repeat all
    shuffle off
    volume 40
    seek 0:10
    toggle Her Majesty
    stop
    clock
    play Her Majesty
    wait 1m
    add Jezebel to "Café Jazz"
    add album When the Kite String Pops
    cuts Acid Bath
    add 1
    add Live at the Abyss, Houston 1996
    remove Jezebel from "Café Jazz"
    playlist create "New One"
    writes
    wants
    fail tracks with network once
    fail list
    fail clear
    interrupt
    interrupt end
    play Her Majesty
    scan forward
    scan end
    auth deny
    auth allow
    link Acid Bath
    unlink Acid Bath
    trace
    echo hello
    expect status .player.emulated == true
    source one.deepcut
    generate small.xml --tracks 20
    history
    set latency 0s
    set
    help
    help ls
    watch 2s
    add Nothing That Exists
    lsx
    remove Jezebel from "Nowhere"
    quit
    """

  @Test func everyCommandPrintsOneValidDocument() async throws {
    let directory = try LaunchModesTests.scratch([
      "all.deepcut": Self.script, "one.deepcut": "clock\n",
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try await DeepCutRun.run(
      ["--json", "--keep-going", "all.deepcut"], in: directory, scratch: directory,
      // `link` looks the artist up: at a closed loopback port it fails at once, offline.
      environment: ["DEEPCUT_MUSICBRAINZ_URL": "http://127.0.0.1:9"])
    let documents = run.stdout.split(separator: "\n").map(String.init)
    let errors = run.stderr.split(separator: "\n").map(String.init)

    // One line per command: the sourced file's `clock` adds one.
    let statements = Self.script.split(separator: "\n").count
    #expect(documents.count + errors.count == statements + 1, "\(run.stderr)")
    #expect(errors.count == 4, "\(run.stderr)")

    var commands: Set<String> = []
    for line in documents + errors {
      let document = try JSONDocument.parse(line)
      let problems = Self.schema.problems(in: document)
      #expect(problems.isEmpty, "\(line.prefix(300)): \(problems)")
      if case .string(let name)? = document["command"] { commands.insert(name) }
      // `link` needs a MusicBrainz server: here its error document stands for it.
      if case .string(let name)? = document["error"]?["command"] { commands.insert(name) }
    }
    // Every command the shell has printed a document.
    let help = try #require(
      documents.first { $0.hasPrefix(#"{"command":"help","events":[],"result":["#) })
    guard case .array(let entries)? = try JSONDocument.parse(help)["result"] else {
      Issue.record("help has no list")
      return
    }
    let names = entries.compactMap { entry -> String? in
      if case .string(let name)? = entry["name"] { return name }
      return nil
    }
    #expect(names.count > 30)
    #expect(
      Set(names).subtracting(commands).isEmpty,
      "no document from \(Set(names).subtracting(commands))")
  }

  /// Events are fields of the document of the command they happened in, not sentences.
  @Test func eventsAreStructuredFields() async throws {
    let directory = try LaunchModesTests.scratch([:])
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try await DeepCutRun.run(
      ["--json", "-c", "play Her Majesty; wait 30s"], in: directory, scratch: directory)
    let documents = try run.stdout.split(separator: "\n").map { try JSONDocument.parse(String($0)) }
    #expect(documents.count == 2)
    let wait = try #require(documents.last)
    #expect(wait["command"] == .string("wait"))
    guard case .array(let events)? = wait["events"] else {
      Issue.record("no events in \(wait)")
      return
    }
    #expect(events.map { $0["event"] } == [.string("queueEnded"), .string("reconciled")])
    #expect(events[0]["at"] == .number(23000))
    #expect(events[1]["reason"] == .string("queueEnded"))
    #expect(events[1]["from"]?["isPlaying"] == .bool(true))
    #expect(events[1]["to"]?["isPlaying"] == .bool(false))
    #expect(events.allSatisfy { $0["message"] == nil })
  }

  /// An error is one document on stderr: message, command, file, line and exit status.
  @Test func errorsAreDocumentsOnStandardError() async throws {
    let directory = try LaunchModesTests.scratch([
      "bad.deepcut": "echo one\ncuts --typs album Acid Bath\n"
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try await DeepCutRun.run(
      ["--json", "bad.deepcut"], in: directory, scratch: directory)
    #expect(run.status == 1)
    let error = try JSONDocument.parse(run.stderr.trimmingCharacters(in: .newlines))
    #expect(Self.schema.problems(in: error).isEmpty)
    #expect(error["error"]?["command"] == .string("cuts"))
    #expect(error["error"]?["file"] == .string("bad.deepcut"))
    #expect(error["error"]?["line"] == .number(2))
    #expect(error["error"]?["status"] == .number(1))
    guard case .string(let message)? = error["error"]?["message"] else {
      Issue.record("no message in \(error)")
      return
    }
    #expect(message.contains("--typs"))
  }
}
