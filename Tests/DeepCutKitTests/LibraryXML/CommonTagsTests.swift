import Foundation
import Testing

@testable import DeepCutKit

/// The lexer's fast path for the common tags reads exactly what the general scan reads.
@Suite struct CommonTagsTests {
  @Test func theTagConstantsAreTheTagsBytes() {
    typealias Tag = PlistLexer.Tag
    let tags: [(UInt64, StaticString)] = [
      (Tag.key, "<key>"), (Tag.keyEnd, "</key>"), (Tag.string, "<string>"),
      (Tag.stringEnd, "</string"), (Tag.integer, "<integer"), (Tag.integerEnd, "</intege"),
      (Tag.date, "<date>"), (Tag.dateEnd, "</date>"), (Tag.dict, "<dict>"),
      (Tag.dictEnd, "</dict>"), (Tag.array, "<array>"), (Tag.arrayEnd, "</array>"),
      (Tag.true, "<true/>"), (Tag.false, "<false/>"), (Tag.trackKeyLine, "\n\t\t\t<key"),
      (PlistLexer.Item.head, "<key>Tra"), (PlistLexer.Item.middle, "ck ID</k"),
      (PlistLexer.Item.tail, "ey><inte"), (PlistLexer.Item.integer, "integer>"),
    ]
    for (packed, text) in tags {
      #expect(packed == Tag.pack(text), "\(text)")
    }
  }

  /// Every token and its raw text and offset, read `chunkSize` bytes at a time (or the error).
  static func tokens(_ bytes: [UInt8], chunkSize: Int) -> [String] {
    var tokens: [String] = []
    do {
      var lexer = PlistLexer(
        reader: try ByteSource.memory(bytes).makeReader(), chunkSize: chunkSize)
      while true {
        let token = try lexer.next()
        var line = "\(lexer.tokenOffset) \(token.description)"
        switch token {
        case .endOfFile: return tokens
        case .key, .string, .integer, .real, .date, .data:
          line += " \(lexer.textOffset) " + String(decoding: lexer.rawText, as: UTF8.self)
        default: break
        }
        tokens.append(line)
      }
    } catch {
      tokens.append("error at \(error.offset ?? -1): \(error.message)")
      return tokens
    }
  }

  /// Small chunks put every tag across the buffer's end, where only the general scan reads it;
  /// whole, the fast path reads nearly all of them.
  @Test func chunkSizesDoNotChangeTheTokens() throws {
    let quirks = try LibraryXMLFixtures.quirks
    let whole = Self.tokens(quirks, chunkSize: 1 << 20)
    #expect(whole.count > 800)
    #expect(whole.last?.hasPrefix("error") == false)
    for chunkSize in [16, 17, 23, 31, 64, 100, 257] {
      #expect(Self.tokens(quirks, chunkSize: chunkSize) == whole, "chunk size \(chunkSize)")
    }
  }

  /// Tags the fast path nearly takes (a wrong closing tag, an attribute, an empty element,
  /// text with `<` in it) give the tokens and errors of the general scan, which reads nearly
  /// every tag when the bytes come 8 at a time (the fast path wants 16 in the buffer).
  @Test(arguments: [
    "<key>a</kez>", "<key>a</key >", "<string>x</string >", "<string/>", "<integer>1</integer",
    "<integer>1</integex>", "<date>d</data>", "<dict >", "</dict >", "<true />", "<false/ >",
    "<array/>", "</array >", "<key>a<b</key>", "<string>a &amp; b</string>", "<dictx>", "<keys>",
  ])
  func nearMissesReadAsTheGeneralScanReadsThem(element: String) {
    let padding = String(repeating: " ", count: 20)
    let bytes = Array("<plist><dict>\(element)\(padding)</dict></plist>\(padding)".utf8)
    let general = Self.tokens(bytes, chunkSize: 8)
    #expect(Self.tokens(bytes, chunkSize: 1 << 20) == general)
  }
}
