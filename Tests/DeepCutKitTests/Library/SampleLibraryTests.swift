import DeepCutKit
import Foundation
import Testing

@Suite struct SampleLibraryTests {
  let library: LibraryContents

  init() throws {
    library = try SampleLibrary.parse()
  }

  @Test func parsesEveryLine() throws {
    // `parse()` throws on the first malformed line, naming it; the shared value is the same.
    #expect(try SampleLibrary.parse() == SampleLibrary.contents)
  }

  @Test func isBigEnoughToExplore() {
    #expect(library.artists.count >= 40)
    #expect(library.tracks.count >= 400)
    #expect(library.playlists.count >= 6)
    #expect(library.recentlyPlayed.count >= 50)
  }

  @Test func holdsTheArtistsTheAppWasDebuggedWith() {
    let names = Set(library.artists.map(\.name))
    for name in [
      "A.N.I.M.A.L.", "A$AP Rocky", "Acid Bath", "Khruangbin", "Sigur Rós", "Beyoncé", "坂本龍一",
    ] {
      #expect(names.contains(name), "missing \(name)")
    }
  }

  @Test func someArtistsAreUnmatched() {
    let unmatched = library.artists.filter { $0.catalogID == nil }.map(\.name)
    #expect(
      Set(unmatched) == ["Duster", "Hiroshi Yoshimura", "Jim Sullivan", "Neutral Milk Hotel"])
  }

  @Test func everyIDIsUniqueAndStable() {
    let ids =
      library.artists.map(\.id.rawValue) + library.albums.map(\.id.rawValue)
      + library.tracks.map(\.id.rawValue) + library.playlists.map(\.id.rawValue)
    #expect(Set(ids).count == ids.count)
    #expect(library.artists.allSatisfy { LibraryArtistID($0.id.rawValue) == $0.id })
    #expect(
      SampleLibrary.artistID(named: "Acid Bath")
        == LibraryArtistID(derivedFrom: "sample/artist/Acid Bath"))
  }

  @Test func idsArePinned() throws {
    // Saved write logs and scripts name these ids: a change in how they derive breaks them.
    #expect(SampleLibrary.artistID(named: "Acid Bath").rawValue == "r.DUGW1eXAHM2")
    let birds = try #require(library.tracks.first { $0.title == "Three Little Birds" })
    #expect(birds.id.rawValue == "i.HHcFIPh957M")
    #expect(
      LibraryWrite.createdPlaylistID(name: "Road Trip", sequence: 1).rawValue == "p.9OOD14QgEcr")
  }

  @Test func everyReferenceResolves() {
    let artists = Dictionary(uniqueKeysWithValues: library.artists.map { ($0.id, $0) })
    let albums = Dictionary(uniqueKeysWithValues: library.albums.map { ($0.id, $0) })
    let tracks = Set(library.tracks.map(\.id))
    for album in library.albums {
      #expect(artists[album.artistID]?.name == album.artistName)
    }
    for track in library.tracks {
      #expect(artists[track.artistID]?.name == track.artistName)
      #expect(albums[track.albumID]?.title == track.albumTitle)
      #expect(albums[track.albumID]?.artistID == track.artistID)
    }
    for playlist in library.playlists {
      #expect(playlist.trackIDs.allSatisfy(tracks.contains))
    }
    #expect(library.recentlyPlayed.allSatisfy { tracks.contains($0.trackID) })
    let albumsWithTracks = Set(library.tracks.map(\.albumID))
    #expect(library.albums.allSatisfy { albumsWithTracks.contains($0.id) })
  }

  @Test func durationsArePlausibleAndIncludeTheDemoTrack() {
    #expect(library.tracks.allSatisfy { (20_000...1_500_000).contains($0.durationMilliseconds) })
    let threeMinutes = library.tracks.filter { $0.durationMilliseconds == 180_000 }
    #expect(threeMinutes.contains { $0.title == "Three Little Birds" })
    #expect(library.tracks.contains { $0.durationMilliseconds < 60_000 })
    #expect(library.tracks.contains { $0.durationMilliseconds > 900_000 })
  }

  @Test func someTracksCannotPlay() {
    let unplayable = library.tracks.filter { !$0.isPlayable }
    #expect((3...6).contains(unplayable.count))
    #expect(unplayable.contains { $0.unplayableReason == "not available in your storefront" })
  }

  @Test func tracksAreNumberedWithinTheirDiscs() {
    let byAlbum = Dictionary(grouping: library.tracks, by: \.albumID)
    for tracks in byAlbum.values {
      let positions = tracks.map { [$0.discNumber, $0.trackNumber] }
      #expect(Set(positions).count == positions.count)
      #expect(tracks.allSatisfy { $0.discNumber >= 1 && $0.trackNumber >= 1 })
    }
    #expect(library.tracks.contains { $0.discNumber == 2 })
  }

  @Test func playlistsCoverTheAwkwardCases() {
    let byName = Dictionary(uniqueKeysWithValues: library.playlists.map { ($0.name, $0) })
    #expect(byName["Crate Digging"]?.trackIDs.isEmpty == true)
    let drive = byName["Late Night Drive"]?.trackIDs ?? []
    #expect(Set(drive).count < drive.count)
    #expect(byName["Replay 2025"]?.canEdit == false)
    #expect(library.playlists.contains { $0.name.contains("'") })
    #expect(library.playlists.contains { $0.name.contains("\"") })
  }

  @Test func recentlyPlayedIsNewestFirstBeforeTheVirtualStart() throws {
    let dates = library.recentlyPlayed.map(\.playedAt)
    #expect(dates == dates.sorted(by: >))
    let start = VirtualClock.defaultStartDate
    let first = try #require(dates.first)
    let last = try #require(dates.last)
    #expect(first < start)
    #expect(start.timeIntervalSince(last) < 60 * 86_400)
    #expect(start.timeIntervalSince(last) > 14 * 86_400)
  }

  @Test func someArtistsAreAbsentFromRecentlyPlayed() {
    let trackArtists = Dictionary(uniqueKeysWithValues: library.tracks.map { ($0.id, $0.artistID) })
    let heard = Set(library.recentlyPlayed.compactMap { trackArtists[$0.trackID] })
    let forgotten = library.artists.filter { !heard.contains($0.id) }
    #expect(forgotten.count >= 10)
    #expect(forgotten.contains { $0.name == "Acid Bath" })
    #expect(heard.contains(SampleLibrary.artistID(named: "Khruangbin")))
  }
}
