import Foundation

/// What deepcut knows about one library artist's MusicBrainz artist, and where it came from.
public struct MusicBrainzLink: Codable, Hashable, Sendable, CustomStringConvertible {
  /// How a link was made.
  public enum Origin: Codable, Hashable, Sendable {
    /// The search found exactly one artist of that name, with this score.
    case search(score: Int)
    /// Set by hand (`link ARTIST MBID`); never replaced by a search.
    case pinned
    /// The library's own tags name this one artist (`ArtistTags.one`): no search, and no
    /// request at all, so the MusicBrainz name is not known (it may differ from the library's).
    case tags
  }

  /// One name of a combined credit, and its link if the catalog has one.
  public struct Part: Codable, Hashable, Sendable {
    public var name: String
    public var mbid: String?

    public init(name: String, mbid: String?) {
      self.name = name
      self.mbid = mbid
    }
  }

  /// The answer.
  public enum State: Codable, Hashable, Sendable {
    /// Linked to the MusicBrainz artist `mbid`, called `name` there.
    case linked(mbid: String, name: String, origin: Origin)
    /// No link: no candidate had the name, or several were equally good (`ambiguous`).
    case unmatched(candidates: [ArtistMatcher.Candidate], ambiguous: Bool)
    /// A combined credit ("A & B") with no artist of its own: its albums count for each part.
    case credited([Part])
  }

  /// The library artist's name as the library writes it.
  public var libraryName: String
  public var state: State
  /// When the search ran or the pin was set.
  public var checked: Date

  public init(libraryName: String, state: State, checked: Date) {
    self.libraryName = libraryName
    self.state = state
    self.checked = checked
  }

  /// The linked MusicBrainz artist id, if any.
  public var mbid: String? {
    if case .linked(let mbid, _, _) = state { return mbid }
    return nil
  }

  /// Whether it was set by hand.
  public var isPinned: Bool {
    if case .linked(_, _, .pinned) = state { return true }
    return false
  }

  /// Whether it came from the library's tags.
  public var isFromTags: Bool {
    if case .linked(_, _, .tags) = state { return true }
    return false
  }

  /// One line: the link and its origin.
  public var description: String {
    switch state {
    case .linked(let mbid, let name, .search(let score)):
      "MusicBrainz \(name) (\(mbid)), found by search, score \(score)"
    case .linked(let mbid, let name, .pinned):
      "MusicBrainz \(name.isEmpty ? "artist" : name) (\(mbid)), pinned by hand"
    case .linked(let mbid, let name, .tags):
      "MusicBrainz \(name.isEmpty ? "artist" : name) (\(mbid)), from your tags"
    case .unmatched(let candidates, true):
      "unmatched: \(candidates.count) equally good candidates: "
        + candidates.map { "\($0.name) \($0.mbid)\($0.detail.isEmpty ? "" : " (\($0.detail))")" }
        .joined(separator: "; ")
    case .unmatched(let candidates, false):
      candidates.isEmpty
        ? "unmatched: MusicBrainz has no artist of that name"
        : "unmatched: no artist of that name (nearest: "
          + candidates.map(\.name).joined(separator: ", ") + ")"
    case .credited(let parts):
      "combined credit: "
        + parts.map { "\($0.name) \($0.mbid.map { "(\($0))" } ?? "(no link)")" }
        .joined(separator: ", ")
    }
  }
}

/// MusicBrainz identifiers: lowercase UUIDs (`0df6d50f-7e43-4c6a-8220-61932b67c9c5`).
public enum MBID {
  /// Whether `text` has the shape of an MBID (so it is also safe as a file name).
  public static func isValid(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 36 else { return false }
    for (index, byte) in bytes.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard (48...57).contains(byte) || (97...102).contains(byte) else { return false }
      }
    }
    return true
  }
}
