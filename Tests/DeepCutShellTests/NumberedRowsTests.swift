import Testing

@testable import DeepCutShell

/// Every listing numbers its rows (#13 point 1): a number names that row's item wherever the
/// command takes its kind, and is a one-line error where it does not.
@Suite struct NumberedRowsTests {
  @Test(arguments: [
    ("ls artists\nshow 2", "A.N.I.M.A.L.  [r.8ww4vWAjCWc]"),
    ("ls artists\nls albums 3", "Acid Bath: 4 albums"),
    ("ls albums acid bath\nplay 2", "now playing: Scream of the Butterfly (Radio Edit)"),
    ("ls albums\nadd 3 to Crate Digging", "added 18 tracks to 'Crate Digging' (now 18 tracks)"),
    ("ls playlists\nshow 1", "Café Jazz  [p.A3p1omcvufo]"),
    ("ls playlists\nls tracks 5", "Late Night Drive: 10 tracks"),
    ("ls artists --limit 2\nmore\nshow 4", "Aphex Twin  [r.6zDTGgVANNw]"),
    ("show Acid Bath\nplay 1", "now playing: The Blue — Acid Bath"),
    // A cut's row shows the release (issue #31: with its listeners).
    ("cuts acid bath\nshow 1", "Live at the Abyss, Houston 1996 — Acid Bath (live, 2021)"),
  ])
  func aRowNamesItsItem(lines: String, expected: String) async throws {
    let test = try TestSession()
    _ = await test.run(lines)
    #expect(test.stderr.isEmpty, "\(test.stderr)")
    #expect(test.stdout.contains(expected), "\(test.stdout)")
  }

  @Test(arguments: [
    (
      "ls playlists\nls albums 1",
      "row 1 of the last listing is playlist 'Café Jazz'; 'ls albums' takes an artist"
    ),
    (
      "ls artists\nadd 3 to Crate Digging",
      "row 3 of the last listing is artist 'Acid Bath'; 'add' takes a release, track or album"
    ),
    ("ls playlists\nqueue add 9", "there is no row 9 in the last listing (rows 1–8)"),
  ])
  func aRowOfAnotherKindIsAnError(lines: String, message: String) async throws {
    let test = try TestSession()
    _ = await test.run(lines + "\nwrites")
    #expect(test.stderr.contains(message), "\(test.stderr)")
    #expect(test.stderr.split(separator: "\n").count == 1, "\(test.stderr)")
  }

  /// The number is a text column only: `--json` keeps its shape.
  @Test func jsonHasNoRowNumbers() async throws {
    let test = try TestSession(json: true)
    _ = await test.run("ls playlists")
    #expect(test.stdout.hasPrefix("{\"command\":\"ls\",\"events\":[],\"result\":[{\"canEdit\""))
    #expect(!test.stdout.contains("\"#\""))
  }
}
