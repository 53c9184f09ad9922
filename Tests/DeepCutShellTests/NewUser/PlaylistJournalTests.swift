import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// `playlist rename` and `playlist delete` are journaled like every write: a session after a
/// restart sees them, over the sample library and an imported Library.xml (issue #28, point 16).
@Suite struct PlaylistJournalTests {
  static let quirks = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("DeepCutKitTests/LibraryXML/Fixtures/quirks.xml").path

  @Test(arguments: [
    (nil, "Crate Digging", "Heavy Rotation"), (quirks, "Chill & Study", "Empty Playlist"),
  ])
  func renamesAndDeletesSurviveARestart(library: String?, renamed: String, deleted: String)
    async throws
  {
    let first = try TestSession(libraryFile: library)
    let result = await first.run(
      "playlist rename \(renamed) to Renamed Here\nplaylist delete \(deleted)")
    #expect(result.failures == 0, "\(first.stderr)")

    let second = try TestSession(libraryFile: library, state: first.state)
    _ = await second.run("ls playlists\nwrites")
    let names = second.stdout
    #expect(names.contains("Renamed Here"), "\(names)")
    #expect(!names.contains(" \(renamed) "), "\(names)")
    #expect(!names.contains(" \(deleted) "), "\(names)")
    #expect(names.contains("rename playlist ["), "\(names)")
    #expect(names.contains("delete playlist ["), "\(names)")
  }
}
