import Testing

@testable import DeepCutKit

/// Track dicts read with the key-line fast path (`PlistKeyLineTable`, `PlistLexer+KeyLine`)
/// give exactly what reading key by key gives: tracks, names, issues and errors.
@Suite struct KeyLineTests {
  /// Every name the table lists, as it reads them.
  static var listedNames: [String] {
    let read = PlistKey.allCases.map(\.rawValue)
    let skipped = PlistKeyLineTable.skipped.map(\.0)
    return (read + skipped).filter { PlistKeyLineTable.lengths.contains($0.utf8.count) }
  }

  /// The table's entry for `name` followed by `after`, as in the lexer's buffer.
  static func entry(_ name: [UInt8], after: String = "</key><integer>") -> PlistKeyLineTable.Entry?
  {
    let table = PlistKeyLineTable()
    let bytes = name + Array(after.utf8) + [UInt8](repeating: 0x20, count: 24)
    return bytes.withUnsafeBufferPointer { table.entry(at: $0.baseAddress!) }
  }

  @Test func findsEveryListedNameWithItsKey() {
    for name in Self.listedNames {
      let entry = Self.entry(Array(name.utf8))
      #expect(entry?.length == name.utf8.count, "\(name)")
      #expect(entry?.key == PlistKey(rawValue: name), "\(name)")
    }
  }

