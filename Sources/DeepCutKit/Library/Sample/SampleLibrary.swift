/// The built-in sample library: real artists, albums and songs, embedded so no file is needed.
///
/// 48 artists (four of them unmatched: no catalog link), 724 tracks, 8 playlists and a listening
/// history in the weeks before 2026-01-01. The data is compact text in `SampleLibrary+*.swift`,
/// parsed once at first use by `SampleLibraryParser`; ids are derived from names, so they are the
/// same on every run.
public enum SampleLibrary {
  /// The sample library, parsed at first use (a few milliseconds; a command that reads no
  /// library, such as `status` on MPD, never parses it).
  ///
  /// The text is part of the source code and the tests parse it with `parse()`, so a malformed
  /// line fails the tests; here it would be a bug in the build, and stops the program.
  public static let contents: LibraryContents = {
    do {
      return try parse()
    } catch {
      fatalError("the embedded sample library is malformed: \(error)")
    }
  }()

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
