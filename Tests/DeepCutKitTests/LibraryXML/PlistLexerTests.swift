import Foundation
import Testing

@testable import DeepCutKit

/// The tokenizer and the value readers, on their own.
@Suite struct PlistLexerTests {
  /// Every token of `text` with its text, read `chunkSize` bytes at a time.
  static func tokens(_ text: String, chunkSize: Int = 1 << 20) throws -> [String] {
    var lexer = PlistLexer(
      reader: try ByteSource.memory(Array(text.utf8)).makeReader(), chunkSize: chunkSize)
    var tokens: [String] = []
    while true {
      let token = try lexer.next()
      switch token {
      case .endOfFile: return tokens
      case .key, .string, .integer, .real, .date, .data:
        tokens.append("\(token.description)\(try lexer.string())")
      default: tokens.append(token.description)
      }
    }
  }

  @Test func readsThePlistSubset() throws {
    let text = """
      \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple Computer//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <!-- a comment with <tags> & ampersands -->
      <plist version="1.0"><dict>
        <key>A &amp; B</key><string>&lt;3 &gt; &quot;x&quot; &apos;y&apos; &#233;&#x4E2D;</string>
        <key>n</key><integer>-42</integer><key>r</key><real>1.5</real>
        <key>d</key><date>2019-08-24T03:10:33Z</date><key>b</key><data>AAAA</data>
        <key>t</key><true/><key>f</key><false></false><key>e</key><string/>
        <key>empty</key><dict/><key>list</key><array><array/></array>
      </dict></plist>
      """
    let expected = [
      "<plist>", "<dict>", "<key>A & B", "<string><3 > \"x\" 'y' é中", "<key>n", "<integer>-42",
      "<key>r", "<real>1.5", "<key>d", "<date>2019-08-24T03:10:33Z", "<key>b", "<data>AAAA",
      "<key>t", "<true/>", "<key>f", "<false/>", "<key>e", "<string>", "<key>empty", "<dict>",
      "</dict>", "<key>list", "<array>", "<array>", "</array>", "</array>", "</dict>", "</plist>",
    ]
    for chunkSize in [1 << 20, 8, 9, 10, 11, 12, 13] {
      #expect(try Self.tokens(text, chunkSize: chunkSize) == expected)
    }
  }

  /// The bytes the lexer compares each tag with are every element's own name.
  @Test func everyElementSpellsItsName() {
    let names = PlistElementNames()
    for element in PlistElement.allCases {
      #expect(
        Array(names.bytes[names.range(of: element)]) == Array(element.rawValue.utf8),
        "\(element)")
    }
  }

  @Test func aDoctypeMayHaveAnInternalSubset() throws {
    #expect(
      try Self.tokens("<!DOCTYPE plist [ <!ENTITY x \"y\"> ]>\n<plist/>") == [
        "<plist>", "</plist>",
      ])
  }

  @Test(
    arguments: [
      ("0", 0), ("42", 42), ("-7", -7), ("+7", 7), (" 12 ", 12), ("3649468233", 3_649_468_233),
      ("9223372036854775807", Int64.max),
    ] as [(String, Int64)])
  func readsIntegers(text: String, value: Int64) throws {
    #expect(try Self.value(of: "<integer>\(text)</integer>") { $0.integerValue } == value)
  }

  @Test(arguments: ["", "-", "12a", "1.5", "9223372036854775808", "0x10", "１２"])
  func rejectsWhatIsNotAnInteger(text: String) throws {
    #expect(try Self.value(of: "<integer>\(text)</integer>") { $0.integerValue } == nil)
  }

  @Test func readsDatesAndPersistentIDs() throws {
    #expect(try Self.value(of: "<date>1970-01-01T00:00:00Z</date>") { $0.dateValue } == 0)
    #expect(
      try Self.value(of: "<date>2019-08-24T03:10:33Z</date>") { $0.dateValue } == 1_566_616_233)
    #expect(
      try Self.value(of: "<date>1904-01-01T00:00:00Z</date>") { $0.dateValue } == -2_082_844_800)
    for bad in ["2019-08-24 03:10:33Z", "2019-13-24T03:10:33Z", "2019-08-24T03:10:33", "yesterday"]
    {
      #expect(try Self.value(of: "<date>\(bad)</date>") { $0.dateValue } == nil)
    }
    #expect(
      try Self.value(of: "<string>7019FB9D6F49DCC8</string>") { $0.hexValue }
        == 0x7019_FB9D_6F49_DCC8)
    #expect(try Self.value(of: "<string>ffffffffffffffff</string>") { $0.hexValue } == .max)
    for bad in ["", "7019FB9D6F49DCC81", "G0", "-1"] {
      #expect(try Self.value(of: "<string>\(bad)</string>") { $0.hexValue } == nil)
    }
  }

  @Test func civilDatesRoundTrip() {
    for days in stride(from: Int64(-800_000), through: 800_000, by: 997) {
      let (year, month, day) = CivilDate.civil(daysSince1970: days)
      #expect(CivilDate.daysSince1970(year: year, month: month, day: day) == days)
    }
  }

  @Test func stringsAreValidatedUTF8() {
    let check = { (bytes: [UInt8]) in makeString(bytes[...]) }
    #expect(
      check(Array("plain ASCII, long enough for words".utf8))
        == "plain ASCII, long enough for words")
    #expect(check(Array("ゆいかおり and Sigur Rós".utf8)) == "ゆいかおり and Sigur Rós")
    #expect(check([0x41, 0xFF, 0x42]) == nil)
    #expect(check([0xE3, 0x82]) == nil)
    #expect(check([0xED, 0xA0, 0x80]) == nil)
  }

  /// Reads the single value element in `text` with `read`.
  static func value<Value>(of text: String, _ read: (PlistLexer) -> Value) throws -> Value {
    var lexer = PlistLexer(reader: try ByteSource.memory(Array(text.utf8)).makeReader())
    _ = try lexer.next()
    return read(lexer)
  }
}

/// How names are compared and how ids are made.
@Suite struct NameKeyAndIDTests {
  @Test(arguments: [
    ("Sigur Rós", "sigur ros"), ("Sigur\u{A0}Rós ", "sigur ros"),
    ("  The   Beatles\t", "the beatles"),
    ("90’s Music", "90's music"), ("“Heroes”", "\"heroes\""), ("ＡＢＣ", "abc"), ("ゆいかおり", "ゆいかおり"),
    ("Mumford & Sons", "mumford & sons"), ("", ""),
  ])
  func namesFoldCaseDiacriticsSpacesAndQuotes(name: String, key: String) {
    #expect(NameKey.of(name) == key)
  }

  @Test func persistentIDsBecomeBase62Bodies() {
    #expect(LibraryTrackID(value: 0x7019_FB9D_6F49_DCC8).rawValue == "i.9ciFC8yKQa8")
    var random = SeededRandom(seed: 7)
    for value in [0, 1, 61, 62, UInt64.max] + (0..<500).map({ _ in random.next() }) {
      #expect(
        LibraryPlaylistID(value: value).rawValue == "p." + Base62.encode(value, width: 11))
      #expect(LibraryPlaylistID(LibraryPlaylistID(value: value).rawValue) != nil)
    }
    for seed in ["sigur ros", "", "ゆいかおり", "r.abc\u{1F}def"] {
      #expect(
        LibraryArtistID(derivedFrom: seed).rawValue
          == "r." + Base62.encode(StableHash.fnv1a64(seed), width: 11))
    }
  }
}
