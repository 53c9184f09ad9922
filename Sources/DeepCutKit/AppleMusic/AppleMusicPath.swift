/// A request the Apple Music API is sent: its method, its root-relative path, and whether it
/// is about the user's own library (and so carries the Music User Token).
///
/// Paths are made only by the two builders below, `library` (`/v1/me/…`) and `catalog`
/// (`/v1/catalog/…`). The catalog builder takes catalog ids only, whose types a library id
/// cannot be passed as; and as a second guard every catalog path, `next` cursors included, is
/// refused before sending when a segment looks like a library id (`r.`, `l.`, `i.`, `p.`).
/// That is the app's old bug, made impossible twice.
struct AppleMusicPath: Hashable, Sendable, CustomStringConvertible {
  enum Method: String, Sendable {
    case get = "GET"
    case post = "POST"
  }

  let method: Method
  /// Root-relative, query included (`/v1/me/library/artists?limit=100&include=catalog`).
  let path: String
  /// Whether the path is under `/v1/me/` (the Music User Token goes with it).
  var isPersonal: Bool { path.hasPrefix("/v1/me/") || path.hasPrefix("/v1/me?") }

  private init(_ method: Method, _ path: String) {
    self.method = method
    self.path = path
  }

  var description: String { "\(method.rawValue) \(path)" }

  /// The largest page the library collections serve.
  static let libraryPageLimit = 100
  /// The recently played tracks page: 10 is the one size every source agrees works.
  static let recentPageLimit = 10
  /// Catalog search serves at most 25 per type.
  static let searchLimit = 25

  // MARK: - The user's library (`/v1/me/`)

  /// A whole library collection's first page; its `next` pages follow through `following`.
  static func libraryCollection(_ kind: LibraryCollection) -> AppleMusicPath {
    let include = kind == .artists ? "&include=catalog" : ""
    return AppleMusicPath(
      .get, "/v1/me/library/\(kind.rawValue)?limit=\(libraryPageLimit)\(include)")
  }

  /// The catalog artist a library artist is linked to (empty or `40403` when unmatched).
  static func catalogRelationship(of artist: LibraryArtistID) -> AppleMusicPath {
    AppleMusicPath(.get, "/v1/me/library/artists/\(artist.rawValue)/catalog")
  }

  static func tracks(of playlist: LibraryPlaylistID) -> AppleMusicPath {
    AppleMusicPath(
      .get, "/v1/me/library/playlists/\(playlist.rawValue)/tracks?limit=\(libraryPageLimit)")
  }

  static let recentlyPlayedTracks = AppleMusicPath(
    .get, "/v1/me/recent/played/tracks?limit=\(recentPageLimit)")

  static let storefront = AppleMusicPath(.get, "/v1/me/storefront")

  /// Adds catalog albums and songs to the library (202; Apple ignores ids it cannot add).
  static func addToLibrary(albums: [CatalogReleaseID], songs: [CatalogSongID]) -> AppleMusicPath? {
    var parts: [String] = []
    if !albums.isEmpty {
      parts.append("ids[albums]=" + albums.map(\.rawValue).joined(separator: ","))
    }
    if !songs.isEmpty { parts.append("ids[songs]=" + songs.map(\.rawValue).joined(separator: ",")) }
    let ids = albums.map(\.rawValue) + songs.map(\.rawValue)
    guard !parts.isEmpty, ids.allSatisfy(isDigits) else { return nil }
    return AppleMusicPath(.post, "/v1/me/library?" + parts.joined(separator: "&"))
  }

  static let createPlaylist = AppleMusicPath(.post, "/v1/me/library/playlists")

  static func appendTracks(to playlist: LibraryPlaylistID) -> AppleMusicPath {
    AppleMusicPath(.post, "/v1/me/library/playlists/\(playlist.rawValue)/tracks")
  }

  /// A `next` cursor of a `/v1/me/` collection, as given; `nil` when it points elsewhere.
  static func following(personal cursor: String) -> AppleMusicPath? {
    guard cursor.hasPrefix("/v1/me/"), isPlainPath(cursor) else { return nil }
    return AppleMusicPath(.get, cursor)
  }

  // MARK: - The catalog (`/v1/catalog/`)

  /// The first page of an artist's albums; `nil` for an id that is not a catalog id.
  static func albums(
    of artist: CatalogArtistID, storefront: AppleMusicStorefront, limit: Int
  ) -> AppleMusicPath? {
    catalog("/v1/catalog/\(storefront.code)/artists/\(artist.rawValue)/albums?limit=\(limit)")
  }

  /// One catalog album, with its artists and tracks (the default relationships).
  static func album(_ id: CatalogReleaseID, storefront: AppleMusicStorefront) -> AppleMusicPath? {
    catalog("/v1/catalog/\(storefront.code)/albums/\(id.rawValue)")
  }

  /// Artists whose name matches `term` (at most 25, Apple's maximum).
  static func searchArtists(_ term: String, storefront: AppleMusicStorefront, limit: Int)
    -> AppleMusicPath?
  {
    let clamped = max(1, min(limit, searchLimit))
    return catalog(
      "/v1/catalog/\(storefront.code)/search?term=\(queryEncoded(term))&types=artists&limit=\(clamped)"
    )
  }

  /// A `next` cursor of a catalog collection, as given; `nil` when it points elsewhere or
  /// carries a library id.
  static func following(catalog cursor: String) -> AppleMusicPath? {
    guard cursor.hasPrefix("/v1/catalog/"), isPlainPath(cursor) else { return nil }
    return catalog(cursor)
  }

  /// The one door to the catalog: refuses a path with a library-id segment.
  private static func catalog(_ path: String) -> AppleMusicPath? {
    guard !carriesLibraryID(path) else { return nil }
    return AppleMusicPath(.get, path)
  }

  /// Whether a path segment or an `ids` value of `path` is shaped like a library id.
  ///
  /// A library id is `r.`, `l.`, `i.` or `p.` and a base62 body: what the catalog must never
  /// be asked about. Free text such as a search term (`term=P.Diddy`) is not an id and is not looked at.
  static func carriesLibraryID(_ path: String) -> Bool {
    let parts = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var candidates = parts[0].split(separator: "/")
    if parts.count > 1 {
      for item in parts[1].split(separator: "&") {
        let pair = item.split(separator: "=", maxSplits: 1)
        guard pair.count == 2, pair[0].hasPrefix("ids") else { continue }
        candidates += pair[1].split(separator: ",")
      }
    }
    return candidates.contains(where: isLibraryIDShaped)
  }

  private static func isLibraryIDShaped(_ text: Substring) -> Bool {
    guard text.utf8.count > 2, ["r.", "l.", "i.", "p."].contains(where: text.hasPrefix) else {
      return false
    }
    return text.utf8.dropFirst(2).allSatisfy(Base62.isDigit)
  }

  private static func isDigits(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  /// A root-relative path of visible ASCII without a scheme, host or fragment.
  private static func isPlainPath(_ text: String) -> Bool {
    text.utf8.count <= 2_048 && !text.hasPrefix("//")
      && text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "#") }
  }

  /// `text` for a query value: unreserved characters as they are, spaces as `+` (as Apple's
  /// examples write them), everything else percent-encoded.
  static func queryEncoded(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "."), UInt8(ascii: "~"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: " "):
        encoded += "+"
      default:
        encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return encoded
  }
}

/// The collections of the user's library, by their path segment.
enum LibraryCollection: String, Sendable, CaseIterable {
  case artists
  case albums
  case songs
  case playlists
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
