import DeepCutKit
import Synchronization

/// The simulated catalog of an imported library that another catalog serves (MusicBrainz or
/// Apple Music), made the first time it is asked for; it answers as `SimulatedCatalog` does, releases
/// and track lists included.
///
/// It stays for `set catalog simulated` and its artist links, but making it hashes every
/// artist's name and groups every album: a warm start that never switches catalog should not
/// pay for it.
final class DeferredSimulatedCatalog: CatalogReleaseSource {
  private let make: @Sendable () -> SimulatedCatalog
  private let state = Mutex<Made?>(nil)

  /// The catalog and the links it made.
  private struct Made {
    var catalog: SimulatedCatalog
    var links: [LibraryArtistID: CatalogArtistID]
  }

  /// A catalog for `library`'s artists, made from it on first use.
  init(library: LibraryContents, failures: FailureInjector) {
    make = { SimulatedCatalog(library: library, failures: failures) }
  }

  /// The catalog, made now if it was not yet.
  var catalog: SimulatedCatalog { made().catalog }

  /// The simulated links of the artists the simulation matches.
  var links: [LibraryArtistID: CatalogArtistID] { made().links }

  private func made() -> Made {
    state.withLock { made in
      if let made { return made }
      let catalog = make()
      var links: [LibraryArtistID: CatalogArtistID] = [:]
      for artist in catalog.linkedLibrary.artists {
        if let link = artist.catalogID { links[artist.id] = link }
      }
      made = Made(catalog: catalog, links: links)
      return made!
    }
  }

  // `SimulatedCatalog`'s own label and kind, known without making it.
  var label: String { "simulated catalog" }
  var isSimulated: Bool { true }

  func releases(of artist: CatalogArtistID, limit: Int, after cursor: String?) async throws
    -> Page<CatalogRelease>
  {
    try await catalog.releases(of: artist, limit: limit, after: cursor)
  }

  func release(_ id: CatalogReleaseID) async throws -> CatalogRelease {
    try await catalog.release(id)
  }

  func tracks(of release: CatalogReleaseID) async throws -> [CatalogTrack] {
    try await catalog.tracks(of: release)
  }
}
