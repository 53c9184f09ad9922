import Testing

@testable import DeepCutShell

@Suite struct NameResolverTests {
  private let artists = NameResolver<String>(
    [
      .init(id: "r.1", name: "Sigur Rós", item: "sigur"),
      .init(id: "r.2", name: "Acid Bath", item: "acid"),
      .init(id: "r.3", name: "Bathory", item: "bathory"),
      .init(id: "r.4", name: "A$AP Rocky", item: "asap"),
      .init(id: "r.5", name: "A$AP Ferg", item: "ferg"),
      .init(id: "r.6", name: "Beyoncé", item: "beyonce"),
      .init(id: "r.7", name: "坂本龍一", item: "sakamoto"),
      .init(id: "r.8", name: "Bath", item: "bath"),
    ], noun: "artist")

  @Test func anExactIDWinsFirst() throws {
    #expect(try artists.resolve("r.3") == "bathory")
  }

  @Test func exactNamesIgnoreCaseAndDiacritics() throws {
    #expect(try artists.resolve("sigur ros") == "sigur")
    #expect(try artists.resolve("BEYONCE") == "beyonce")
    #expect(try artists.resolve("坂本龍一") == "sakamoto")
    // "bath" is also a prefix of Bathory and inside Acid Bath, but exact comes first.
    #expect(try artists.resolve("bath") == "bath")
  }

  @Test func thenAUniquePrefixThenAUniqueSubstring() throws {
    #expect(try artists.resolve("sig") == "sigur")
    #expect(try artists.resolve("a$ap r") == "asap")
    #expect(try artists.resolve("acid") == "acid")
    #expect(try artists.resolve("ferg") == "ferg")
  }

  @Test func ambiguityListsCandidatesWithIDs() {
    #expect(
      throws: CommandError(
        """
        'a$ap' matches 2 artists; use more of the name, or an id:
          r.4  A$AP Rocky
          r.5  A$AP Ferg
        """)
    ) { try artists.resolve("a$ap") }
  }

  @Test func nothingMatchesSuggestsTheNearest() {
    #expect(throws: CommandError("no artist matches 'bathroy' (did you mean 'Bathory'?)")) {
      try artists.resolve("bathroy")
    }
    #expect(throws: CommandError("no artist matches 'zzz'")) { try artists.resolve("zzz") }
    #expect(throws: CommandError("which artist? (give a name or an id)")) {
      try artists.resolve("  ")
    }
  }
}
