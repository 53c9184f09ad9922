import Foundation

/// The answer of `POST /1/popularity/release-group`, read tolerantly.
///
/// The answer is an array in request order, one object per MBID asked for:
/// `{"release_group_mbid": "…", "total_listen_count": 1000, "total_user_count": 10}`, with both
/// counts null for an MBID ListenBrainz has no listens of. Items are matched to the request by
/// their MBID (any case), not by position, so a reply that skips or reorders items cannot put
/// one release group's counts on another. A negative or fractional count is taken as unknown.
public enum ListenBrainzJSON {
  /// One item of the answer.
  struct Item: Decodable {
    var mbid: String
    var listens: Int?
    var listeners: Int?

    enum CodingKeys: String, CodingKey {
      case mbid = "release_group_mbid"
      case listens = "total_listen_count"
      case listeners = "total_user_count"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      mbid = try container.decode(String.self, forKey: .mbid)
      listens = Self.count(container, .listens)
      listeners = Self.count(container, .listeners)
    }

    /// A count that is a whole number of at least 0, or `nil` (null, absent, or anything else).
    private static func count(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys)
      -> Int?
    {
      guard let value = try? container.decodeIfPresent(Int.self, forKey: key), value >= 0 else {
        return nil
      }
      return value
    }
  }

  /// The counts the answer `body` gives for the MBIDs `requested` (lowercased), by MBID.
  ///
  /// An MBID the answer does not mention is left out (it was not answered, so it is asked
  /// again next time); a null item is skipped. Throws when the body is not a JSON array of
  /// objects with a `release_group_mbid`.
  public static func counts(in body: Data, requested: [String]) throws -> [String: Counts] {
    let items = try JSONDecoder().decode([Item?].self, from: body)
    let wanted = Set(requested.map { $0.lowercased() })
    var counts: [String: Counts] = [:]
    for case let item? in items {
      let mbid = item.mbid.lowercased()
      guard wanted.contains(mbid), counts[mbid] == nil else { continue }
      counts[mbid] = Counts(listens: item.listens, listeners: item.listeners)
    }
    return counts
  }

  /// The two counts of one release group (both `nil`: ListenBrainz knows no listens of it).
  public struct Counts: Hashable, Sendable {
    public var listens: Int?
    public var listeners: Int?

    public init(listens: Int?, listeners: Int?) {
      self.listens = listens
      self.listeners = listeners
    }
  }

  /// The request body: `{"release_group_mbids":[…]}`.
  public static func requestBody(_ mbids: [String]) -> Data {
    // MBIDs are checked (hex digits and hyphens) before they get here: nothing to escape.
    Data(
      ("{\"release_group_mbids\":[" + mbids.map { "\"\($0)\"" }.joined(separator: ",") + "]}").utf8)
  }
}
