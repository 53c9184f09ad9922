import Foundation
import Testing

@testable import DeepCutKit

/// Broken files give one located error (`FILE:LINE: message`) and never a crash.
@Suite struct MalformedLibraryXMLTests {
  /// A malformed body inside an otherwise good document (the body starts on line 4).
  struct Case: CustomTestStringConvertible, Sendable {
    var body: String
    var line: Int
    var message: String
    var testDescription: String { message }
  }

  static let cases: [Case] = [
    Case(
      body: "<key>Tracks</key>\n<dict>\n<key>1</key>\n<dict>\n<key>Name</key><string>A</dict>",
      line: 8, message: "expected </string>, found </dict>"),
    Case(
      body: "<key>Tracks</key>\n<array>\n</array>", line: 5,
      message: "expected <dict> after <key>Tracks</key>, found <array>"),
    Case(body: "<key>Tracks</key>\n<dict>\n<foo/>", line: 6, message: "unknown element <foo/>"),
    Case(
      body: "<key>Tracks</key>\n<dict>\n<string>1</string>", line: 6,
      message: "expected <key> or </dict>, found <string>"),
    Case(
      body: "<key>Tracks</key>\n<dict>\n<key>1</key>\n<dict>\n<key>Name</key>\n</dict>", line: 9,
      message: "expected a value, found </dict>"),
    Case(
      body:
        "<key>Tracks</key>\n<dict>\n<key>1</key>\n<dict>\n<key>Name</key><string>Lost & Found</string>",
      line: 8, message: "'&' without a ';' (write &amp; for a literal ampersand)"),
    Case(
      body:
        "<key>Tracks</key>\n<dict>\n<key>1</key>\n<dict>\n<key>Name</key><string>&bogus;</string>",
      line: 8, message: "unknown entity &bogus;"),
    Case(
      body:
        "<key>Tracks</key>\n<dict>\n<key>1</key>\n<dict>\n<key>Name</key><string>&#xD800;</string>",
      line: 8, message: "unknown entity &#xD800;"),
    // Found by `Scripts/fuzz library-xml`: the entity was quoted as it was, so a line break
    // and NULs inside it broke the error in two.
    Case(
      body:
        "<key>Tracks</key>\n<dict>\n<key>1</key>\n<dict>\n<key>Name</key><string>&\n\0\0lt;</string>",
      line: 8, message: "unknown entity &???lt;"),
    Case(
      body: "<key>Playlists</key>\n<array>\nhello", line: 6,
      message: "expected an element, found text 'hello'"),
    Case(
      body: "<key>Other</key>\n<array>\n<dict>\n</array>", line: 7,
      message: "expected </dict>, found </array>"),
    Case(
      body: "<key>Other</key>\n" + String(repeating: "<array>", count: 300), line: 5,
      message: "values nested deeper than 256"),
    Case(
      body: "<key>Tracks</key>\n<dict>\n</dict>\n</dict>\n<dict>", line: 8,
      message: "expected </plist>, found <dict>"),
    Case(body: "<key>A</key><true></false>", line: 4, message: "expected </true>, found </false>"),
    Case(
      body: "<key>A</key><string>x</string >", line: 4,
      message: "expected </string>, found </string >"),
  ]

  @Test(arguments: cases)
  func reportsTheLineAndWhatWasExpected(_ test: Case) {
    for chunkSize in [PlistLexer.chunkSize, 16] {
      let error = importError(LibraryXMLFixtures.document(test.body), chunkSize: chunkSize)
      #expect(error?.description == "Library.xml:\(test.line): \(test.message)")
    }
  }

  @Test func invalidUTF8InAStringIsAnError() {
    var bytes = LibraryXMLFixtures.document(
      "<key>Tracks</key>\n<dict>\n<key>1</key>\n<dict>\n<key>Artist</key><string>Bj_rk</string>")
    if let index = bytes.firstIndex(of: UInt8(ascii: "_")) { bytes[index] = 0xFF }
    #expect(importError(bytes)?.description == "Library.xml:8: invalid UTF-8")
  }

  @Test(arguments: [
    ("", 1, "expected <plist>, found end of file"),
    ("hello", 1, "expected an element, found text 'hello'"),
    ("<?xml version=\"1.0\"?>\n<dict/>", 2, "expected <plist>, found <dict>"),
    ("<plist>\n<dict>\n</dict>\n</plist>\n<dict/>", 5, "expected end of file, found <dict>"),
    ("<plist>\n<dict>\n<!-- unfinished", 3, "expected '-->', found end of file"),
    ("<plist>\n<dict>\n<key>Tracks</key>\n<dict>\n", 5, "expected </dict>, found end of file"),
    (
      "<plist>\n<dict>\n<key>Tracks</key>\n<dict>\n<key>1</key>\n<dict>\n<key>Name</key>\n<stri", 8,
      "expected '>', found end of file"
    ),
    (
      "<plist>\n<dict>\n<key>Name</key>\n<string>unfinished", 4,
      "expected </string>, found end of file"
    ),
  ])
  func truncatedAndNonPlistInput(text: String, line: Int, message: String) {
    #expect(importError(Array(text.utf8))?.description == "Library.xml:\(line): \(message)")
  }

