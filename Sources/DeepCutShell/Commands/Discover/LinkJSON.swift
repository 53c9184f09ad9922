import DeepCutKit

/// A MusicBrainz link in `--json` (`show`, `cuts`, `link`): what it is and where it came from.
///
/// `{"state": "linked", "mbid": …, "name": …, "origin": "tags" | "search" | "pinned",
/// "score": …, "text": …}`; `state` is also `unmatched`, `credited` or `placeholder`, and
/// `disagreeingTags` lists the ids of an artist whose tags disagree (matched by name).
struct LinkJSON: Encodable {
  var state: String
  var mbid: String?
  /// The artist's MusicBrainz name; `nil` when not asked for (a link from tags).
  var name: String?
  var origin: String?
  var score: Int?
  var disagreeingTags: [String]?
  /// The line a person reads.
  var text: String

  /// `link` of `artist`, `nil` for a placeholder name.
  init(_ link: MusicBrainzLink?, of artist: LibraryArtist) {
    text = LinkJSON.text(link, of: artist)
    if case .conflicting(let ids) = ArtistTags(artist) { disagreeingTags = ids }
    switch link?.state {
    case nil: state = "placeholder"
    case .linked(let mbid, let name, let origin)?:
      state = "linked"
      self.mbid = mbid
      self.name = name.isEmpty ? nil : name
      switch origin {
      case .search(let score):
        self.origin = "search"
        self.score = score
      case .pinned: self.origin = "pinned"
      case .tags: self.origin = "tags"
      }
    case .unmatched?: state = "unmatched"
    case .credited?: state = "credited"
    }
  }

  /// The link in one line, with the tags' disagreement first when they disagree.
  static func text(_ link: MusicBrainzLink?, of artist: LibraryArtist) -> String {
    let described = link?.description ?? "never looked up in MusicBrainz (a placeholder name)"
    guard let disagreement = ArtistTags(artist).disagreement else { return described }
    return "\(disagreement): \(described)"
  }
}
