/// A kind of library item, with the prefix its identifiers carry.
///
/// Library ids and catalog ids live in different spaces (the catalog answers 404 to a library
/// id), so each gets its own type and the compiler refuses one where the other belongs.
public protocol LibraryItem {
  /// The id prefix: `r.` artists, `l.` albums, `i.` songs, `p.` playlists.
  static var idPrefix: String { get }
}

/// The identifier of an item in the user's library: a kind prefix and a base62 body.
public struct LibraryID<Item: LibraryItem>: Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  /// The full identifier, prefix included (`r.y8mMT7t`).
  public let rawValue: String

  /// Accepts `rawValue` when it has this kind's prefix and a non-empty base62 body.
  public init?(_ rawValue: String) {
    guard rawValue.hasPrefix(Item.idPrefix) else { return nil }
    let body = rawValue.utf8.dropFirst(Item.idPrefix.utf8.count)
    guard !body.isEmpty, body.allSatisfy(Base62.isDigit) else { return nil }
    self.rawValue = rawValue
  }

  /// A deterministic id derived from `seed` (for example an artist's name), stable across runs.
  public init(derivedFrom seed: String) {
    self.init(value: StableHash.fnv1a64(seed))
  }

  /// The id whose body is a 64-bit value in base62, 11 digits wide: how a Library.xml
  /// `Persistent ID` becomes a track or playlist id (`7019FB9D6F49DCC8` → `i.9ciFC8yKQa8`),
  /// stable across exports.
  ///
  /// Written straight into the string's storage (an import makes 50,000 of these; the sample
  /// library makes a thousand at every start).
  public init(value: UInt64) {
    self.rawValue = Base62.paddedID(prefix: Item.idPrefix, value: value)
  }

  public var description: String { rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let id = Self(text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "'\(text)' is not a library id starting with '\(Item.idPrefix)'"))
    }
    self = id
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// The identifier of an item in the Apple Music catalog: a string of decimal digits.
public struct CatalogID<Item>: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The numeric string (`1147783278`).
  public let rawValue: String

  /// Accepts `rawValue` when it is a non-empty string of ASCII digits.
  public init?(_ rawValue: String) {
    guard !rawValue.isEmpty, rawValue.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
      return nil
    }
    self.rawValue = rawValue
  }

  /// Wraps any string without checking it.
  ///
  /// Only for reproducing the app's old bug in tests (a library id sent to the catalog); the
  /// catalog answers such an id with "not found", as the real API does.
  public init(unchecked rawValue: String) {
    self.rawValue = rawValue
  }

  public var description: String { rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue.count != rhs.rawValue.count
      ? lhs.rawValue.count < rhs.rawValue.count : lhs.rawValue < rhs.rawValue
  }

  public init(from decoder: any Decoder) throws {
    self.rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

public typealias LibraryArtistID = LibraryID<LibraryArtist>
public typealias LibraryAlbumID = LibraryID<LibraryAlbum>
public typealias LibraryTrackID = LibraryID<LibraryTrack>
public typealias LibraryPlaylistID = LibraryID<LibraryPlaylist>
public typealias CatalogArtistID = CatalogID<CatalogArtist>
public typealias CatalogReleaseID = CatalogID<CatalogRelease>
public typealias CatalogSongID = CatalogID<CatalogSong>
