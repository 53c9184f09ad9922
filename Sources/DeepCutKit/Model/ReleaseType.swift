/// What kind of release an album is.
public enum ReleaseType: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case album
  case ep
  case single
  case live
  case compilation
  /// A film, game or show's music (MusicBrainz secondary type Soundtrack).
  case soundtrack
  /// Remixes and DJ mixes of other records.
  case remix
  /// Anything else a real catalog holds: broadcasts, interviews, spoken word, demos.
  case other

  /// The types `cuts` and the feed consider when the user names none: singles are left out, so
  /// a deep cut is a record, not every one-off release.
  public static let defaultFilter: Set<ReleaseType> = [.album, .ep, .live, .compilation]

  /// The five kinds every catalog has; the sample and simulated catalogs make only these (the
  /// others come from MusicBrainz's secondary types).
  public static let commonTypes: Set<ReleaseType> = [.album, .ep, .single, .live, .compilation]

  /// The name shown to people (`EP`, `album`, ...).
  public var label: String { self == .ep ? "EP" : rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
