/// What the feed remembers between refreshes: each artist's last check, failure and turn.
///
/// The feed is the union of these entries. A plain value: a refresh returns a new cache and
/// the caller keeps or drops it, so a cancelled or failed refresh cannot leave half a batch
/// behind.
public struct FeedCache: Hashable, Sendable {
  /// Refreshes recorded so far.
  public var refreshes: Int
  /// Artist attempts recorded so far: the rotation's clock.
  ///
  /// Each entry remembers the number of its last attempt (see `nextBatch(of:size:)`).
  public var attempts: Int
  /// What is known of each artist, by library id.
  public var entries: [LibraryArtistID: FeedEntry]

  public init(refreshes: Int = 0, attempts: Int = 0, entries: [LibraryArtistID: FeedEntry] = [:]) {
    self.refreshes = refreshes
    self.attempts = attempts
    self.entries = entries
  }

  /// Records a finished batch: one more refresh, and one more attempt per check, in order.
  ///
  /// An answered check replaces the artist's previous one and clears its failure; a failed
  /// one keeps the previous check (and its cuts) and records the failure. Entries of artists
  /// no longer in `library` are forgotten. `checks` are of artists in `library`.
  public mutating func record(_ checks: [ArtistCheck], library: [LibraryArtist]) {
    refreshes += 1
    // Some entries belong to artists who left exactly when the entries outnumber the library
    // artists that have one: one pass of lookups instead of building a set every refresh.
    if entries.count > library.count(where: { entries[$0.id] != nil }) {
      let present = Set(library.map(\.id))
      entries = entries.filter { present.contains($0.key) }
    }
    for attempt in checks {
      attempts += 1
      var entry = entries[attempt.artist.id] ?? FeedEntry(lastAttempt: attempts)
      entry.lastAttempt = attempts
      switch attempt.result {
      case .success(let check):
        entry.check = check
        entry.failure = nil
      case .failure(let failure):
        entry.failure = failure
      }
      entries[attempt.artist.id] = entry
    }
  }
}

/// What the feed knows of one artist.
public struct FeedEntry: Hashable, Sendable {
  /// The number of the artist's last attempt, answered or not (the rotation's order).
  public var lastAttempt: Int
  /// The last answered check, or `nil` when no attempt has been answered yet.
  public var check: FeedCheck?
  /// Why the last attempt failed, or `nil` when it was answered.
  public var failure: FeedFailure?

  public init(lastAttempt: Int, check: FeedCheck? = nil, failure: FeedFailure? = nil) {
    self.lastAttempt = lastAttempt
    self.check = check
    self.failure = failure
  }
}
