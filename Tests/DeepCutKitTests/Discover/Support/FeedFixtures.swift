import DeepCutKit
import Foundation

/// A feed over the sample library and catalog, sharing one failure switchboard, on a virtual
/// clock: what a script session has.
struct SampleFeed {
  let failures = FailureInjector()
  let clock = VirtualClock()
  let library: InMemoryLibraryService
  let feed: DiscoverFeed

  init(bridge: CatalogBridge? = nil, latency: Duration = .zero) {
    library = InMemoryLibraryService(failures: failures, clock: clock)
    let catalog = LatencyCatalog(SampleCatalog(failures: failures), latency: latency, clock: clock)
    feed = DiscoverFeed(library: library, catalog: catalog, clock: clock, bridge: bridge)
  }

  /// The sample artist named `name`.
  func artist(_ name: String) -> LibraryArtist {
    SampleLibrary.contents.artists.first { $0.name == name }!
  }
}

/// Small libraries and values built by hand.
enum FeedFixtures {
  /// A release of catalog artist `artist` (named `name`), released on `date`.
  static func release(
    _ id: String, _ title: String, artist: String, name: String, date: String = "2020-01-01",
    type: ReleaseType = .album
  ) -> CatalogRelease {
    CatalogRelease(
      id: CatalogReleaseID(id)!, title: title, artistID: CatalogArtistID(artist)!,
      artistName: name, releaseDate: date, releaseType: type, trackCount: 10)
  }

  /// A library of `names.count` linked artists (catalog ids 1, 2, …), each holding one album
  /// that is its catalog artist's release `"<n>01"`; and a catalog where artist `n` has that
  /// release plus `cuts[n]` more.
  static func ownedLibrary(_ names: [String], cuts: [Int]) -> (LibraryContents, FixedCatalog) {
    var contents = LibraryContents()
    var discographies: [CatalogArtistID: [CatalogRelease]] = [:]
    for (index, name) in names.enumerated() {
      let link = "\(index + 1)"
      let artist = LibraryArtist(
        id: LibraryArtistID(derivedFrom: "test/\(name)"), name: name,
        catalogID: CatalogArtistID(link))
      contents.artists.append(artist)
      let owned = release("\(link)01", "\(name) One", artist: link, name: name)
      contents.albums.append(
        LibraryAlbum(
          id: LibraryAlbumID(derivedFrom: "test/\(name)/one"), title: owned.title,
          artistID: artist.id, artistName: name, catalogID: owned.id))
      let extra = (0..<cuts[index]).map {
        release(
          "\(link)1\($0)", "\(name) Extra \($0)", artist: link, name: name,
          date: "2021-0\($0 + 1)-01")
      }
      discographies[CatalogArtistID(link)!] = [owned] + extra
    }
    return (contents, FixedCatalog(discographies))
  }

  /// A date `seconds` after the virtual clock's start.
  static func date(_ seconds: Double) -> Date {
    VirtualClock.defaultStartDate.addingTimeInterval(seconds)
  }
}
