/// What a library artist's own MusicBrainz tags say about its link.
///
/// A file library tagged by Picard or beets names each track's artist by id. One id across
/// all of an artist's tracks links it exactly, with no search; two or more mean the tags
/// disagree (a mis-tagged track, or two artists the library merged under one name), and the
/// artist is matched by name as if untagged, saying so. Text that is not an MBID is no
/// evidence either way and is left out.
public enum ArtistTags: Hashable, Sendable {
  /// No usable id (Library.xml and Apple Music never have one).
  case none
  /// Exactly one artist id: the link.
  case one(mbid: String)
  /// Several ids, sorted: matched by name instead.
  case conflicting([String])

  /// The MusicBrainz special-purpose artists, which stand for no one: never linked.
  ///
  /// Various Artists and [unknown] (Picard tags compilations with the first).
  public static let specialPurpose: Set<String> = [
    "89ad4ac3-39f7-470e-963a-56509c546377", "125ec42a-7229-4250-afc5-e057484327fe",
  ]

  public init(_ artist: LibraryArtist) {
    self.init(ids: artist.taggedMusicBrainzIDs ?? [])
  }

  public init(ids: [String]) {
    let valid = Set(ids.map { $0.lowercased() }.filter(MBID.isValid))
      .subtracting(Self.specialPurpose)
    switch valid.count {
    case 0: self = .none
    case 1: self = .one(mbid: valid.first!)
    default: self = .conflicting(valid.sorted())
    }
  }

  /// `tags disagree: A, B; matched by name`, or `nil` when the tags do not disagree.
  public var disagreement: String? {
    guard case .conflicting(let ids) = self else { return nil }
    return "tags disagree: \(ids.joined(separator: ", ")); matched by name"
  }
}
