import DeepCutKit
import Testing

@testable import DeepCutShell

/// A resolver suggests, for a name nothing matches, what `NameSuggester` picks among all its
/// names, though it scores only the names whose length could be near enough.
@Suite struct NameResolverSuggestionTests {
  static let titles =
    SampleLibrary.contents.tracks.map(\.title)
    + SampleLibrary.contents.artists.map(\.name)
    + ["Sigur Rós", "坂本龍一", "e\u{301}t\u{e9}", "Ab", "Abcdefghijklmnop"]

  private let resolver = NameResolver<String>(
    titles.enumerated().map { .init(id: "t.\($0)", name: $1, item: $1) }, noun: "track")

  /// Typos of every kind: each name with a character dropped, doubled or changed, a name
  /// extended past its end, and words no name is near.
  static let queries: [String] = {
    var queries = [
      "zzzz", "q", "xylophonic riffs", "Abcdefghijklmnopqrs", "Abx", "ett", "坂本龍", "etè",
    ]
    for title in titles.prefix(120) {
      let characters = Array(title)
      guard characters.count > 1 else { continue }
      queries.append(String(characters.dropLast()) + "qx")
      queries.append(String(characters.dropFirst()))
      queries.append(
        String(characters.prefix(characters.count / 2)) + "#"
          + String(characters.suffix(characters.count / 2)))
      queries.append(title + title.prefix(3))
      // Fuzzed names: a character no name holds, after a name's start or in its middle, and
      // a mark that joins the letter before it.
      queries.append(String(characters.prefix(3)) + "\u{FFFD}")
      queries.append(
        String(characters.prefix(characters.count / 2)) + "\u{FFFD}"
          + String(characters.suffix(characters.count / 2)))
      queries.append(String(characters.prefix(2)) + "\u{20D2}")
    }
    return queries
  }()

  @Test(arguments: queries) func aMissSuggestsWhatTheWholeListWould(_ query: String) {
    let expected: String
    do {
      _ = try resolver.matches(query)
      return
    } catch {
      expected = error.message
    }
    let folded = Self.titles.map(NameFolding.fold)
    let near = NameSuggester.nearest(to: NameFolding.fold(query), among: folded).compactMap { key in
      folded.firstIndex(of: key).map { Self.titles[$0] }
    }
    let hint =
      near.isEmpty ? "" : " (did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?)"
    #expect(expected == "no track matches '\(query.trimmingSpaces())'\(hint)")
  }
}
