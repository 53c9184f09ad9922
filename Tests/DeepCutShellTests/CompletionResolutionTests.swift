import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// Completion and name resolution agree over the sample library, both ways: what completion
/// offers, inserted into the line, resolves through the real session; and every name the
/// library resolves is offered for its first few characters. (Per command, `remove` inside
/// its playlist included: `CompletionFormsTests`.)
@Suite struct CompletionResolutionTests {
  static let contents = SampleLibrary.contents
  static let playlist = contents.playlists[0].name

  /// Lines whose last argument completes names, each with what follows the inserted name
  /// (on the line already: the name is completed in the middle).
  static let lines: [(before: String, after: String)] = [
    ("play ", ""), ("queue add ", ""), ("add ", " to " + playlist), ("show ", ""),
    ("ls albums ", ""), ("ls tracks ", ""), ("cuts ", ""), ("remove ", " from " + playlist),
  ]

  /// Short prefixes: the first two characters of every name in the library.
  static var prefixes: [String] {
    let names =
      contents.artists.map(\.name) + contents.albums.map(\.title) + contents.tracks.map(\.title)
      + contents.playlists.map(\.name)
    return Array(Set(names.map { String($0.prefix(2)) })).sorted()
  }

  /// The message of a failed command ("" when it ran).
  static func failure(_ outcome: Outcome) -> String {
    guard case .failure(let message, _) = outcome else { return "" }
    return message
  }

  /// Every candidate offered for a short prefix, written as completion writes it, resolves.
  @Test(arguments: lines.indices) func offeredNamesResolve(line: Int) async throws {
    let (before, after) = Self.lines[line]
    let test = try TestSession()
    let completer = Completer(commands: .standard, names: await test.session.completionNames())
    var offered = Set<String>()
    for prefix in Self.prefixes + ["album " + "W", "track T"] {
      let typed = before + prefix
      let result = completer.complete(typed + after, cursor: typed.count)
      for match in result.matches where offered.insert(match).inserted {
        // Complete the whole candidate, as a user would by typing it out and pressing Tab.
        let full = before + match
        let insertion =
          completer.complete(full + after, cursor: full.count).insertion
          ?? ShellQuoting.quote(match)
        let written = String(full.prefix(result.replaceStart)) + insertion + after
        let error = Self.failure(await test.session.execute(written))
        #expect(
          !error.contains(" matches ") && !error.contains("which "),
          "completion offered \(match) for \(typed); \(written) gives: \(error)")
      }
    }
    #expect(!offered.isEmpty, "nothing offered after \(before)")
  }

  /// Every artist, album, track and playlist, with a kind word, and as `TITLE by ARTIST` where
  /// the title is shared, is offered for its first few characters.
  @Test func resolvableNamesAreOffered() async throws {
    let test = try TestSession()
    let completer = Completer(commands: .standard, names: await test.session.completionNames())
    let albums = Self.contents.albums.map { (kind: "album", title: $0.title, $0.artistName) }
    let tracks = Self.contents.tracks.map { (kind: "track", title: $0.title, $0.artistName) }
    let items = albums + tracks
    func count(_ title: String, kind: String? = nil) -> Int {
      items.filter {
        ($0.kind == kind || kind == nil) && $0.title.lowercased() == title.lowercased()
      }
      .count
    }
    // The forms that name one thing: a kind word, then `by ARTIST` where the kind shares it.
    var names = Self.contents.artists.map { ("artist ", $0.name) }
    names += Self.contents.playlists.map { ("playlist ", $0.name) }
    for (kind, title, artist) in items {
      let shared = count(title, kind: kind) > 1
      names.append((kind + " ", shared ? "\(title) by \(artist)" : title))
      if count(title) > 1, items.filter({ $0.title == title && $0.2 == artist }).count == 1 {
        names.append(("", "\(title) by \(artist)"))
      }
    }
    var checked = 0
    for (kind, name) in names {
      // Typed as a user types it: the kind word, then the name's first characters.
      let typed = kind + String(name.drop { "'\"‘’“”(".contains($0) }.prefix(3))
      let line = "play " + typed
      let offered = completer.complete(line, cursor: line.count).matches
      #expect(offered.contains(kind + name), "'\(line)' does not offer \(kind + name)")
      let error = Self.failure(
        await test.session.execute("play " + ShellQuoting.quote(kind + name)))
      #expect(
        !error.contains(" matches ") && !error.contains("which "),
        "play \(kind + name) does not resolve: \(error)")
      checked += 1
    }
    #expect(checked > 100)
  }

  /// A completed kind word stays bare; only the name is quoted.
  @Test func kindWordStaysOutsideTheQuotes() async throws {
    let test = try TestSession()
    let completer = Completer(commands: .standard, names: await test.session.completionNames())
    #expect(
      completer.complete("play album When the K", cursor: 21).insertion
        == "album \"When the Kite String Pops\" ")
    let line = "play album \"When the Kite String Pops\""
    #expect(await test.session.execute(line) == .success)
  }

  /// A folder completes without a trailing space, and completion descends into it.
  @Test func foldersStayOpenAndDescend() async throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let demos = directory.appendingPathComponent("demos")
    try FileManager.default.createDirectory(at: demos, withIntermediateDirectories: true)
    try "echo inner\n".write(
      to: demos.appendingPathComponent("inner.deepcut"), atomically: true, encoding: .utf8)
    let test = try TestSession(workingDirectory: directory.path)
    let completer = Completer(commands: .standard, names: await test.session.completionNames())
    #expect(completer.complete("source dem", cursor: 10).insertion == "demos/")
    #expect(completer.complete("source demos/", cursor: 13).insertion == "demos/inner.deepcut ")
    _ = await test.run("source demos/inner.deepcut")
    #expect(test.stdout == "inner\n")
  }
}
