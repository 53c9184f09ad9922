import Foundation
import Testing

@testable import DeepCutKit

/// The rules that turn MPD's songs into a library, on values (no MPD).
@Suite struct MPDLibraryBuilderTests {
  typealias Song = MPDLibrarySong

  func artist(_ library: MPDLibrary, _ name: String) -> [LibraryArtist] {
    library.contents.artists.filter { $0.name == name }
  }

  @Test func albumArtistFirstThenArtistThenUnknown() {
    let library = MPDLibraryBuilder.build(
      songs: [
        Song(uri: "a/1.flac", title: "One", artist: "Guest", albumArtist: "Host", album: "X"),
        Song(uri: "b/1.flac", title: "Two", artist: "Solo", album: "Y"),
        Song(uri: "c/loose take.flac"),
      ], playlists: [])
    #expect(library.contents.artists.map(\.name) == ["Host", "Solo", "Unknown Artist"])
    #expect(library.contents.albums.map(\.title) == ["X", "Y", "Unknown Album"])
    let loose = library.contents.tracks[2]
    #expect(loose.title == "loose take")
    #expect(library.uris[loose.id] == "c/loose take.flac")
    // The album artist's track is filed under the album artist, as Music does.
    #expect(library.contents.tracks[0].artistName == "Host")
  }

  @Test func twoArtistsOfOneNameToldApartByTheirIds() {
    let library = MPDLibraryBuilder.build(
      songs: [
        Song(uri: "1.flac", artist: "Nirvana", album: "Nevermind", artistIDs: ["us-id"]),
        Song(uri: "2.flac", artist: "Nirvana", album: "Local Heroes", artistIDs: ["uk-id"]),
        Song(uri: "3.flac", artist: "nirvana", album: "Untagged"),
      ], playlists: [])
    let nirvanas = library.contents.artists.filter { NameFolding.fold($0.name) == "nirvana" }
    #expect(nirvanas.count == 3)
    #expect(Set(nirvanas.map(\.taggedMusicBrainzIDs)) == [["us-id"], ["uk-id"], nil])
    #expect(Set(nirvanas.map(\.id)).count == 3)
  }

  @Test func untaggedTracksJoinTheOneTaggedArtistOfTheirName() {
    let library = MPDLibraryBuilder.build(
      songs: [
        Song(uri: "1.flac", artist: "Björk", album: "Post", artistIDs: ["b-id"]),
        Song(uri: "2.flac", artist: "Bjork", album: "Debut"),
      ], playlists: [])
    #expect(library.contents.artists.count == 1)
    #expect(library.contents.artists[0].taggedMusicBrainzIDs == ["b-id"])
    // An unshared name keeps the Library.xml import's id, whatever the tags.
    #expect(library.contents.artists[0].id == LibraryArtistID(derivedFrom: "bjork"))
  }

  @Test func aMultiArtistCreditIsOneArtistWithEveryId() {
    let library = MPDLibraryBuilder.build(
      songs: [
        Song(
          uri: "1.flac", artist: "Simon & Garfunkel", albumArtist: "Simon & Garfunkel",
          album: "Bookends", albumArtistIDs: ["simon", "garfunkel"])
      ], playlists: [])
    #expect(library.contents.artists.map(\.name) == ["Simon & Garfunkel"])
    #expect(library.contents.artists[0].taggedMusicBrainzIDs == ["garfunkel", "simon"])
  }

  @Test func aTrackArtistsIdNamesTheAlbumArtistOnlyWhenTheyAreOne() {
    let library = MPDLibraryBuilder.build(
      songs: [
        Song(
          uri: "1.flac", artist: "Guest", albumArtist: "Host", album: "X",
          artistIDs: ["guest-id"])
      ], playlists: [])
    #expect(library.contents.artists[0].taggedMusicBrainzIDs == nil)
  }

  @Test func variousArtistsIsACompilationWithoutALink() {
    let library = MPDLibraryBuilder.build(
      songs: [
        Song(
          uri: "1.flac", artist: "A", albumArtist: "Various Artists", album: "Hits",
          albumArtistIDs: [MPDLibraryBuilder.variousArtistsID]),
        Song(uri: "2.flac", artist: "B", albumArtist: "Various Artists", album: "Hits"),
      ], playlists: [])
    #expect(library.contents.albums.count == 1)
    #expect(library.contents.albums[0].releaseType == .compilation)
    #expect(library.contents.artists[0].taggedMusicBrainzIDs == nil)
  }

  @Test func albumYearReleasesAndReleaseGroup() {
    let library = MPDLibraryBuilder.build(
      songs: [
        Song(
          uri: "1.flac", artist: "A", album: "X", date: "2011-05-02", originalDate: "1999",
          track: "2/12", disc: "1/2", releaseID: "r2", releaseGroupID: "g"),
        Song(
          uri: "2.flac", artist: "A", album: "X", date: "2001", track: "1", disc: "2",
          releaseID: "r1", releaseGroupID: "g"),
      ], playlists: [])
    let album = library.contents.albums[0]
    #expect(album.year == 1999)
    #expect(album.taggedMusicBrainzReleaseIDs == ["r1", "r2"])
    #expect(album.taggedMusicBrainzReleaseGroupID == "g")
    #expect(library.contents.tracks.map(\.trackNumber) == [2, 1])
    #expect(library.contents.tracks.map(\.discNumber) == [1, 2])
    let untagged = MPDLibraryBuilder.build(
      songs: [Song(uri: "1.flac", artist: "A", album: "X")], playlists: [])
    #expect(untagged.contents.albums[0].taggedMusicBrainzReleaseIDs == nil)
    #expect(untagged.contents.albums[0].taggedMusicBrainzReleaseGroupID == nil)
  }

