import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// Completion offers each name in a form that resolves for the command at hand, over the
/// sample library: `remove`'s track from the playlist the line names, shared names as
/// `TITLE by ARTIST` or with a kind word the command takes, and kind words in any case.
@Suite struct CompletionFormsTests {
  static let contents = SampleLibrary.contents

  /// The message of a failed command ("" when it ran).
  static func failure(_ outcome: Outcome) -> String {
    guard case .failure(let message, _) = outcome else { return "" }
    return message
  }

  /// The forms that name `title` by `artist` among `items` (kind, title, artist): the title
  /// alone when no other item has it, else `TITLE by ARTIST` when that pair is one item's.
  static func plainForm(
    _ title: String, by artist: String?,
    among items: [(kind: String, title: String, artist: String?)]
  ) -> String? {
    let same = items.filter { $0.title.lowercased() == title.lowercased() }
    if same.count == 1 { return title }
    guard let artist, same.filter({ $0.artist == artist }).count == 1 else { return nil }
    return "\(title) by \(artist)"
  }

  /// What the user types to find a name: its first three characters, past any quote.
  static func start(of name: String) -> String {
    String(name.drop { "'\"‘’“”(".contains($0) }.prefix(3))
  }

  /// `remove`'s track, with the playlist already on the line after the cursor (editing the
  /// middle), completes from that playlist's tracks only; each resolves and is removed, and
  /// every track of the playlist is offered.
  @Test(arguments: contents.playlists.filter(\.canEdit).map(\.name))
  func removeOffersThePlaylistsTracks(playlist: String) async throws {
    let test = try TestSession()
    let completer = Completer(commands: .standard, names: await test.session.completionNames())
    let owned = Self.contents.playlists.first { $0.name == playlist }!.trackIDs
    let tracks = Self.contents.tracks.filter { owned.contains($0.id) }
    let items = tracks.map { (kind: "track", title: $0.title, artist: Optional($0.artistName)) }
    let tail = " from " + ShellQuoting.quote(playlist)
    func offered(_ prefix: String) -> (CompletionResult, String) {
      let before = "remove " + prefix
      return (completer.complete(before + tail, cursor: before.count), before)
    }
    var forms: [String] = []
    for track in tracks {
      let form = try #require(Self.plainForm(track.title, by: track.artistName, among: items))
      #expect(offered(Self.start(of: form)).0.matches.contains(form), "\(form) in \(playlist)")
      if !forms.contains(form) { forms.append(form) }
    }
    // Nothing outside the playlist is offered, and what is offered resolves inside it.
    let outside = Self.contents.tracks.filter { track in
      !tracks.contains { $0.title == track.title }
    }
    for track in outside.prefix(20) {
      #expect(!offered(Self.start(of: track.title)).0.matches.contains(track.title))
    }
    for form in forms {
      let (result, before) = offered(Self.start(of: form))
      let full = "remove " + form
      let insertion =
        completer.complete(full + tail, cursor: full.count).insertion ?? ShellQuoting.quote(form)
      let line = String(before.prefix(result.replaceStart)) + insertion + tail
      #expect(await test.session.execute(line) == .success, "\(line)")
    }
    #expect(await test.session.execute("ls tracks " + ShellQuoting.quote(playlist)) == .success)
    #expect(test.stdout.contains("\(playlist): 0 tracks"))
  }

