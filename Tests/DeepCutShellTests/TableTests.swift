import DeepCutKit
import Testing

@testable import DeepCutShell

@Suite struct TableTests {
  @Test func wideCharactersTakeTwoColumns() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("坂本龍一") == 8)
    #expect(DisplayWidth.of("Sigur Rós") == 9)
    #expect(DisplayWidth.of("Sigur Ro\u{301}s") == 9)
    #expect(DisplayWidth.of("♪") == 1)
    #expect(DisplayWidth.of("🎵") == 2)
  }

  @Test func columnsLineUpInTerminalColumns() {
    let table = Table(
      [.init("artist"), .init("albums", .right)],
      rows: [["坂本龍一", "12"], ["Sigur Rós", "8"], ["Acid Bath", "2"]])
    #expect(
      table.render() == [
        "artist     albums",
        "坂本龍一       12",
        "Sigur Rós       8",
        "Acid Bath       2",
      ])
  }

  @Test func aNarrowTerminalShortensTheWidestTextColumn() {
    let table = Table(
      [.init("#", .right), .init("title"), .init("time", .right)],
      rows: [["1", "Miles Runs the Voodoo Down", "14:01"]])
    let lines = table.render(width: 24)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 24 })
    #expect(lines[1] == "1  Miles Runs th…  14:01")
  }

  @Test func truncationNeverSplitsAWideCharacter() {
    #expect(DisplayWidth.truncate("坂本龍一", to: 4) == "坂…")
    #expect(DisplayWidth.truncate("short", to: 10) == "short")
  }

  @Test func idsGoBeforeTitlesAreCut() {
    let table = Table(
      [.init("title"), .init("artist"), .id()],
      rows: [["Finger Paintings of the Insane", "Acid Bath", "i.4DxLLBNwFFz"]])
    let wide = table.render(width: 80)
    #expect(wide[1].hasSuffix("i.4DxLLBNwFFz"))
    // Too narrow for the id: it goes, and the title stays whole.
    let fitted = table.render(width: 45)
    #expect(fitted[1] == "Finger Paintings of the Insane  Acid Bath")
    // Narrower still: only then is the title cut.
    let narrow = table.render(width: 30)
    #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 30 })
    #expect(narrow[1].contains("…") && !narrow[1].contains("i.4Dx"))
  }
}
