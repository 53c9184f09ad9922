import Foundation

extension FeedCache {
  /// The cache with every date (checks and failures) passed through `transform`.
  public func restamped(_ transform: (Date) -> Date) -> FeedCache {
    var copy = self
    for (id, entry) in entries {
      var changed = entry
      if let check = entry.check {
        changed.check = FeedCheck(date: transform(check.date), outcome: check.outcome)
      }
      if let failure = entry.failure { changed.failure?.date = transform(failure.date) }
      copy.entries[id] = changed
    }
    return copy
  }
}

/// Maps the dates of a virtual-clock session onto the wall clock, for what it saves.
///
/// A script runs on a virtual clock that starts at 2026-01-01 00:00; its feed checks are dated
/// on that clock, which is right inside the script (the same output on every run) and wrong in
/// a state directory that interactive sessions later read ("checked 2026-01-01 00:00" for a
/// check made today). So before saving, each virtual date becomes the wall-clock time at which
/// that much session time had passed: `wallStart + (date − virtualStart)`, never later than
/// `wallNow` (a script's `wait 3h` takes no real time, and a saved check must not be in the
/// future). Only dates on the session's virtual timeline (from `virtualStart` to the virtual
/// now) move: checks loaded from the state directory already carry wall-clock dates.
public struct WallClockRebase: Hashable, Sendable {
  /// The virtual clock's date at the session's start.
  public var virtualStart: Date
  /// The wall clock when the session started.
  public var wallStart: Date

  public init(virtualStart: Date, wallStart: Date) {
    self.virtualStart = virtualStart
    self.wallStart = wallStart
  }

  /// The wall-clock date of the virtual `date`, given the wall clock reads `wallNow`.
  public func wallDate(of date: Date, wallNow: Date) -> Date {
    min(wallNow, max(wallStart, wallStart.addingTimeInterval(date.timeIntervalSince(virtualStart))))
  }

  /// `cache` with the dates this session made (up to `virtualNow`) on the wall clock.
  public func rebase(_ cache: FeedCache, virtualNow: Date, wallNow: Date) -> FeedCache {
    cache.restamped { date in
      (virtualStart...max(virtualStart, virtualNow)).contains(date)
        ? wallDate(of: date, wallNow: wallNow) : date
    }
  }
}