  @Test func aTruncatedExportNamesItsLastLine() throws {
    let quirks = try LibraryXMLFixtures.quirks
    // Cut inside a track, inside a playlist's items, and just before </plist>.
    for cut in [quirks.count / 3, quirks.count * 9 / 10, quirks.count - 10] {
      let truncated = Array(quirks[..<cut])
      let error = try #require(importError(truncated))
      let lastLine = lineCount(truncated)
      #expect(error.line == lastLine)
      #expect(error.message.hasSuffix("found end of file"))
    }
  }

  @Test func aMissingFileIsAnErrorWithoutALine() {
    #expect(
      throws: LibraryXMLError(
        file: "/nonexistent/Library.xml", line: nil, message: "No such file or directory")
    ) {
      try LibraryXMLImporter.importFile(atPath: "/nonexistent/Library.xml")
    }
  }

  @Test func aDirectoryIsAnErrorWithoutALine() {
    let directory = FileManager.default.temporaryDirectory.path
    #expect(throws: LibraryXMLError(file: directory, line: nil, message: "Is a directory")) {
      try LibraryXMLImporter.importFile(atPath: directory)
    }
  }

  /// Found by `Scripts/fuzz library-xml`: the value a warning quotes was printed as it was, so
  /// a carriage return in it broke the warning in two.
  @Test func persistentIDWithACarriageReturnIsQuotedOnOneLine() throws {
    let library = try LibraryXMLImporter.importBytes(
      LibraryXMLFixtures.document(
        """
        <key>Tracks</key>
        <dict>
        <key>7</key>
        <dict>
        <key>Track ID</key><integer>7</integer>
        <key>Name</key><string>Still Here</string>
        <key>Persistent ID</key><string>BAC00000000\r00125</string>
        <key>Year</key><integer>19\u{2028}99\u{85}</integer>
        </dict>
        </dict>
        """))
    #expect(
      library.summary.warnings.first
        == "Library.xml:10: ignored 2 values that could not be read (the first: Persistent ID "
        + "'BAC00000000?00125')")
    let year = try #require(
      try? LibraryXMLImporter.importBytes(
        LibraryXMLFixtures.document(
          "<key>Tracks</key><dict><key>7</key><dict><key>Year</key><integer>19\u{2028}99\u{85}"
            + "</integer></dict></dict>")))
    #expect(
      year.summary.warnings.first
        == "Library.xml:4: ignored 1 value that could not be read (the first: Year '19?99?')")
  }

  @Test func oddValuesAreSkippedAndCountedNotFatal() throws {
    let library = try LibraryXMLImporter.importBytes(
      LibraryXMLFixtures.document(
        """
        <key>Tracks</key>
        <dict>
        <key>7</key>
        <dict>
        <key>Track ID</key><string>7</string>
        <key>Name</key><string>Still Here</string>
        <key>Total Time</key><integer>99999999999999999999</integer>
        <key>Disc Number</key><dict><key>x</key><array/></dict>
        <key>Play Date UTC</key><date>yesterday</date>
        <key>Persistent ID</key><string>not hex</string>
        <key>Rating</key><real>4.5</real>
        </dict>
        <key>8</key>
        <string>not a track</string>
        </dict>
        """))
    #expect(library.contents.tracks.map(\.title) == ["Still Here"])
    #expect(library.contents.tracks.first?.durationMilliseconds == 0)
    #expect(
      library.summary.warnings == [
        "Library.xml:8: ignored 3 values of an unexpected type (the first: Track ID holds "
          + "<string>, not <integer>)",
        "Library.xml:10: ignored 3 values that could not be read (the first: Total Time "
          + "'99999999999999999999')",
        "1 track without a Persistent ID: their ids come from their names and position and may "
          + "change when the file does",
      ])
  }

  /// The master playlist's items are skipped, not read: odd items there warn of nothing (the
  /// playlist is left out anyway), while the same items in a user's playlist are counted, and
  /// broken XML inside the master is still an error.
  @Test func theMasterPlaylistsItemsAreSkippedButStillWellFormed() throws {
    func playlist(master: Bool, items: String) -> [UInt8] {
      LibraryXMLFixtures.document(
        """
        <key>Tracks</key>
        <dict>
        <key>7</key>
        <dict><key>Track ID</key><integer>7</integer><key>Name</key><string>Kept</string>
        <key>Persistent ID</key><string>00000000000000A7</string></dict>
        </dict>
        <key>Playlists</key>
        <array>
        <dict>
        <key>Name</key><string>Library</string>
        \(master ? "<key>Master</key><true/>" : "")
        <key>Playlist Items</key>
        <array>
        \(items)
        </array>
        </dict>
        </array>
        """)
    }
    let odd = "<dict><key>Track ID</key><integer>7</integer></dict><string>odd</string><dict/>"
    let master = try LibraryXMLImporter.importBytes(playlist(master: true, items: odd))
    #expect(master.contents.tracks.map(\.title) == ["Kept"])
    #expect(master.contents.playlists.isEmpty)
    #expect(master.summary.warnings.isEmpty)
    let user = try LibraryXMLImporter.importBytes(playlist(master: false, items: odd))
    #expect(user.contents.playlists.map(\.trackIDs.count) == [1])
    #expect(
      user.summary.warnings == [
        "Library.xml:17: ignored 2 playlist entries without a track (the first: an item that is "
          + "<string>, not <dict>)"
      ])
    let broken = importError(playlist(master: true, items: "<dict><key>Track ID</key></array>"))
    #expect(broken?.description == "Library.xml:17: expected </dict>, found </array>")
  }
}
