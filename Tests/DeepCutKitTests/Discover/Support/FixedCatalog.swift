import DeepCutKit
import Synchronization

/// A catalog that serves fixed discographies (one page each) and counts the pages asked for.
struct FixedCatalog: CatalogSource {
  var label: String { "fixed catalog" }
  var isSimulated: Bool { false }
  let discographies: [CatalogArtistID: [CatalogRelease]]
  let pages = Counter()

  init(_ discographies: [CatalogArtistID: [CatalogRelease]]) {
    self.discographies = discographies
  }

  func releases(of artist: CatalogArtistID, limit: Int, after cursor: String?) async throws
    -> Page<CatalogRelease>
  {
    pages.increment()
    guard let releases = discographies[artist] else {
      throw ServiceError.notFound("catalog artist '\(artist)'")
    }
    return Page(items: releases, next: nil)
  }
}

/// A count shared between tasks.
final class Counter: Sendable {
  private let count = Mutex(0)

  func increment() { count.withLock { $0 += 1 } }

  var value: Int { count.withLock { $0 } }
}
