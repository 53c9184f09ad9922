import DeepCutKit
import Testing

@testable import DeepCutShell

/// A name column caps at a terminal too narrow for the table, so one long credit cannot push
/// out the useful columns; without a terminal it is never cut but wraps (issue #28, point 12).
@Suite struct TableNameColumnTests {
  /// A credit of 111 characters, as in the export that showed it.
  static let credit =
    "Johann Sebastian Bach, Academy of St. Martin in the Fields, Sir Neville Marriner & "
    + "The Choirs of King's College"

  /// `ls artists` as `LibraryTables.artists` makes it.
  static func artists() -> Table {
    LibraryTables.artists(
      [
        LibraryArtist(
          id: LibraryArtistID(derivedFrom: "a"), name: credit,
          catalogID: CatalogArtistID("1234567890")),
        LibraryArtist(
          id: LibraryArtistID(derivedFrom: "b"), name: "Acid Bath",
          catalogID: CatalogArtistID("3245981")),
      ], albumCounts: [:], simulated: false)
  }

  @Test func theCreditIs111Characters() {
    #expect(Self.credit.count == 111)
  }

  @Test func atAHundredColumnsTheCatalogColumnStays() {
    let lines = Self.artists().render(width: 100)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 100 }, "\(lines)")
    #expect(lines[0].contains("catalog"), "\(lines)")
    #expect(lines[1].contains("linked 1234567890"), "\(lines)")
    #expect(lines[2].contains("linked 3245981"))
    // The name is cut, with …, to the cap; the short name beside it is whole.
    let name = DisplayWidth.truncate(Self.credit, to: Table.widestNameAtTerminal)
    #expect(lines[1].hasPrefix("1  " + name + "  "), "\(lines[1])")
    #expect(name.hasSuffix("…"))
    #expect(lines[2].hasPrefix("2  Acid Bath  "))
  }

  @Test func aWideTerminalShowsTheNameWhole() {
    let lines = Self.artists().render(width: 200)
    #expect(lines[1].contains(Self.credit))
    #expect(!lines.joined().contains("…"))
  }

  @Test func withoutATerminalTheNameWrapsAndNothingIsCut() {
    let lines = Self.artists().render()
    #expect(!lines.joined().contains("…"), "\(lines)")
    // The first line has every cell; the next only the rest of the name, in its column.
    #expect(lines.count == 4, "\(lines)")
    #expect(lines[1].hasPrefix("1  ") && lines[1].contains("linked 1234567890"))
    let column = lines[0].range(of: "artist")!.lowerBound.utf16Offset(in: lines[0])
    let parts = Table.wrap(Self.credit, width: Table.widestUnboundedColumn)
    #expect(parts.count == 2 && parts.joined() == Self.credit, "\(parts)")
    #expect(lines[1].dropFirst(column).hasPrefix(parts[0]), "\(lines[1])")
    #expect(lines[2] == String(repeating: " ", count: column) + parts[1], "\(lines[2])")
    #expect(lines[3].hasPrefix("2  Acid Bath"))
  }

  @Test(arguments: [(20, "a b c", ["a b c"]), (3, "abcdefg", ["abc", "def", "g"])])
  func wrapBreaksAtSpacesElseBetweenCharacters(width: Int, text: String, parts: [String]) {
    #expect(Table.wrap(text, width: width) == parts)
  }

  @Test func wrapKeepsEveryCharacter() {
    let parts = Table.wrap(Self.credit, width: 30)
    #expect(parts.joined() == Self.credit)
    #expect(parts.allSatisfy { DisplayWidth.of($0) <= 30 })
    #expect(parts.dropLast().allSatisfy { $0.hasSuffix(" ") })
  }

  @Test func tablesWithoutNameColumnsCutAsBefore() {
    let table = Table(
      [.init("title"), .init("artist")], rows: [[Self.credit, "x"]])
    #expect(table.render()[1].contains("…"))
  }
}
