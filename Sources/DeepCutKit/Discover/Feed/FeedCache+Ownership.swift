extension FeedCache {
  /// The cache without the cuts the library owns now: a release added since its artist was
  /// checked stops being a cut at once, without waiting for the artist's next turn.
  ///
  /// Each such release moves from the artist's cuts to its owned count, so `total` stays what
  /// the catalog said.
  public func excludingOwned(by ownership: OwnershipIndex) -> FeedCache {
    var copy = self
    for (id, entry) in entries {
      guard let check = entry.check, case .matched(let link, let cuts) = check.outcome else {
        continue
      }
      let kept = ownership.unowned(cuts.cuts, of: id)
      guard kept.count < cuts.cuts.count else { continue }
      let updated = ArtistCuts(total: cuts.total, owned: cuts.total - kept.count, cuts: kept)
      copy.entries[id]?.check = FeedCheck(date: check.date, outcome: .matched(link, updated))
    }
    return copy
  }
}
