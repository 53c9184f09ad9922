import Foundation

/// The built-in sample library: real artists, albums and songs, embedded so no file is needed.
///
/// 48 artists (four of them unmatched: no catalog link), 724 tracks, 8 playlists and a listening
/// history in the weeks before 2026-01-01. The data is compact text in `SampleLibrary+*.swift`,
/// parsed once at first use by `SampleLibraryParser`; ids are derived from names, so they are the
/// same on every run.
public enum SampleLibrary {
  /// The sample library.
  ///
  /// Read from `encoded`, the text already parsed and stored in the warm-start cache's format,
  /// whose tracks are built only when read: parsing the text took two thirds of a start on the
  /// sample library. The tests check that `encoded` is exactly the text's encoding; were it
  /// ever stale, the text is parsed instead. The text is part of the source code and the tests
  /// parse it with `parse()`, so a malformed line fails the tests; here it would be a bug in the
  /// build, and stops the program.
  public static let contents: LibraryContents = {
    if let decoded = decodeEncoded() { return decoded }
    do {
      return try parse()
    } catch {
      fatalError("the embedded sample library is malformed: \(error)")
    }
  }()

  /// The key `encoded` is stored under (the sample has no file to key it by).
  public static let encodingKey = LibrarySourceKey(size: 0, modified: 0, headHash: 0, tailHash: 0)

  /// The parsed text, encoded as `encoded` holds it.
  public static func encode() throws(SampleDataError) -> [UInt8] {
    LibraryCacheCodec.encode(
      LibraryImport(contents: try parse(), summary: LibraryImportSummary()), key: encodingKey)
  }

  /// `encoded` decoded, or `nil` when it does not decode (stale after a format change).
  static func decodeEncoded() -> LibraryContents? {
    guard let data = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters) else {
      return nil
    }
    return try? LibraryCacheCodec.decode(Array(data), expecting: encodingKey).contents
  }

  /// Parses the embedded text, throwing the first malformed line.
  public static func parse() throws(SampleDataError) -> LibraryContents {
    var parser = SampleLibraryParser()
    for block in artistBlocks {
      try parser.readArtists(block.text, source: "library \(block.name)")
    }
    try parser.readPlaylists(playlistText, source: "library playlists")
    try parser.readRecentlyPlayed(recentlyPlayedText, source: "library recently played")
    return try parser.finish()
  }

  /// The artist blocks, in the order their artists are read.
  static let artistBlocks: [(name: String, text: String)] = [
    ("artists A-B", artistsAToB), ("artists C-K", artistsCToK), ("artists L-R", artistsLToR),
    ("artists S-Z and others", artistsSToZ),
  ]

  /// The id of the sample artist named `name` (also usable before the library is parsed).
  public static func artistID(named name: String) -> LibraryArtistID {
    LibraryArtistID(derivedFrom: "sample/artist/\(name)")
  }

  /// The id of the sample album `title` by `artist`.
  public static func albumID(artist: String, title: String) -> LibraryAlbumID {
    LibraryAlbumID(derivedFrom: "sample/album/\(artist)/\(title)")
  }

  /// The id of a sample track, by its album and position.
  static func trackID(artist: String, album: String, disc: Int, number: Int) -> LibraryTrackID {
    LibraryTrackID(derivedFrom: "sample/track/\(artist)/\(album)/\(disc)/\(number)")
  }

  /// The id of the sample playlist named `name`.
  static func playlistID(named name: String) -> LibraryPlaylistID {
    LibraryPlaylistID(derivedFrom: "sample/playlist/\(name)")
  }
}
