/// The envelope of every Apple Music API collection answer: `data` (required), and `next` when
/// more exists.
///
/// `next` is root-relative with the offset already set (`/v1/me/library/artists?offset=100`);
/// it is followed as given, never rebuilt. Keys the app does not read (`meta`, `href`, `views`)
/// are ignored, so new keys from Apple never break decoding.
struct AppleMusicDocument<Resource: Decodable & Sendable>: Decodable, Sendable {
  var data: [Resource]
  var next: String?

  private enum CodingKeys: String, CodingKey {
    case data
    case next
  }

  init(data: [Resource], next: String? = nil) {
    self.data = data
    self.next = next
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // An empty page is `"data":[]`; an answer without `data` is malformed (a proxy's `{}`, a
    // broken upstream), never "nothing there": taken as empty it would show "0 artists".
    data = try container.decode([Resource].self, forKey: .data)
    next = try container.decodeIfPresent(String.self, forKey: .next)
  }
}

/// One resource of the API: `id`, `type`, and the attributes and relationships of its kind.
///
/// `attributes` is optional because Apple leaves it out in places (music videos in the recent
/// tracks answer, identifiers-only relationships).
struct AppleMusicResource<Attributes: Decodable & Sendable, Relationships: Decodable & Sendable>:
  Decodable, Sendable
{
  var id: String
  var type: String
  var attributes: Attributes?
  var relationships: Relationships?
}

/// A relationship of a resource: its `data`, which may be empty (`"catalog":{"data":[]}` is an
/// unmatched library item).
struct AppleMusicRelationship<Resource: Decodable & Sendable>: Decodable, Sendable {
  var data: [Resource]

  private enum CodingKeys: String, CodingKey {
    case data
  }

  init(data: [Resource]) {
    self.data = data
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    data = try container.decodeIfPresent([Resource].self, forKey: .data) ?? []
  }
}

/// A resource's relationships when the app reads none of them.
struct NoRelationships: Decodable, Sendable {}

/// The `playParams` of a playable item: its id, and for a library item the catalog id it is.
struct AppleMusicPlayParameters: Decodable, Sendable {
  var id: String?
  var kind: String?
  var isLibrary: Bool?
  var catalogId: String?
}
