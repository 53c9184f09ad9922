/// Deterministic made-up counts for the sample and simulated catalogs.
///
/// Their releases have no MBIDs, so ListenBrainz knows none of them; these let ranking be
/// tried offline, and every screen that shows them says they are made up.
public enum MadeUpPopularity {
  /// The made-up counts of `release`: the same on every run, spread over a few orders of
  /// magnitude as real counts are.
  public static func counts(of release: CatalogRelease) -> ListenBrainzJSON.Counts {
    let hash = StableHash.fnv1a64("listeners/" + release.id.rawValue)
    let magnitude = Int(hash % 5)  // 0...4: tens to hundreds of thousands
    var listeners = 1
    for _ in 0...magnitude { listeners *= 10 }
    listeners += Int((hash >> 8) % UInt64(listeners * 9))
    let listens = listeners * (3 + Int((hash >> 40) % 40))
    return ListenBrainzJSON.Counts(listens: listens, listeners: listeners)
  }
}
