import Foundation

/// The URLs deepcut asks MusicBrainz ws/2 for, built from a base URL so tests and mirrors can
/// point elsewhere (`https://musicbrainz.org` live).
public struct MusicBrainzQuery: Sendable, Hashable {
  /// The server, without `/ws/2`.
  public var baseURL: URL

  public init(baseURL: URL) {
    self.baseURL = baseURL
  }

  /// The public server.
  public static let live = MusicBrainzQuery(baseURL: URL(string: "https://musicbrainz.org")!)

  /// Release groups per browse page: the most the server serves (it clamps anything larger).
  public static let pageSize = 100

  /// Artist search for the exact name: `artist:"NAME" OR alias:"NAME"`, escaped.
  public func artistSearch(_ name: String, limit: Int = 10) -> URL {
    url(
      "/ws/2/artist",
      [("query", Self.exactNameQuery(name)), ("limit", String(limit)), ("fmt", "json")])
  }

  /// The artist `mbid` itself (to check a hand-made link and learn its name).
  public func artist(_ mbid: String) -> URL { url("/ws/2/artist/\(mbid)", [("fmt", "json")]) }

  /// The release `mbid` (an edition, as `MUSICBRAINZ_ALBUMID` tags name it) with its group.
  public func release(_ mbid: String) -> URL {
    url("/ws/2/release/\(mbid)", [("inc", "release-groups"), ("fmt", "json")])
  }

  /// One page of the artist's release groups, from `offset`.
  public func releaseGroups(of mbid: String, offset: Int) -> URL {
    url(
      "/ws/2/release-group",
      [
        ("artist", mbid), ("limit", String(Self.pageSize)), ("offset", String(offset)),
        ("fmt", "json"),
      ])
  }

  /// The Lucene query that finds `name` as an artist name or alias, as a phrase.
  public static func exactNameQuery(_ name: String) -> String {
    let phrase = "\"\(escape(name))\""
    return "artist:\(phrase) OR alias:\(phrase)"
  }

  /// `text` with every Lucene special character escaped with `\`, the set MusicBrainz's own
  /// server escapes plus `/` (the regular-expression delimiter since Lucene 4), as beets,
  /// musicbrainzngs and Picard do.
  public static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if luceneSpecial.contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  private static let luceneSpecial: Set<Character> = [
    "+", "-", "&", "|", "!", "(", ")", "{", "}", "[", "]", "^", "\"", "~", "*", "?", ":", "\\",
    "/",
  ]

  private func url(_ path: String, _ items: [(String, String)]) -> URL {
    var components = URLComponents(
      url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
    // Percent-encode everything outside the unreserved set (URLComponents leaves `&`, `+`,
    // `/` and `$` alone in values, which a server would misread).
    components.percentEncodedQuery = items.map { "\($0)=\(Self.encode($1))" }
      .joined(separator: "&")
    return components.url!
  }

  private static func encode(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
  }

  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