  /// With no playlist on the line yet, `remove` offers the tracks playlists hold (by
  /// `TITLE by ARTIST` where a playlist holds two of a title), not the whole library.
  @Test func removeWithoutAPlaylistOffersPlaylistTracks() async throws {
    let test = try TestSession()
    let completer = Completer(commands: .standard, names: await test.session.completionNames())
    let untitled = completer.complete("remove Untit", cursor: 12).matches
    #expect(untitled == ["Untitled by Burial", "Untitled by Neutral Milk Hotel"])
    let inPlaylists = Set(Self.contents.playlists.flatMap(\.trackIDs))
    let loose = try #require(Self.contents.tracks.first { !inPlaylists.contains($0.id) })
    let line = "remove " + Self.start(of: loose.title)
    #expect(!completer.complete(line, cursor: line.count).matches.contains(loose.title))
    // The keyword is read in any case, as resolution reads it.
    // A keyword with nothing after it names no playlist yet.
    let bare = "remove Untit from"
    #expect(completer.complete(bare, cursor: 12).matches == untitled)
    let upper = "remove Untitled FROM Songs"
    #expect(
      completer.complete(upper, cursor: upper.count).insertion
        == "\"Songs Called \\\"Untitled\\\"\" ")
    let middle = "remove Un from \"Songs Called \\\"Untitled\\\"\""
    #expect(completer.complete(middle, cursor: 9).insertion == "\"Untitled by ")
    // A quote completion left open, mid-line: the playlist after it still decides.
    let open = "remove \"Untitled by "
    for (playlist, offered) in [
      ("\"Late Night Drive\"", [String]()),
      (
        "\"Songs Called \\\"Untitled\\\"\"",
        ["Untitled by Burial", "Untitled by Neutral Milk Hotel"]
      ),
    ] {
      #expect(completer.complete(open + " from " + playlist, cursor: open.count).matches == offered)
    }
    let removed = "remove Untitled by Burial FROM Songs Called \"Untitled\""
    #expect(await test.session.execute(removed) == .success)
  }

  /// Every album and track `add` takes, and every album and playlist `ls tracks` lists, is
  /// offered in a form that names it for that command, and no kind it rejects is offered.
  @Test(arguments: [
    ("add ", ["album", "track"]), ("ls tracks ", ["album", "playlist"]),
    ("play ", ["artist", "album", "track", "playlist"]),
  ])
  func sharedNamesAreOfferedInAFormThatResolves(before: String, kinds: [String]) async throws {
    let test = try TestSession()
    let completer = Completer(commands: .standard, names: await test.session.completionNames())
    var items: [(kind: String, title: String, artist: String?)] = []
    if kinds.contains("artist") { items += Self.contents.artists.map { ("artist", $0.name, nil) } }
    if kinds.contains("album") {
      items += Self.contents.albums.map { ("album", $0.title, $0.artistName) }
    }
    if kinds.contains("track") {
      items += Self.contents.tracks.map { ("track", $0.title, $0.artistName) }
    }
    if kinds.contains("playlist") {
      items += Self.contents.playlists.map { ("playlist", $0.name, nil) }
    }
    var checked = 0
    for item in items {
      let form =
        Self.plainForm(item.title, by: item.artist, among: items)
        ?? "\(item.kind) " + Self.plainForm(
          item.title, by: item.artist, among: items.filter { $0.kind == item.kind })!
      let typed =
        form.hasPrefix(item.kind + " ")
        ? item.kind + " " + Self.start(of: item.title) : Self.start(of: form)
      let line = before + typed
      let offered = completer.complete(line, cursor: line.count).matches
      #expect(offered.contains(form), "'\(line)' does not offer \(form)")
      let rejected = ["artist", "album", "track", "playlist"].filter { !kinds.contains($0) }
      for match in offered {
        let word = String(match.prefix { $0 != " " })
        #expect(!rejected.contains(word), "'\(line)' offers \(match)")
      }
      let error = Self.failure(await test.session.execute(before + ShellQuoting.quote(form)))
      #expect(
        !error.contains(" matches ") && !error.contains("which "), "\(before)\(form): \(error)")
      checked += 1
    }
    #expect(checked >= 40)
    if before == "ls tracks " {
      // `ls tracks` falls back to a filter when nothing resolves: every listing was an item's
      // (`NAME: N tracks`, where a filter's ends `N tracks`).
      let headers = test.stdout.split(separator: "\n").filter {
        $0.contains(": ") && ($0.hasSuffix(" tracks") || $0.hasSuffix(" track"))
      }
      #expect(headers.count == checked)
    }
  }

  /// The shared titles of the sample (two tracks called "The End") are offered to `add` by
  /// artist, and `add` is never offered an artist or a playlist.
  @Test func addOffersSharedTitlesByArtist() async throws {
    let test = try TestSession()
    let completer = Completer(commands: .standard, names: await test.session.completionNames())
    let end = completer.complete("add The En", cursor: 10).matches
    #expect(end.contains("The End by The Beatles") && end.contains("The End by Sibylle Baier"))
    #expect(!end.contains("The End"))
    let kinds = completer.complete("add ", cursor: 4).matches.map { $0.prefix { $0 != " " } }
    #expect(!kinds.contains("artist") && !kinds.contains("playlist"))
    #expect(await test.session.execute("add The End by Sibylle Baier to Crate Digging") == .success)
    #expect(test.stdout.contains("added 1 track to 'Crate Digging'"))
  }

  /// A listed release whose title the library knows too (Portishead's self-titled album, by
  /// the artist Portishead) is offered with the kind word that makes it the release.
  @Test func releasesTheLibraryKnowsCompleteWithTheirKindWord() async throws {
    let test = try TestSession()
    #expect(await test.session.execute("cuts Portishead") == .success)
    let completer = Completer(commands: .standard, names: await test.session.completionNames())
    for line in ["play release Portis", "play Release portis"] {
      #expect(completer.complete(line, cursor: line.count).insertion == "release Portishead ")
    }
    #expect(
      !completer.complete("show release P", cursor: 14).matches.contains("release Portishead"))
    #expect(await test.session.execute("play release Portishead") == .success)
    #expect(test.stdout.contains("(catalog preview of 'Portishead')"))
  }

  /// Kind words complete and resolve in any case (`play Album wh`, `play ALBUM "…"`); an
  /// unknown name after one is still a one-line error.
  @Test func kindWordsInAnyCase() async throws {
    let test = try TestSession()
    let completer = Completer(commands: .standard, names: await test.session.completionNames())
    for word in ["Album", "ALBUM", "album"] {
      let line = "play \(word) When the K"
      let result = completer.complete(line, cursor: line.count)
      #expect(result.insertion == "album \"When the Kite String Pops\" ", "\(line)")
      #expect(result.replaceStart == 5)
      let quoted = "play \(word) \"When the K"
      #expect(
        completer.complete(quoted, cursor: quoted.count).insertion
          == "album \"When the Kite String Pops\" ")
      #expect(await test.session.execute("play \(word) \"When the Kite String Pops\"") == .success)
    }
    #expect(await test.session.execute("show TRACK The End by the beatles") == .success)
    let error = Self.failure(await test.session.execute("play ALBUM Wehn the Kite"))
    #expect(
      error.hasPrefix("no album matches 'Wehn the Kite'") && !error.contains("\n"), "\(error)")
  }
}
