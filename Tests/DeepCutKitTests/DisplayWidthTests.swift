import Testing

@testable import DeepCutKit

/// `DisplayWidth.truncate` measures runs of plain scalars without grapheme breaking; these
/// check it against the plain reading, character by character, at every width.
@Suite struct DisplayWidthTests {
  /// The cut as defined: whole characters while they fit in `width - 1`, then `…`.
  private static func reference(_ text: String, _ width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    var result = ""
    var used = 0
    for character in text {
      let next = DisplayWidth.of(character)
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }

  @Test(arguments: [
    "Three Little Birds — Bob Marley & The Wailers",
    "Ágætis byrjun — Sigur Rós, with a long tail of words",
    "e\u{301}te\u{301} — combining marks after plain letters",
    "line\r\nbreak and a lone\rcarriage return in a long title",
    "坂本龍一 — Merry Christmas Mr. Lawrence",
    "flags 🇮🇸🇯🇵 and 👩‍👩‍👧 families — “quoted” … text",
    "한국어 제목 — 아티스트 이름이 긴 경우",
    "soft\u{AD}hyphen and ‼ double marks ‼️ with a selector",
    "a\u{200D}b zero width joiner between letters, and tabs\there",
  ])
  func cutsAsCharacterByCharacter(text: String) {
    for width in 0...(DisplayWidth.of(text) + 1) {
      #expect(
        DisplayWidth.truncate(text, to: width) == Self.reference(text, width),
        "\(text.debugDescription) at \(width)")
    }
  }

  @Test func measuresPunctuationAsOneColumn() {
    #expect(DisplayWidth.of("—…‖") == 3)
    #expect(DisplayWidth.of("坂本") == 4)
  }
}

extension DisplayWidthTests {
  /// The runs measured without a lookup hold no emoji shown as a picture and nothing wide.
  @Test func theNarrowRunsAreNarrow() throws {
    for run in DisplayWidth.narrowRuns {
      for value in run {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(!scalar.properties.isEmojiPresentation, "U+\(String(value, radix: 16))")
        #expect(DisplayWidth.of(String(scalar)) <= 1, "U+\(String(value, radix: 16))")
      }
    }
  }
}
