/// The MusicBrainz ws/2 JSON deepcut reads, decoded into app-owned types.
///
/// Tolerant where the two serializers differ (reference/catalog-apis.md §A): search omits
/// absent keys and browse writes `null` or `""`, so every optional field decodes from a missing
/// key, `null` or an empty string alike; `score` is an int in current answers and a string in
/// the old documentation, and both are read.
public enum MusicBrainzJSON {
  /// `GET /ws/2/artist?query=…`: one page of artist search results.
  public struct ArtistSearch: Decodable, Sendable, Hashable {
    public var count: Int
    public var offset: Int
    public var artists: [Artist]

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      // Required: no match is `"count":0,"artists":[]`; without them the answer is malformed
      // (a `{}` taken as "no results" would store the artist as unmatched for a week).
      artists = try container.decode([Artist].self, forKey: .init("artists"))
      count = try container.decode(Int.self, forKey: .init("count"))
      offset = try container.decodeIfPresent(Int.self, forKey: .init("offset")) ?? 0
    }
  }

  /// An artist in search results.
  public struct Artist: Decodable, Sendable, Hashable {
    public var id: String
    public var name: String
    public var sortName: String?
    /// 0–100: how well Solr thinks the artist matches the query.
    public var score: Int
    public var type: String?
    public var country: String?
    public var disambiguation: String?
    public var aliases: [Alias]

    public init(
      id: String, name: String, sortName: String? = nil, score: Int, type: String? = nil,
      country: String? = nil, disambiguation: String? = nil, aliases: [Alias] = []
    ) {
      self.id = id
      self.name = name
      self.sortName = sortName
      self.score = score
      self.type = type
      self.country = country
      self.disambiguation = disambiguation
      self.aliases = aliases
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      id = try container.decode(String.self, forKey: .init("id"))
      name = try container.decode(String.self, forKey: .init("name"))
      sortName = try container.text("sort-name")
      score = try container.flexibleInt("score") ?? 0
      type = try container.text("type")
      country = try container.text("country")
      disambiguation = try container.text("disambiguation")
      aliases = try container.decodeIfPresent([Alias].self, forKey: .init("aliases")) ?? []
    }
  }

  /// `GET /ws/2/artist/MBID`: the artist itself (lookup and browse always write every key).
  public struct ArtistLookup: Decodable, Sendable, Hashable {
    public var id: String
    public var name: String

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      id = try container.decode(String.self, forKey: .init("id"))
      name = try container.decode(String.self, forKey: .init("name"))
    }
  }

  /// Another name of an artist ("Legal name", "Artist name", "Search hint").
  public struct Alias: Decodable, Sendable, Hashable {
    public var name: String
    public var sortName: String?

    public init(name: String, sortName: String? = nil) {
      self.name = name
      self.sortName = sortName
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      name = try container.decode(String.self, forKey: .init("name"))
      sortName = try container.text("sort-name")
    }
  }

  /// `GET /ws/2/release-group?artist=MBID&limit=&offset=`: one page of an artist's release
  /// groups, in MBID order (never by date).
  public struct ReleaseGroupBrowse: Decodable, Sendable, Hashable {
    public var count: Int
    public var offset: Int
    public var releaseGroups: [ReleaseGroup]

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      releaseGroups =
        try container.decodeIfPresent([ReleaseGroup].self, forKey: .init("release-groups")) ?? []
      count = try container.decode(Int.self, forKey: .init("release-group-count"))
      offset = try container.decodeIfPresent(Int.self, forKey: .init("release-group-offset")) ?? 0
    }
  }

  /// A release group: one record in all its editions.
  public struct ReleaseGroup: Decodable, Sendable, Hashable {
    public var id: String
    public var title: String
    public var primaryType: String?
    public var secondaryTypes: [String]
    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; `nil` when unknown.
    public var firstReleaseDate: String?
    public var disambiguation: String?

    public init(
      id: String, title: String, primaryType: String?, secondaryTypes: [String] = [],
      firstReleaseDate: String? = nil, disambiguation: String? = nil
    ) {
      self.id = id
      self.title = title
      self.primaryType = primaryType
      self.secondaryTypes = secondaryTypes
      self.firstReleaseDate = firstReleaseDate
      self.disambiguation = disambiguation
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      id = try container.decode(String.self, forKey: .init("id"))
      title = try container.decode(String.self, forKey: .init("title"))
      primaryType = try container.text("primary-type")
      secondaryTypes =
        try container.decodeIfPresent([String].self, forKey: .init("secondary-types")) ?? []
      firstReleaseDate = try container.text("first-release-date")
      disambiguation = try container.text("disambiguation")
    }
  }

  /// `GET /ws/2/release/MBID?inc=release-groups`: a release and the group it belongs to
  /// (`"release-group": {"id", "title", "primary-type", …}` beside the release's own keys).
  public struct ReleaseLookup: Decodable, Sendable, Hashable {
    public var id: String
    public var title: String
    public var releaseGroup: ReleaseGroup

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      id = try container.decode(String.self, forKey: .init("id"))
      title = try container.decode(String.self, forKey: .init("title"))
      releaseGroup = try container.decode(ReleaseGroup.self, forKey: .init("release-group"))
    }
  }

  /// Any JSON key, by name (MusicBrainz keys are kebab-case).
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

extension KeyedDecodingContainer where Key == MusicBrainzJSON.Key {
  /// A string that may be missing, `null` or empty: `nil` for all three.
  fileprivate func text(_ name: String) throws -> String? {
    let value = try decodeIfPresent(String.self, forKey: .init(name))
    return value?.isEmpty == false ? value : nil
  }

  /// An int written as a number or as a string of digits.
  fileprivate func flexibleInt(_ name: String) throws -> Int? {
    if let number = try? decodeIfPresent(Int.self, forKey: .init(name)) { return number }
    guard let text = try decodeIfPresent(String.self, forKey: .init(name)) else { return nil }
    return Int(text)
  }
}
