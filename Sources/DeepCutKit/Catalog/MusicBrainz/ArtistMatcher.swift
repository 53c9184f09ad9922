import Foundation

/// Decides which search result, if any, is the library's artist: never a guess.
///
/// A candidate counts only when its name, or one of its aliases, equals the library name
/// once both are folded (case, diacritics, typographic quotes and dashes, spacing), and its
/// score is at least `minimumScore`. A name match beats an alias match, then the higher score
/// wins; when two candidates tie for best (two bands called Nirvana, both scoring 100), the
/// artist stays unmatched with both listed, for `link ARTIST MBID` to settle.
public enum ArtistMatcher {
  /// A search result as shown to a person choosing a link.
  public struct Candidate: Hashable, Sendable, Codable {
    public var mbid: String
    public var name: String
    public var score: Int
    /// What tells same-named artists apart: disambiguation, type, country.
    public var detail: String

    public init(mbid: String, name: String, score: Int, detail: String = "") {
      self.mbid = mbid
      self.name = name
      self.score = score
      self.detail = detail
    }

    init(_ artist: MusicBrainzJSON.Artist) {
      let parts = [artist.disambiguation, artist.type, artist.country].compactMap { $0 }
      self.init(
        mbid: artist.id, name: artist.name, score: artist.score,
        detail: parts.joined(separator: ", "))
    }
  }

  /// The outcome for one library name.
  public enum Outcome: Hashable, Sendable {
    case matched(Candidate)
    /// Several candidates equally good: listed, none chosen.
    case ambiguous([Candidate])
    /// No candidate has the name; the best few results are listed.
    case none([Candidate])
  }

  /// The lowest score a candidate may have.
  public static let minimumScore = 90

  public static func match(
    _ libraryName: String, among artists: [MusicBrainzJSON.Artist],
    minimumScore: Int = ArtistMatcher.minimumScore
  ) -> Outcome {
    let key = fold(libraryName)
    var ranked: [(rank: Int, candidate: Candidate)] = []
    for artist in artists where artist.score >= minimumScore {
      if fold(artist.name) == key {
        ranked.append((2, Candidate(artist)))
      } else if artist.aliases.contains(where: { fold($0.name) == key }) {
        ranked.append((1, Candidate(artist)))
      }
    }
    guard
      let best = ranked.max(by: { ($0.rank, $0.candidate.score) < ($1.rank, $1.candidate.score) })
    else { return .none(artists.prefix(3).map(Candidate.init)) }
    let tied = ranked.filter { $0.rank == best.rank && $0.candidate.score == best.candidate.score }
    return tied.count == 1 ? .matched(best.candidate) : .ambiguous(tied.map(\.candidate))
  }

  /// `name` folded for comparison: `NameFolding`, typographic quotes and dashes made plain,
  /// runs of spaces made one.
  ///
  /// `ls artists` folds every artist's name: the character walk and the split into words run
  /// only for names that need them (comparing each character with the quotes and dashes went
  /// through Unicode string comparison, most of a warm start's time).
  public static func fold(_ name: String) -> String {
    var plain = name
    if name.utf8.contains(where: mayStartQuoteOrDash) {
      plain = ""
      for character in name {
        switch character {
        case "\u{2018}", "\u{2019}", "\u{02BC}", "`": plain.append("'")
        case "\u{201C}", "\u{201D}": plain.append("\"")
        case "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}": plain.append("-")
        default: plain.append(character)
        }
      }
    }
    let folded = NameFolding.fold(plain)
    guard hasSpacesToSqueeze(folded) else { return folded }
    return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Whether `byte` may begin one of the characters `fold` replaces: a backquote, or the first
  /// byte of U+02BC (0xCA) or of U+2010...U+201D (0xE2).
  private static func mayStartQuoteOrDash(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "`") || byte == 0xCA || byte == 0xE2
  }

  /// Whether splitting into words could change `text`: whitespace at either end, two spaces
  /// in a row, whitespace other than a space, or non-ASCII text (which may hold some).
  private static func hasSpacesToSqueeze(_ text: String) -> Bool {
    var previous = UInt8(ascii: " ")
    for byte in text.utf8 {
      if byte >= 0x80 || (byte >= 0x09 && byte <= 0x0D) { return true }
      if byte == UInt8(ascii: " ") && previous == byte { return true }
      previous = byte
    }
    return previous == UInt8(ascii: " ")
  }
}
