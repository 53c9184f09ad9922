/// What kind of release an album is.
public enum ReleaseType: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case album
  case ep
  case single
  case live
  case compilation

  /// The types `cuts` and the feed consider when the user names none: singles are left out, so
  /// a deep cut is a record, not every one-off release.
  public static let defaultFilter: Set<ReleaseType> = [.album, .ep, .live, .compilation]

  /// The name shown to people (`EP`, `album`, ...).
  public var label: String { self == .ep ? "EP" : rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
