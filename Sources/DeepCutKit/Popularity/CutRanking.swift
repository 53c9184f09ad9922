/// How a list of cuts is ordered: `--sort year|popular|deep`.
public enum CutSort: String, CaseIterable, Sendable {
  /// Newest first (the catalog's order; no counts needed).
  case year
  /// Most listeners first: the essential missing albums.
  case popular
  /// Fewest listeners first: the truly deep ones.
  case deep

  /// Whether this order needs listener counts.
  public var needsCounts: Bool { self != .year }
}

/// Orders cuts by listener counts.
///
/// Listeners decide, then listens; a release without counts (not fetched yet, or one
/// ListenBrainz has no listens of) goes last in either order, as nothing says where it
/// belongs. Ties keep the order given, which is newest first: so ties go by year.
public enum CutRanking {
  /// The two counts a release is ranked by.
  public typealias Counts = (listeners: Int?, listens: Int?)

  /// `cuts` (newest first) in the order `sort` asks, with `counts` giving each one's counts.
  public static func sorted(
    _ cuts: [CatalogRelease], by sort: CutSort, counts: (CatalogRelease) -> Counts
  ) -> [CatalogRelease] {
    guard sort != .year else { return cuts }
    let keys = cuts.map(counts)
    func precedes(_ left: Int, _ right: Int) -> Bool {
      let (a, b) = (keys[left], keys[right])
      switch (a.listeners, b.listeners) {
      case (nil, nil): return false
      case (nil, _): return false
      case (_, nil): return true
      case (let x?, let y?) where x != y: return sort == .popular ? x > y : x < y
      default:
        let (x, y) = (a.listens ?? 0, b.listens ?? 0)
        return x != y && (sort == .popular ? x > y : x < y)
      }
    }
    // Sorted positions, ties by position: a stable order over the given one.
    return cuts.indices.sorted { left, right in
      if precedes(left, right) { return true }
      if precedes(right, left) { return false }
      return left < right
    }.map { cuts[$0] }
  }
}
