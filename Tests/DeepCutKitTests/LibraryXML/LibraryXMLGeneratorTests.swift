import Foundation
import Testing

@testable import DeepCutKit

@Suite struct LibraryXMLGeneratorTests {
  static func generate(_ generator: LibraryXMLGenerator) throws -> (
    [UInt8], LibraryXMLGenerator.Expectation
  ) {
    var bytes: [UInt8] = []
    let expectation = try generator.write { bytes.append(contentsOf: $0) }
    return (bytes, expectation)
  }

  @Test func theSameSeedWritesTheSameFile() throws {
    let (first, _) = try Self.generate(
      LibraryXMLGenerator(trackCount: 1_500, artistCount: 60, seed: 9))
    let (second, _) = try Self.generate(
      LibraryXMLGenerator(trackCount: 1_500, artistCount: 60, seed: 9))
    let (other, _) = try Self.generate(
      LibraryXMLGenerator(trackCount: 1_500, artistCount: 60, seed: 10))
    #expect(first == second)
    #expect(first != other)
    // A fixed digest catches what the same process can't: output that differs from run to run
    // (say, from iterating a Set), or a change in what a seed means. Update it deliberately.
    #expect(CacheChecksum.of(first[...]) == 15_902_651_481_299_468_917)
  }

  @Test(arguments: [
    (2_000, 80, 1), (5_000, 1_610, 3), (300, 20, 4), (120, 200, 5), (40, 10, 6), (0, 10, 7),
  ])
  func aGeneratedLibraryImportsWithTheExpectedCounts(tracks: Int, artists: Int, seed: UInt64) throws
  {
    let (bytes, expected) = try Self.generate(
      LibraryXMLGenerator(trackCount: tracks, artistCount: artists, seed: seed))
    let summary = try LibraryXMLImporter.importBytes(bytes).summary
    #expect(expected.entries == tracks)
    #expect(summary.entriesRead == expected.entries)
    #expect(summary.tracks == expected.tracks)
    #expect(summary.artists == expected.artists)
    #expect(summary.albums == expected.albums)
    #expect(summary.playlists == expected.playlists)
    #expect(summary.recentlyPlayed == expected.recentlyPlayed)
    #expect(summary.leftOut == expected.leftOut)
    #expect(summary.duplicatesFolded == expected.duplicatesFolded)
    #expect(summary.tracksWithoutAlbum == expected.tracksWithoutAlbum)
    #expect(summary.builtInPlaylistsLeftOut == expected.builtInPlaylistsLeftOut)
    #expect(summary.foldersLeftOut == expected.foldersLeftOut)
    #expect(summary.danglingReferences == expected.danglingReferences)
    #expect(summary.referencesToLeftOutItems == expected.referencesToLeftOutItems)
    #expect(summary.warnings.isEmpty)
  }

  @Test func aLargeLibraryHasEveryKindOfEntry() throws {
    let expected = LibraryXMLGenerator(trackCount: 50_000, artistCount: 1_610).expectation
    #expect(expected.artists == 1_610)
    #expect(expected.tracks == 48_950)
    #expect(expected.leftOut == [.podcast: 500, .video: 250, .audiobook: 25, .voiceMemo: 25])
    #expect(expected.duplicatesFolded == 250)
    #expect(expected.tracksWithoutAlbum > 0)
    #expect(expected.playlists == 103)
  }

  @Test func trackDictsAreAsLargeAsARealExportsAndTheFileMatchesPlistStructure() throws {
    let (bytes, expected) = try Self.generate(
      LibraryXMLGenerator(trackCount: 3_000, artistCount: 100, seed: 2))
    let text = String(decoding: bytes, as: UTF8.self)
    let tracks = try #require(text.range(of: "<key>Tracks</key>"))
    let playlists = try #require(text.range(of: "<key>Playlists</key>"))
    let perTrack =
      text.utf8.distance(from: tracks.upperBound, to: playlists.lowerBound) / expected.entries
    #expect((1_000...1_800).contains(perTrack))
    for needle in [
      "&amp;", "&lt;3", "ゆいかおり", "’", "<key>Apple Music</key><true/>", "<key>Location</key>",
      "<key>Play Date</key><integer>3", "<key>Master</key><true/>", "<key>Distinguished Kind</key>",
      "<key>Folder</key><true/>", "<key>Smart Info</key>", "<key>Podcast</key><true/>",
      "<key>Music Video</key><true/>", "<key>Disabled</key><true/>",
    ] {
      #expect(text.contains(needle), "\(needle)")
    }
  }

  @Test func writesAFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "deepcut-gen-\(UUID()).xml"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let generator = LibraryXMLGenerator(trackCount: 800, artistCount: 30, seed: 1)
    let expected = try generator.write(toPath: path)
    let (bytes, _) = try Self.generate(generator)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
    #expect(try LibraryXMLImporter.importFile(atPath: path).summary.tracks == expected.tracks)
    #expect(throws: LibraryXMLError.self) {
      try generator.write(toPath: "/nonexistent/dir/Library.xml")
    }
  }
}
