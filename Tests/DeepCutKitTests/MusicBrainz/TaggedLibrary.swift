import DeepCutKit
import Foundation

@testable import FixtureServer

/// A file library tagged by Picard, built in memory: the artists and albums carry the MusicBrainz
/// ids an MPD library reads from `MUSICBRAINZ_ARTISTID`, `_ALBUMID` and `_RELEASEGROUPID`.
enum TaggedLibrary {
  /// The fixtures' MBIDs (`make_fixtures.py --tags`); a missing name fails loudly.
  static func id(_ name: String) -> String {
    guard let id = FixtureServer.musicBrainzTagMBIDs[name] else {
      fatalError("no fixture MBID named '\(name)'")
    }
    return id
  }

  /// A release of the tagged fixtures: `release("The Tagged Band", "Maladroit", "2002-05-14")`.
  static func release(_ artist: String, _ title: String, _ date: String) -> String {
    id("\(artist)/release/\(title)/\(date)")
  }

  /// A release group of the tagged fixtures.
  static func group(_ artist: String, _ title: String, _ date: String) -> String {
    id("\(artist)/group/\(title)/\(date)")
  }

  /// A release id MusicBrainz does not know (the fixture server answers 404).
  static let unknownRelease = "deadbeef-0000-4000-8000-000000000404"

  static func artist(_ name: String, key: String? = nil, tagged ids: [String]?) -> LibraryArtist {
    LibraryArtist(
      id: LibraryArtistID(derivedFrom: key ?? name), name: name, taggedMusicBrainzIDs: ids)
  }

  static func album(
    _ title: String, by artist: LibraryArtist, year: Int? = nil, releases: [String]? = nil,
    group: String? = nil
  ) -> LibraryAlbum {
    LibraryAlbum(
      id: LibraryAlbumID(derivedFrom: "\(artist.id)/\(title)"), title: title, artistID: artist.id,
      artistName: artist.name, year: year, releaseType: .album,
      taggedMusicBrainzReleaseIDs: releases, taggedMusicBrainzReleaseGroupID: group)
  }

  /// "Tagged Band" (MusicBrainz calls it "The Tagged Band"), tagged with its one id.
  static let band = artist("Tagged Band", tagged: [id("The Tagged Band")])

  /// The band's albums, one of each case.
  ///
  /// - "Blue Record (Deluxe Edition)": an edition of the release group "Blue Record";
  /// - "Bluest Hour": a title nothing folds to, tagged with a release of "Maladroit";
  /// - "Self Titled", no year: the 1996 one of two release groups of that title;
  /// - "Make Believe": tagged with its release group (MPD 0.24) and a release never asked for;
  /// - "Everything Will Be Alright": a release MusicBrainz does not know (404), so by title.
  static let bandAlbums = [
    album(
      "Blue Record (Deluxe Edition)", by: band, year: 2004,
      releases: [release("The Tagged Band", "Blue Record (Deluxe Edition)", "2004-03-23")]),
    album(
      "Bluest Hour", by: band, year: 2002,
      releases: [release("The Tagged Band", "Maladroit", "2002-05-14")]),
    album(
      "Self Titled", by: band,
      releases: [release("The Tagged Band", "Self Titled", "1996-09-24")]),
    album(
      "Make Believe", by: band, year: 2005,
      releases: [release("The Tagged Band", "Make Believe", "2005-05-10")],
      group: group("The Tagged Band", "Make Believe", "2005-05-10")),
    album("Everything Will Be Alright", by: band, year: 2014, releases: [unknownRelease]),
  ]

  /// Two library artists called Nirvana, told apart only by their tags.
  static let grunge = artist("Nirvana", key: "nirvana-grunge", tagged: [id("Nirvana/grunge")])
  static let sixties = artist("Nirvana", key: "nirvana-sixties", tagged: [id("Nirvana/sixties")])

  /// "AC/DC" with tracks tagged with two different artist ids: matched by name.
  static let split = artist(
    "AC/DC", tagged: [id("Nirvana/grunge"), id("The Tagged Band")])

  /// A library of those artists, one track per album.
  static var contents: LibraryContents {
    let albums =
      bandAlbums + [
        album(
          "Nevermind", by: grunge, releases: [release("Nirvana/grunge", "Nevermind", "1991-09-24")]),
        album(
          "The Story of Simon Simopath", by: sixties,
          releases: [release("Nirvana/sixties", "The Story of Simon Simopath", "1968-01")]),
        album("Back in Black", by: split, year: 1980),
      ]
    let tracks = albums.enumerated().map { index, album in
      LibraryTrack(
        id: LibraryTrackID(derivedFrom: "track/\(album.id)"), title: "Track \(index + 1)",
        artistID: album.artistID, artistName: album.artistName, albumID: album.id,
        albumTitle: album.title, durationMilliseconds: 200_000, trackNumber: 1)
    }
    return LibraryContents(
      artists: [band, grunge, sixties, split], albums: albums, tracks: tracks)
  }
}