  /// A listed name changed by one byte, cut short, made longer, in other case, or not closed
  /// by exactly `</key>`: none is found.
  @Test func findsNothingElse() {
    var others: [([UInt8], String)] = []
    for name in Self.listedNames {
      let bytes = Array(name.utf8)
      for index in Set([0, bytes.count / 2, bytes.count - 1]) {
        var changed = bytes
        changed[index] ^= 0x01
        others.append((changed, "</key>"))
      }
      others.append((Array(bytes.dropLast()), "</key>"))
      others.append((bytes + [0x73], "</key>"))
      others.append((bytes + [0x00], "</key>"))
      others.append((Array(name.uppercased().utf8), "</key>"))
      for after in ["</kez>", "</key >", "<key>", "</Key>", " </key>", "&amp;</key>", "</ke"] {
        others.append((bytes, after))
      }
    }
    let listed = Set(Self.listedNames.map { Array($0.utf8) })
    for (name, after) in others where !(listed.contains(name) && after == "</key>") {
      #expect(
        Self.entry(name, after: after) == nil, "\(String(decoding: name, as: UTF8.self))\(after)")
    }
  }

  // MARK: - Whole documents

  /// Keys a generated track draws from: listed ones, near misses of them, unknown ones.
  static let keys: [String] = {
    var keys = listedNames
    for name in listedNames where name.count > 2 {
      keys.append(String(name.dropLast()))
      keys.append(name + "s")
      keys.append(name.uppercased())
    }
    keys += [
      "", "X", "Library Folder Count", "File Folder Count", "Name&amp;", "N&#97;me", "Name ",
      " Name", "Track ID\t", "Play Date UTC ", "Sort Album Artist", "Playlist Persistent ID",
    ]
    return keys
  }()

  /// Values of every kind, plain and not: empty, with entities, with whitespace, nested.
  static let values: [String] = [
    "<integer>1000</integer>", "<integer>124288</integer>", "<integer></integer>",
    "<integer>-5</integer>", "<integer>12a</integer>", "<integer> 7 </integer>",
    "<integer>123456789012345678901</integer>", "<string>Into the Horizon</string>",
    "<string></string>", "<string/>", "<string>a &amp; b &lt;c&gt;</string>",
    "<string>Sigur Rós</string>", "<string>4BCB2FF96E22378F</string>", "<string>File</string>",
    "<string>Remote</string>", "<string>file:///a/b.m4b</string>", "<string>Voice Memo</string>",
    "<date>2021-04-03T09:30:02Z</date>", "<date>2021-13-03T09:30:02Z</date>", "<date></date>",
    "<true/>", "<false/>", "<true></true>", "<real>1.5</real>", "<data>AAAA</data>",
    "<dict><key>a</key><integer>1</integer></dict>", "<array><string>x</string></array>",
    "<array/>", "<dict/>", "<string>&bogus;</string>",
  ]

  /// A document of a few generated tracks (and, rarely, a broken line).
  static func document(_ random: inout SeededRandom) -> [UInt8] {
    var body = "\t<key>Tracks</key>\n\t<dict>\n"
    for track in 0..<random.int(in: 1...4) {
      body += "\t\t<key>\(1000 + track)</key>\n\t\t<dict>\n"
      for _ in 0..<random.int(in: 0...30) {
        let separator = random.pick(["", "", "", "\n\t\t\t", " "])
        let indent = random.pick(["\t\t\t", "\t\t\t", "  ", ""])
        let value = random.chance(percent: 1) ? "" : random.pick(values)
        body += "\(indent)<key>\(random.pick(keys))</key>\(separator)\(value)\n"
      }
      body += "\t\t</dict>\n"
    }
    body += "\t</dict>"
    return LibraryXMLFixtures.document(body)
  }

  /// What reading `bytes` gives, as text: the tracks, names and issues, or the error.
  static func read(_ bytes: [UInt8], chunkSize: Int, keyLines: Bool) -> String {
    do {
      let lexer = PlistLexer(
        reader: try ByteSource.memory(bytes).makeReader(), chunkSize: chunkSize)
      var reader = LibraryXMLReader(lexer: lexer, readsKeyLines: keyLines)
      let library = try reader.read()
      var text = "\(library.tracks)\n\(library.names.strings)"
      for kind in ImportIssues.Kind.allCases {
        guard let entry = library.issues.entries[kind] else { continue }
        text += "\n\(kind) \(entry.count) \(entry.firstOffset) \(entry.firstDetail)"
      }
      return text
    } catch {
      return "error at \(error.offset ?? -1): \(error.message)"
    }
  }

  @Test func generatedTracksReadAsKeyByKey() {
    var random = SeededRandom(seed: "key lines")
    var errors = 0
    for _ in 0..<300 {
      let bytes = Self.document(&random)
      for chunkSize in [8, 29, 1 << 20] {
        let general = Self.read(bytes, chunkSize: chunkSize, keyLines: false)
        let fast = Self.read(bytes, chunkSize: chunkSize, keyLines: true)
        #expect(fast == general, "\(String(decoding: bytes, as: UTF8.self)) at \(chunkSize)")
        if general.hasPrefix("error") { errors += 1 }
      }
    }
    // Both outcomes are compared, not only one of them.
    #expect(errors > 0 && errors < 900)
  }

  /// A skipped key's date, read in place by where its closing tag must be, reads as key by key.
  ///
  /// A `<` at any of its 20 bytes, text a byte short or long, the closing tag changed, the
  /// buffer's end anywhere near it.
  @Test func skippedDatesReadAsKeyByKey() {
    let date = Array("2021-04-03T09:30:02Z".utf8)
    var texts = [date, Array(date.dropLast()), date + [UInt8(ascii: "Z")]]
    for index in date.indices {
      var text = date
      text[index] = UInt8(ascii: "<")
      texts.append(text)
    }
    let closings = ["</date>", "</date >", "</datE>", "</dat>", "</date></date>", "</date>x"]
    for text in texts {
      for closing in closings {
        let value = "<date>\(String(decoding: text, as: UTF8.self))\(closing)"
        let bytes = LibraryXMLFixtures.document(
          """
          \t<key>Tracks</key>
          \t<dict>
          \t\t<key>1</key>
          \t\t<dict>
          \t\t\t<key>Date Added</key>\(value)
          \t\t\t<key>Release Date</key>\(value)
          \t\t\t<key>Name</key><string>x</string>
          \t\t</dict>
          \t</dict>
          """)
        for chunkSize in [8, 29, 33] + Array(stride(from: 110, through: 250, by: 4)) + [1 << 20] {
          #expect(
            Self.read(bytes, chunkSize: chunkSize, keyLines: true)
              == Self.read(bytes, chunkSize: chunkSize, keyLines: false),
            "\(value) at \(chunkSize)")
        }
      }
    }
  }

  /// The quirks fixture, whole and in small chunks.
  @Test func theQuirksFixtureReadsAsKeyByKey() throws {
    let quirks = try LibraryXMLFixtures.quirks
    for chunkSize in [16, 31, 1 << 20] {
      #expect(
        Self.read(quirks, chunkSize: chunkSize, keyLines: true)
          == Self.read(quirks, chunkSize: chunkSize, keyLines: false))
    }
  }
}
