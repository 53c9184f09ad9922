import Testing

@testable import DeepCutKit

/// The key table finds every key the importer reads, by its exact bytes only.
@Suite struct PlistKeyTableTests {
  static func lookup(_ text: [UInt8], in table: PlistKeyTable) -> PlistKey? {
    table.lookup(text, text.indices)
  }

  @Test func findsEveryKey() {
    let table = PlistKeyTable()
    for key in PlistKey.allCases {
      #expect(Self.lookup(Array(key.rawValue.utf8), in: table) == key, "\(key.rawValue)")
    }
  }

  /// Every key changed by one byte at its start, middle or end, one byte shorter or longer,
  /// or in another case, and keys Apple writes that the importer skips: none is found.
  @Test func findsNoOtherKey() {
    let table = PlistKeyTable()
    var others: [[UInt8]] = [
      "Sort Album Artist", "Library Persistent ID", "Parent Persistent ID", "Playlist ID",
      "Track Count", "Disc Count", "Play Count", "Date Added", "Kind", "Sort Name", "", "N",
      "Playlist Persistent IDs", "Playlist Persistent IE", "Playlist Persistent\u{0}ID",
      "Library Folder Count", "Distinguished Kinds", "A much longer key than any of them",
    ].map { Array($0.utf8) }
    for key in PlistKey.allCases {
      let bytes = Array(key.rawValue.utf8)
      for index in [0, bytes.count / 2, bytes.count - 1] {
        var changed = bytes
        changed[index] ^= 0x01
        others.append(changed)
      }
      others.append(Array(bytes.dropLast()))
      others.append(bytes + [0x73])
      others.append(bytes + [0x00])
      others.append(Array(key.rawValue.uppercased().utf8))
    }
    let known = Set(PlistKey.allCases.map { Array($0.rawValue.utf8) })
    for other in others where !known.contains(other) {
      #expect(
        Self.lookup(other, in: table) == nil, "\(String(decoding: other, as: UTF8.self))")
    }
  }
}

/// The byte comparison the lexer and the key table use: exact bytes, at any offsets.
@Suite struct BytesEqualTests {
  @Test func comparesRangesAtTheirOffsets() {
    let text = Array("<key>Name</key>".utf8)
    let name = Array("xxNamexx".utf8)
    #expect(bytesEqual(text, 5, name, 2, count: 4))
    #expect(bytesEqual(text, 1, text, 11, count: 3))  // "key" in both tags
    #expect(!bytesEqual(text, 5, name, 1, count: 4))
    #expect(!bytesEqual(text, 0, text, 9, count: 2))  // "<k" against "</"
    #expect(bytesEqual(text, 15, name, 8, count: 0))  // nothing, at the very ends
    #expect(bytesEqual([0xFF, 0x00], 0, [0xFF, 0x00], 0, count: 2))
    #expect(!bytesEqual([0xFF, 0x00], 0, [0xFF, 0x01], 0, count: 2))
  }
}
