import DeepCutKit
import Testing

@Suite struct NameFoldingTests {
  @Test(arguments: [
    ("Sigur Rós", "sigur ros"), ("BEYONCÉ", "beyonce"), ("Ágætis byrjun", "agaetis byrjun"),
    ("Björk", "bjork"), ("Motörhead", "motorhead"), ("Øresund", "oresund"), ("Straße", "strasse"),
    ("A$AP Rocky", "a$ap rocky"), ("坂本龍一", "坂本龍一"), ("Σίγουρ", "σιγουρ"),
    ("Sigur Ro\u{301}s", "sigur ros"), ("Viðrar vel", "vidrar vel"), ("Þórir", "thorir"),
    ("Phở", "pho"), ("Йо́ко", "иоко"), ("ガガ", "ガガ"),
  ])
  func foldsCaseAndDiacritics(name: String, folded: String) {
    #expect(NameFolding.fold(name) == folded)
  }
}