  @Test func decomposedAndComposedNamesAreOneArtistButTwoFiles() {
    let composed = "Sigur R\u{F3}s"
    let decomposed = "Sigur Ro\u{301}s"
    let library = MPDLibraryBuilder.build(
      songs: [
        Song(uri: composed + "/1.flac", artist: composed, album: "()"),
        Song(uri: decomposed + "/1.flac", artist: decomposed, album: "()"),
      ], playlists: [])
    #expect(library.contents.artists.count == 1)
    #expect(library.contents.tracks.count == 2)
    // Each track keeps MPD's own bytes, which MPD compares exactly.
    let sent = library.contents.tracks.compactMap { library.uris[$0.id] }.map { Array($0.utf8) }
    #expect(
      Set(sent) == [Array((composed + "/1.flac").utf8), Array((decomposed + "/1.flac").utf8)])
  }

  @Test func idsAreTheSameOnEveryBuildAndPlaylistsNameTracksByURI() {
    let songs = [
      Song(uri: "a.flac", title: "A", artist: "X", album: "Y"),
      Song(uri: "b.flac", title: "B", artist: "X", album: "Y"),
    ]
    let playlists = [MPDStoredPlaylist(name: "Mix", uris: ["b.flac", "gone.flac", "a.flac"])]
    let first = MPDLibraryBuilder.build(songs: songs, playlists: playlists)
    let second = MPDLibraryBuilder.build(songs: songs.reversed(), playlists: playlists)
    #expect(Set(first.contents.tracks.map(\.id)) == Set(second.contents.tracks.map(\.id)))
    #expect(first.contents.artists.map(\.id) == second.contents.artists.map(\.id))
    let mix = first.contents.playlists[0]
    #expect(mix.id == MPDStoredPlaylist.id(named: "Mix"))
    #expect(mix.trackIDs == [first.contents.tracks[1].id, first.contents.tracks[0].id])
  }

  @Test func songsAreReadFromRecordsWithRepeatedIds() {
    let response = MPDResponse([
      MPDPair("directory", "A"), MPDPair("file", "A/1.flac"), MPDPair("Title", "One"),
      MPDPair("MUSICBRAINZ_ARTISTID", "x"), MPDPair("MUSICBRAINZ_ARTISTID", "y"),
      MPDPair("duration", "61.5"), MPDPair("Time", "62"), MPDPair("file", "A/2.flac"),
      MPDPair("Time", "3"), MPDPair("playlist", "Mix"), MPDPair("Title", "stray"),
    ])
    let songs = MPDLibrarySong.songs(in: response)
    #expect(songs.map(\.uri) == ["A/1.flac", "A/2.flac"])
    #expect(songs[0].artistIDs == ["x", "y"])
    #expect(songs[0].durationMilliseconds == 61_500)
    #expect(songs[1].durationMilliseconds == 3000)
    #expect(songs[1].title == nil)
  }

  @Test func theCacheGivesBackTheSongsForItsKeyOnly() throws {
    let songs = [
      Song(
        uri: "Sigur Ro\u{301}s/1.flac", title: "T", artist: "A", albumArtist: "B", album: "C",
        date: "2001", originalDate: "1999", track: "1/2", disc: "1", durationMilliseconds: 1234,
        artistIDs: ["a", "b"], albumArtistIDs: ["c"], releaseID: "r", releaseGroupID: "g"),
      Song(uri: "Sigur R\u{F3}s/1.flac"),
    ]
    let key = MPDLibraryCache.Key(
      address: "/run/mpd/socket", stamp: .init(updated: 1_796_316_823, songs: 2))
    let bytes = MPDLibraryCache.encode(songs, key: key)
    let decoded = try MPDLibraryCache.decode(bytes, expecting: key)
    #expect(decoded == songs)
    #expect(decoded.map { Array($0.uri.utf8) } == songs.map { Array($0.uri.utf8) })
    var later = key
    later.stamp.updated += 1
    #expect(throws: LibraryCacheError.staleSource) {
      try MPDLibraryCache.decode(bytes, expecting: later)
    }
    var flipped = bytes
    flipped[bytes.count / 2] ^= 0x40
    #expect(throws: LibraryCacheError.self) { try MPDLibraryCache.decode(flipped, expecting: key) }
    #expect(throws: LibraryCacheError.self) {
      try MPDLibraryCache.decode(Array(bytes.prefix(20)), expecting: key)
    }
  }

  /// A damaged cache (a flipped byte, cut short, a byte added) is refused, never read as
  /// other songs, and never crashes.
  @Test func damagedCachesNeverCrash() throws {
    let songs = (0..<40).map { number in
      Song(
        uri: "A/\(number).flac", title: "T\(number)", artist: "Artist \(number % 3)",
        album: "Album", track: "\(number)", durationMilliseconds: number * 1000,
        artistIDs: number % 2 == 0 ? ["id-\(number % 3)"] : [])
    }
    let key = MPDLibraryCache.Key(address: "/s", stamp: .init(updated: 1, songs: 40))
    let bytes = MPDLibraryCache.encode(songs, key: key)
    var random = SeededRandom(seed: 30)
    var refused = 0
    for round in 0..<600 {
      var damaged = bytes
      switch round % 3 {
      case 0: damaged[Int(random.next() % UInt64(bytes.count))] ^= UInt8(1 + random.next() % 255)
      case 1: damaged.removeLast(1 + Int(random.next() % UInt64(bytes.count - 1)))
      default: damaged.append(UInt8(random.next() % 256))
      }
      if (try? MPDLibraryCache.decode(damaged, expecting: key)) == nil { refused += 1 }
    }
    #expect(refused == 600)
  }
}
