import DeepCutKit
import Testing

@testable import DeepCutShell

/// The census numbers folds by their bytes, and non-ASCII ones as strings too: two entries
/// share a fold number exactly when their folds are equal as `String`s, as resolution reads
/// them, canonically equivalent spellings included.
@Suite struct OfferedNamesCensusTests {
  static let names = [
    "Café", "Cafe\u{301}", "CAFE", "cafe", "ガガ", "カ\u{3099}ガ", "Straße", "STRASSE", "Øre",
    "ore", "Σ", "σ", "Kelvin", "\u{212A}elvin", "a;b", "a\u{37E}b", "", "'Cause", "cause",
    "Sigur Rós", "Sigur Ros", "Sigur Ro\u{301}s", "坂本龍一",
  ]

  static let entries: [OfferedNames.Entry] = names.indices.map { index in
    .init(
      kind: index % 3 == 0 ? "album" : "track", name: names[index],
      artist: names[(index * 5 + 3) % names.count])
  }

  @Test func foldsShareANumberExactlyWhenTheyAreEqualStrings() {
    let census = OfferedNamesCensus(Self.entries)
    for i in Self.entries.indices {
      for j in Self.entries.indices {
        let name = (NameFolding.fold(Self.names[i]), NameFolding.fold(Self.names[j]))
        #expect((census.fold(ofEntry: i) == census.fold(ofEntry: j)) == (name.0 == name.1))
        let artists = (Self.entries[i].artist!, Self.entries[j].artist!)
        let numbers = (census.artistNumbers[i], census.artistNumbers[j])
        #expect(
          (census.fold(ofArtist: Int(numbers.0)) == census.fold(ofArtist: Int(numbers.1)))
            == (NameFolding.fold(artists.0) == NameFolding.fold(artists.1)))
      }
    }
  }
}
