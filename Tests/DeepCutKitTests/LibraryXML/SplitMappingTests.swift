import Foundation
import Testing

@testable import DeepCutKit

/// Each half of a split import is mapped on its own (`MappedPart`) and the halves joined
/// (`LibraryMapper+Join.swift`): wherever the split falls, what one half says about the other's
/// entries (the same artist or album spelled otherwise, a copy of a song, a Persistent ID or
/// Track ID used twice, a built-in playlist leaving out a song) ends as one pass ends it.
@Suite struct SplitMappingTests {
  /// One track dict; `keys` are written as given (`<key>Year</key><integer>1993</integer>`).
  static func track(_ id: Int, _ keys: String) -> String {
    "<key>\(id)</key>\n<dict>\n<key>Track ID</key><integer>\(id)</integer>\n\(keys)\n</dict>"
  }

  static func string(_ key: String, _ value: String) -> String {
    "<key>\(key)</key><string>\(value)</string>\n"
  }

  static func integer(_ key: String, _ value: Int) -> String {
    "<key>\(key)</key><integer>\(value)</integer>\n"
  }

  /// A song: name, artist, album, disc and track, and any other keys.
  static func song(
    _ id: Int, _ name: String, by artist: String, on album: String, track: Int,
    persistentID: String?, _ more: String = ""
  ) -> String {
    Self.track(
      id,
      string("Name", name) + string("Artist", artist) + string("Album", album)
        + integer("Track Number", track)
        + (persistentID.map { string("Persistent ID", $0) } ?? "") + more)
  }

  /// Entries whose mapping depends on entries elsewhere in the file, then playlists naming
  /// them: copies of one song far apart (the better copy last), spellings of one artist and
  /// album, a Persistent ID and a Track ID used twice, tracks without a Persistent ID, years and
  /// the compilation flag spread over an album, and an audiobook only a built-in playlist
  /// names, early in the file.
  static let library: [UInt8] = {
    let remote = string("Track Type", "Remote") + "<key>Apple Music</key><true/>\n"
    let local = string("Track Type", "File")
    let played = "<key>Play Date UTC</key><date>2024-01-02T03:04:05Z</date>\n"
    var tracks: [String] = [
      song(1, "Hoppípolla", by: "Sigur Rós", on: "Takk...", track: 3, persistentID: "A1", remote),
      song(2, "Glósóli", by: "Sigur Rós", on: "Takk...", track: 2, persistentID: "A2", local),
      song(3, "Chapter 1", by: "Stephen Fry", on: "Mythos", track: 1, persistentID: "A3"),
      song(
        4, "Sæglópur", by: "Sigur Rós", on: "Takk...", track: 4, persistentID: "A2",
        integer("Year", 2005)),
    ]
    for filler in 0..<12 {
      let playedAt = "<key>Play Date UTC</key><date>2024-01-02T03:\(10 + filler):05Z</date>\n"
      tracks.append(
        song(
          10 + filler, "Filler \(filler)", by: "Band \(filler % 3)", on: "Album \(filler % 4)",
          track: filler, persistentID: "B\(filler)", playedAt))
    }
    tracks += [
      song(
        30, "hoppipolla ", by: "SIGUR ROS", on: "takk...", track: 3, persistentID: "A30",
        local + played + integer("Year", 2004) + "<key>Compilation</key><true/>\n"),
      song(31, "Untitled 1", by: "sigur rós", on: "( )", track: 1, persistentID: nil),
      song(32, "Untitled 2", by: "Sigur Rós", on: "( )", track: 2, persistentID: "A1"),
      song(1, "Same Track ID", by: "New Artist", on: "New Album", track: 1, persistentID: "C1"),
      song(33, "Chapter 2", by: "Stephen Fry", on: "Mythos", track: 2, persistentID: "A33"),
      song(34, "Glósóli", by: "Sigur Rós", on: "Takk...", track: 2, persistentID: "A34", remote),
    ]
    func playlist(_ name: String, _ keys: String, _ items: [Int]) -> String {
      "<dict>\n" + string("Name", name) + keys + "<key>Playlist Items</key>\n<array>\n"
        + items.map { "<dict><key>Track ID</key><integer>\($0)</integer></dict>\n" }.joined()
        + "</array>\n</dict>"
    }
    let playlists = [
      playlist(
        "Audiobooks", integer("Distinguished Kind", 5) + "<key>Audiobooks</key><true/>\n",
        [3, 33]),
      playlist("Mix", string("Playlist Persistent ID", "D1"), [1, 30, 3, 32, 34, 31, 99]),
    ]
    return LibraryXMLFixtures.document(
      "<key>Tracks</key>\n<dict>\n" + tracks.joined(separator: "\n") + "\n</dict>\n"
        + "<key>Playlists</key>\n<array>\n" + playlists.joined(separator: "\n") + "\n</array>")
  }()

  @Test func theLibraryHoldsWhatTheTestIsAbout() throws {
    let library = try LibraryXMLImporter.importBytes(Self.library)
    let summary = library.summary
    #expect(summary.duplicatesFolded == 2)
    #expect(summary.leftOut[.audiobook] == 2)
    let takk = try #require(library.contents.albums.first { $0.title == "Takk..." })
    #expect(takk.year == 2004)
    #expect(takk.releaseType == .compilation)
    #expect(takk.artistName == "Sigur Rós")
    #expect(library.contents.artists.filter { $0.name.hasPrefix("Sigur") }.count == 1)
    let warnings = summary.warnings.joined(separator: "\n")
    #expect(warnings.contains("repeat a Track ID"))
    #expect(warnings.contains("without a Persistent ID"))
    #expect(warnings.contains("sharing a Persistent ID"))
  }

  @Test func everySplitMapsLikeOnePass() throws {
    let bytes = Self.library
    var boundaries = Set<Int64>()
    for offset in stride(from: 0, to: bytes.count, by: 23) {
      let (single, _) = SplitImportTests.outcome(bytes, split: .never)
      let (split, splitAt) = SplitImportTests.outcome(bytes, split: .searchingFrom(Int64(offset)))
      #expect(split == single, "split searched from \(offset)")
      if let splitAt { boundaries.insert(splitAt) }
    }
    // Splits at most of the 22 tracks.
    #expect(boundaries.count >= 18)
  }
}
