import Foundation
import Testing

@testable import DeepCutKit

/// The hand-made export (Fixtures/quirks.xml) mapped exactly: one quirk per entry, named below.
@Suite struct QuirksFixtureTests {
  let library: LibraryImport

  init() throws {
    library = try LibraryXMLImporter.importFile(atPath: LibraryXMLFixtures.quirksPath)
  }

  private static func trackID(_ persistentID: UInt64) -> LibraryTrackID {
    LibraryTrackID(value: persistentID)
  }

  private static func artistID(_ key: String) -> LibraryArtistID {
    LibraryArtistID(derivedFrom: key)
  }

  private static func albumID(_ artistKey: String, _ titleKey: String) -> LibraryAlbumID {
    LibraryAlbumID(derivedFrom: artistID(artistKey).rawValue + "\u{1F}" + titleKey)
  }

  @Test func artistsComeFromAlbumArtistThenArtistThenUnknown() {
    // NBSP, a trailing space and capitals fold into the first spelling met; 119 has no artist.
    #expect(
      library.contents.artists == [
        LibraryArtist(id: Self.artistID("sigur ros"), name: "Sigur Rós"),
        LibraryArtist(id: Self.artistID("ゆいかおり"), name: "ゆいかおり"),
        LibraryArtist(id: Self.artistID("mumford & sons"), name: "Mumford & Sons"),
        LibraryArtist(id: Self.artistID("cafe tacvba"), name: "Café Tacvba"),
        LibraryArtist(id: Self.artistID("boards of canada"), name: "Boards of Canada"),
        LibraryArtist(id: Self.artistID("unknown artist"), name: "Unknown Artist"),
        LibraryArtist(id: Self.artistID("johann sebastian bach"), name: "Johann Sebastian Bach"),
        LibraryArtist(id: Self.artistID("various artists"), name: "Various Artists"),
      ])
  }

  @Test func albumsGroupByArtistAndTitle() {
    let albums = library.contents.albums.map { album in
      "\(album.artistName) / \(album.title) / \(album.year.map(String.init) ?? "-") / \(album.releaseType)"
    }
    #expect(
      albums == [
        "Sigur Rós / Ágætis byrjun / 1999 / album",
        "Sigur Rós / Takk... / 2005 / album",
        "ゆいかおり / Bright Canary / 2015 / album",
        "Mumford & Sons / Babel / 2012 / album",
        "Café Tacvba / Re — Remastered / 1994 / album",
        // 117's Year is a <string>, so only 115's counts.
        "Boards of Canada / Geogaddi / 2002 / album",
        "Unknown Artist / Field Recordings / - / album",
        // 121 has no Album.
        "Boards of Canada / Unknown Album / - / album",
        "Boards of Canada / Music Has the Right to Children / 1998 / album",
        "Johann Sebastian Bach / Mass in B Minor / 1990 / album",
        "Various Artists / Jazz Classics / 1957 / compilation",
        // 141's Year '20o0' could not be read.
        "Boards of Canada / In a Beautiful Place Out in the Country - EP / - / ep",
      ])
    #expect(library.contents.albums[0].id == Self.albumID("sigur ros", "agætis byrjun"))
    #expect(library.contents.albums[7].id == Self.albumID("boards of canada", "unknown album"))
    for track in library.contents.tracks {
      let album = library.contents.albums.first { $0.id == track.albumID }
      #expect(album?.title == track.albumTitle && album?.artistID == track.artistID)
    }
  }

  @Test func tracksKeepTheirFieldsAndPersistentIDs() throws {
    let tracks = library.contents.tracks
    let rows = tracks.map { track in
      "\(track.title.prefix(40))|\(track.artistName)|\(track.albumTitle)|\(track.durationMilliseconds)|"
        + "\(track.discNumber)|\(track.trackNumber)|\(track.unplayableReason ?? "")"
    }
    #expect(
      rows == [
        "Svefn-g-englar|Sigur Rós|Ágætis byrjun|604120|1|2|",
        "Olsen Olsen|Sigur Rós|Ágætis byrjun|483000|1|9|",
        "Hoppípolla|Sigur Rós|Takk...|408000|1|2|disabled in the library (unchecked in Music)",
        "NEO SIGNALIFE|ゆいかおり|Bright Canary|245760|1|11|",
        // The local copy (109) is kept; the Apple Music copy (111) folded into it.
        "Lover’s Eyes|Mumford & Sons|Babel|218000|1|5|",
        "Day 1 <3|Café Tacvba|Re — Remastered|199000|1|4|",
        "Untitled|Boards of Canada|Geogaddi|100000|1|3|",
        "Music Is Math|Boards of Canada|Geogaddi|342000|1|2|",
        "Mystery Jam|Unknown Artist|Field Recordings|61000|1|1|",
        "Ambient Loop|Boards of Canada|Unknown Album|95000|1|0|",
        "Roygbiv|Boards of Canada|Music Has the Right to Children|151000|1|7|",
        "Mass in B Minor, BWV 232: Kyrie eleison |Johann Sebastian Bach|Mass in B Minor|290000|2|27|",
        "Swing Low, Sweet Chariot|Various Artists|Jazz Classics|175000|1|1|",
        "Kid for Today|Boards of Canada|In a Beautiful Place Out in the Country - EP|256000|1|1|",
      ])
    #expect(
      tracks.map(\.id)
        == [
          0x7019_FB9D_6F49_DCC8, 0x1C5A_3E77_0000_0103, 0x1C5A_3E77_0000_0105,
          0x5E2D_0B1C_9A88_7107, 0xAAAA_0000_0000_0109, 0xC0FF_EE00_0000_0113,
          0xB0C0_0000_0000_0115, 0xB0C0_0000_0000_0117, 0x0000_0000_0000_0119,
          0xB0C0_0000_0000_0121, 0xB0C0_0000_0000_0123, 0xBAC0_0000_0000_0125,
          0xA221_0000_0000_0139, 0xB0C0_0000_0000_0141,
        ].map(Self.trackID))
    let long = try #require(tracks.first { $0.trackNumber == 27 })
    #expect(long.title.count == 680 && long.title.hasSuffix("Christe eleison)"))
  }

  @Test func playlistsLeaveOutBuiltInsAndFoldersAndDropWhatIsMissing() {
    let mumford = Self.trackID(0xAAAA_0000_0000_0109)
    let cafe = Self.trackID(0xC0FF_EE00_0000_0113)
    #expect(
      library.contents.playlists == [
        // 111 (the Apple Music copy) now names the folded track; 9999 and the podcast are dropped.
        LibraryPlaylist(
          id: LibraryPlaylistID(value: 0xA1A1_A1A1_A1A1_A1A1), name: "90’s Music",
          description: "Songs from the ’90s",
          trackIDs: [mumford, cafe, Self.trackID(0x7019_FB9D_6F49_DCC8)]),
        LibraryPlaylist(
          id: LibraryPlaylistID(value: 0xA2A2_A2A2_A2A2_A2A2), name: "Chill & Study",
          trackIDs: [Self.trackID(0xBAC0_0000_0000_0125), Self.trackID(0xB0C0_0000_0000_0123)]),
        LibraryPlaylist(
          id: LibraryPlaylistID(value: 0xA3A3_A3A3_A3A3_A3A3), name: "Empty Playlist"),
        LibraryPlaylist(
          id: LibraryPlaylistID(value: 0xA4A4_A4A4_A4A4_A4A4), name: "Recently Added",
          description: "Songs added lately", trackIDs: [cafe, mumford], canEdit: false),
      ])
  }

  @Test func recentlyPlayedIsNewestFirstFromPlayDateUTC() {
    let date = { (text: String) in ISO8601DateFormatter().date(from: text) ?? .distantPast }
    #expect(
      library.contents.recentlyPlayed == [
        RecentlyPlayedEntry(
          trackID: Self.trackID(0xC0FF_EE00_0000_0113), playedAt: date("2024-01-02T03:04:05Z")),
        // The folded song keeps the later play, its Apple Music copy's.
        RecentlyPlayedEntry(
          trackID: Self.trackID(0xAAAA_0000_0000_0109), playedAt: date("2023-06-15T08:30:00Z")),
        RecentlyPlayedEntry(
          trackID: Self.trackID(0x7019_FB9D_6F49_DCC8), playedAt: date("2019-08-24T03:10:33Z")),
        // Only a Play Date (3600000000 s since 1904), read as UTC.
        RecentlyPlayedEntry(
          trackID: Self.trackID(0xB0C0_0000_0000_0123), playedAt: date("2018-01-28T16:00:00Z")),
      ])
  }

  @Test func summaryCountsEverythingLeftOutAndWorkedAround() {
    let summary = library.summary
    let path = LibraryXMLFixtures.quirksPath
    #expect(summary.entriesRead == 22)
    #expect(
      summary.leftOut == [.podcast: 1, .video: 2, .audiobook: 2, .voiceMemo: 1, .stream: 1])
    #expect(
      summary.lines == [
        "\(path): 14 tracks (3 from Apple Music), 8 artists, 12 albums, 4 playlists, "
          + "4 recently played",
        "left out as not music: 1 podcast, 2 videos, 2 audiobooks, 1 voice memo, 1 stream",
        "folded 1 song held both as a local file and from Apple Music",
        "1 track without an album went to \"Unknown Album\"",
        "left out 5 built-in playlists and 1 folder (the playlists inside folders are kept)",
        "dropped 1 playlist entry for an item left out",
        "warning: dropped 1 playlist entry naming a track missing from the file",
        "warning: \(path):155: ignored 1 value of an unexpected type "
          + "(the first: Year holds <string>, not <integer>)",
        "warning: \(path):299: ignored 1 value that could not be read (the first: Year '20o0')",
        "warning: \(path):513: ignored 1 playlist entry without a track "
          + "(the first: an item that is <integer>, not <dict>)",
      ])
  }

  @Test(arguments: [7, 8, 13, 64, 1_000, 4_096])
  func chunkBoundariesChangeNothing(chunkSize: Int) throws {
    // Tiny chunks put every token, entity and multi-byte character across a boundary, and make
    // the buffer grow for the long strings.
    let chunked = try LibraryXMLImporter.importSource(
      .memory(try LibraryXMLFixtures.quirks), name: LibraryXMLFixtures.quirksPath,
      chunkSize: chunkSize)
    #expect(chunked == library)
  }
}
