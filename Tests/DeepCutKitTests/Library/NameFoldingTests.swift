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

/// The fold by bytes that ASCII names take agrees with the scalar-by-scalar fold the rest take.
@Suite struct NameFoldingFastPathTests {
  /// ASCII names of every byte, capitals and not, in a fixed pseudo-random mix.
  static let asciiNames: [String] = {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    var names = [String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self), "", "ABC", "abc"]
    for _ in 0..<400 {
      let letters = "AZaz@[`{ 09Mmq'\"".utf8.map { $0 }
      let bytes = (0..<next(24)).map { _ in
        next(3) == 0 ? UInt8(next(128)) : letters[next(letters.count)]
      }
      names.append(String(decoding: bytes, as: UTF8.self))
    }
    return names
  }()

  /// Texts the general path folds: diacritics precomposed and combining, case variants,
  /// ligatures, other scripts and canonically equivalent spellings.
  static let others = [
    "É", "é", "e\u{301}", "E\u{301}", "ß", "Æ", "Ø", "Σ", "Й", "ガ", "カ\u{3099}", "Ǻ", "ﬁ", "İ",
    "\u{301}", "K", "\u{37E}", "Ὲ", "坂本",
  ]

  @Test func asciiNamesFoldAsTheyLowercase() {
    for name in Self.asciiNames {
      #expect(Array(NameFolding.fold(name).utf8) == Array(name.lowercased().utf8), "\(name)")
    }
  }

  /// An ASCII part folds the same whichever path the whole name takes: a name with a
  /// non-ASCII text after it folds to the ASCII part's fold and then that text's.
  @Test func asciiPartsFoldAlikeOnBothPaths() {
    for (index, name) in Self.asciiNames.enumerated() {
      let other = Self.others[index % Self.others.count]
      let folded = NameFolding.fold(name + other)
      let parts = NameFolding.fold(name) + NameFolding.fold(other)
      #expect(Array(folded.utf8) == Array(parts.utf8), "\(name + other)")
    }
  }
}
