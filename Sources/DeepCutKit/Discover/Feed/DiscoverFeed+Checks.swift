extension DiscoverFeed {
  /// Checks every artist of `batch`, up to `catalog.concurrentChecks` at once, and returns the
  /// checks in batch order.
  ///
  /// One at a time (the default, and MusicBrainz's, whose rate limit sets the pace anyway) it
  /// is a plain loop; a catalog that can take more (Apple Music: 8 requests in flight) overlaps
  /// the artists' waits, so a 40-artist refresh takes a few round trips instead of forty.
  /// `progress` is told as each artist starts. Throws only `CancellationError`, which stops the
  /// checks still running.
  func checks(of batch: [LibraryArtist], progress: @Sendable (FeedProgress) -> Void)
    async throws -> [ArtistCheck]
  {
    let width = max(1, catalog.concurrentChecks)
    guard width > 1, batch.count > 1 else {
      var checks: [ArtistCheck] = []
      checks.reserveCapacity(batch.count)
      for (index, artist) in batch.enumerated() {
        try Task.checkCancellation()
        progress(FeedProgress(position: index + 1, count: batch.count, artist: artist))
        checks.append(try await check(artist))
      }
      return checks
    }
    return try await withThrowingTaskGroup(of: (Int, ArtistCheck).self) { group in
      var results = [ArtistCheck?](repeating: nil, count: batch.count)
      var next = 0
      func start() throws {
        try Task.checkCancellation()
        let index = next
        let artist = batch[index]
        progress(FeedProgress(position: index + 1, count: batch.count, artist: artist))
        group.addTask { (index, try await check(artist)) }
        next += 1
      }
      while next < min(width, batch.count) { try start() }
      for try await (index, check) in group {
        results[index] = check
        if next < batch.count { try start() }
      }
      return results.map { $0! }
    }
  }
}
