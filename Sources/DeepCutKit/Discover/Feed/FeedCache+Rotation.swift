extension FeedCache {
  /// The artists the next refresh checks: the `size` tried longest ago.
  ///
  /// A queue ordered by last attempt (a sequence number, one per artist tried):
  /// - artists never tried come first, in library order (a fresh cache goes through the
  ///   library in its order, and an artist added since the last refresh is checked next);
  /// - then the artists whose last attempt is oldest, so the rotation is a round robin that
  ///   wraps around by itself: no artist is checked twice before every other artist has been
  ///   checked once, whatever the batch sizes;
  /// - a failed attempt counts as an attempt, so an artist that always fails waits its turn
  ///   instead of taking a place in every batch;
  /// - attempts are numbered rather than timed, because on the virtual clock a whole script
  ///   can run at one instant, and numbered per artist rather than per refresh, so that the
  ///   order within a batch carries over to the next lap.
  ///
  /// A refresh that is cancelled, or in which every catalog lookup failed, records nothing,
  /// so the next one retries the same batch. `size` is at least 1; `artists` is the library's
  /// list (sorted by name, as `MusicLibraryService.artists()` returns it).
  public func nextBatch(of artists: [LibraryArtist], size: Int) -> [LibraryArtist] {
    let attempts = artists.map { entries[$0.id]?.lastAttempt ?? 0 }
    let order = artists.indices.sorted { (attempts[$0], $0) < (attempts[$1], $1) }
    return order.prefix(max(1, size)).map { artists[$0] }
  }
}
