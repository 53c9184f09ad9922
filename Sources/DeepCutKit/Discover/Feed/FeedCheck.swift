import Foundation

/// One artist's answered check: when it happened, and what the catalog said.
public struct FeedCheck: Hashable, Sendable {
  /// What a check found out.
  public enum Outcome: Hashable, Sendable {
    /// The artist links to this catalog artist, whose discography gave these cuts.
    case matched(CatalogArtistID, ArtistCuts)
    /// The artist has no catalog link: shown as unmatched, never dropped.
    case unmatched
  }

  /// When the check finished (a date, not an `Instant`: the cache outlives the session).
  public var date: Date
  public var outcome: Outcome

  public init(date: Date, outcome: Outcome) {
    self.date = date
    self.outcome = outcome
  }

  /// The cuts, when the artist is matched.
  public var cuts: ArtistCuts? {
    if case .matched(_, let cuts) = outcome { return cuts }
    return nil
  }
}

/// Why one artist's check failed, and when.
public struct FeedFailure: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  public var artistID: LibraryArtistID
  public var artistName: String
  public var date: Date
  /// The error, as shown to people (`not found: catalog artist 'r.…'`).
  public var reason: String

  public init(artistID: LibraryArtistID, artistName: String, date: Date, reason: String) {
    self.artistID = artistID
    self.artistName = artistName
    self.date = date
    self.reason = reason
  }

  /// `Acid Bath: network unreachable (timed out)`.
  public var description: String { "\(artistName): \(reason)" }
}

/// One artist's attempt in a refresh: the artist and what became of it.
public struct ArtistCheck: Hashable, Sendable {
  public var artist: LibraryArtist
  public var result: Result<FeedCheck, FeedFailure>
  /// Whether the catalog answered with no release at all although the library owns albums of
  /// the artist: an answer that cannot be right, the mark of a lookup gone wrong.
  public var isEmptyForOwner: Bool
  /// What the check could not settle exactly but got past (a tagged release the catalog does
  /// not know, matched by title instead), one line each.
  public var warnings: [String]

  public init(
    artist: LibraryArtist, result: Result<FeedCheck, FeedFailure>, isEmptyForOwner: Bool = false,
    warnings: [String] = []
  ) {
    self.artist = artist
    self.result = result
    self.isEmptyForOwner = isEmptyForOwner
    self.warnings = warnings
  }

  /// The answered check, or `nil` when the attempt failed.
  public var check: FeedCheck? { try? result.get() }

  /// The failure, or `nil` when the attempt was answered.
  public var failure: FeedFailure? {
    if case .failure(let failure) = result { return failure }
    return nil
  }
}
