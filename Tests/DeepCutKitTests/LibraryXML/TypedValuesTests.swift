import Foundation
import Testing

@testable import DeepCutKit

/// The lexer's typed fast paths (`nextPlainKey`, `nextPlainInteger`, `nextPlainDate`) read
/// exactly what `next()` and the text's accessors read, or decline having read nothing.
@Suite struct TypedValuesTests {
  /// How one fast path reads, and how the general scan reads the same thing.
  struct Reading {
    /// The token the fast path reads when it takes the element.
    var token: PlistToken
    /// `nil` when the fast path declines; the value read otherwise (`nil` for a key).
    var fast: (inout PlistLexer) -> Int64??
    var general: (borrowing PlistLexer, PlistToken) -> Int64?
  }

  static var key: Reading {
    Reading(token: .key, fast: { $0.nextPlainKey() ? .some(nil) : nil }, general: { _, _ in nil })
  }
  static var string: Reading {
    Reading(
      token: .string, fast: { $0.nextPlainString() ? .some(nil) : nil }, general: { _, _ in nil })
  }
  static var integer: Reading {
    Reading(
      token: .integer, fast: { lexer in lexer.nextPlainInteger().map { .some($0) } },
      general: { lexer, token in token == .integer ? lexer.integerValue : nil })
  }
  static var hex: Reading {
    Reading(
      token: .string, fast: { lexer in lexer.nextPlainHex().map { .some(Int64(bitPattern: $0)) } },
      general: { lexer, token in
        token == .string ? lexer.hexValue.map { Int64(bitPattern: $0) } : nil
      })
  }
  static var date: Reading {
    Reading(
      token: .date, fast: { lexer in lexer.nextPlainDate().map { .some($0) } },
      general: { lexer, token in token == .date ? lexer.dateValue : nil })
  }

  /// The element read after `<plist><dict>` in `element`, then the token after it, as one
  /// line each (offsets, token, text, value); `fast` says whether the fast path took it.
  static func read(
    _ element: String, chunkSize: Int, with reading: Reading, fastFirst: Bool
  ) -> (lines: [String], fast: Bool) {
    let padding = String(repeating: " ", count: 40)
    let bytes = Array("<plist><dict>\(element)\(padding)</dict></plist>\(padding)".utf8)
    var lines: [String] = []
    var tookFast = false
    do {
      var lexer = PlistLexer(
        reader: try ByteSource.memory(bytes).makeReader(), chunkSize: chunkSize)
      _ = try lexer.next()
      _ = try lexer.next()
      var line: String
      if fastFirst, let value = reading.fast(&lexer) {
        tookFast = true
        line = "\(lexer.tokenOffset) \(reading.token.description) \(lexer.textOffset) "
        line += String(decoding: lexer.rawText, as: UTF8.self) + " \(String(describing: value))"
      } else {
        let token = try lexer.next()
        line = "\(lexer.tokenOffset) \(token.description)"
        if [.key, .string, .integer, .date].contains(token) {
          line += " \(lexer.textOffset) " + String(decoding: lexer.rawText, as: UTF8.self)
        }
        line += " \(String(describing: reading.general(lexer, token)))"
      }
      lines.append(line)
      let after = try lexer.next()
      lines.append("\(lexer.tokenOffset) \(after.description)")
    } catch {
      lines.append("error at \(error.offset ?? -1): \(error.message)")
    }
    return (lines, tookFast)
  }

  /// Compares both readings at several chunk sizes; returns whether the fast path took the
  /// element when the whole document was in the buffer.
  static func agree(
    _ element: String, _ reading: Reading, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    var tookWhole = false
    for chunkSize in [8, 13, 16, 31, 1 << 20] {
      let general = read(element, chunkSize: chunkSize, with: reading, fastFirst: false)
      let fast = read(element, chunkSize: chunkSize, with: reading, fastFirst: true)
      #expect(
        fast.lines == general.lines, "\(element) at chunk size \(chunkSize)",
        sourceLocation: sourceLocation)
      if chunkSize == 1 << 20 { tookWhole = fast.fast }
    }
    return tookWhole
  }

  @Test(arguments: ["<key>Name</key>", "<key>Track ID</key>", "\n\t\t\t<key>Play Date UTC</key>"])
  func plainKeysAreTaken(element: String) {
    #expect(Self.agree(element, Self.key))
  }

  @Test(arguments: [
    "<key>a</kez>", "<key>a</key >", "<key>a<b</key>", "<key></key>", "<key/>", "<key >a</key>",
    "<keys>a</keys>", " \r\n<key>a</key>", "\u{0B}<key>a</key>", "\t\t\t\t\t\t\t\t\t<key>a</key>",
    "<string>a</string>",
  ])
  func nearMissKeysReadAsTheGeneralScanReadsThem(element: String) {
    _ = Self.agree(element, Self.key)
  }

  @Test(arguments: [
    "<string>Into the Horizon</string>", "\n\t<string>a &amp; b</string>",
    "<string>Apple Music AAC audio file</string>",
    "<string>exactly 32 bytes of text, no tag</string>",
    "<string>a title well past the thirty-two bytes searched in place</string>",
  ])
  func plainStringsAreTaken(element: String) {
    #expect(Self.agree(element, Self.string))
  }

  @Test(arguments: [
    "<string/>", "<string></string>", "<string>a</strinG>", "<string>a</string >",
    "<string >a</string>",
    "<string>a<b</string>", "<strings>a</strings>", "<key>a</key>",
    "<string>seventeen bytes..<b</string>", "<string>twenty-five bytes of text<</string>",
    "<string>thirty-one bytes of text here..</strin>",
  ])
  func nearMissStringsReadAsTheGeneralScanReadsThem(element: String) {
    _ = Self.agree(element, Self.string)
  }

  @Test(arguments: [
    "<string>4BCB2FF96E22378F</string>", "<string>ffffffffffffffff</string>", "<string>0</string>",
    "<string>4bcb2ff96e22378f</string>", "<string>9AFaf09AFaf09AFa</string>",
    "\n\t\t\t<string>0000000000000000</string>",
  ])
  func plainPersistentIDsAreTaken(element: String) {
    #expect(Self.agree(element, Self.hex))
  }

  @Test(arguments: [
    "<string>4BCB2FF96E22378F0</string>", "<string> 4BCB2FF96E22378F</string>",
    "<string>4BCB2FF96E22378F </string>", "<string>4BCB2FG96E22378F</string>", "<string></string>",
    "<string>4BCB</strin>", "<string>4BCB</string >", "<integer>12</integer>",
    "<string>4BCB2FF96E22378/</string>", "<string>4BCB2FF96E2237:F</string>",
    "<string>@BCB2FF96E22378F</string>", "<string>4BCB2FF96E22378`</string>",
    "<string>4BCB2FF9gE22378F</string>", "<string>4BCB2FF96E2237é</string>",
    "<string>4BCB2FF96E22378F</strinG>", "<string>4BCB2FF96E22378F&amp;</string>",
  ])
  func nearMissPersistentIDsReadAsTheGeneralScanReadsThem(element: String) {
    _ = Self.agree(element, Self.hex)
  }

  @Test(arguments: [
    "<integer>0</integer>", "<integer>1000</integer>", "\n\t\t<integer>3700290602</integer>",
    "<integer>123456789012345678</integer>",
  ])
  func plainIntegersAreTaken(element: String) {
    #expect(Self.agree(element, Self.integer))
  }

  /// Every count of digits up to 19, and a non-digit at each place of them: the fast path,
  /// the general scan and `Int64` of the text agree, at every chunk size.
  @Test func integersOfEveryLengthReadAsTheirText() {
    for count in 1...19 {
      let digits = Array("9081726354019283746".utf8.prefix(count))
      var texts = [digits]
      for place in digits.indices {
        for other in ["<", "a", "é"] {
          var text = digits
          text.replaceSubrange(place...place, with: Array(other.utf8))
          texts.append(text)
        }
      }
      for text in texts {
        let element = "<integer>\(String(decoding: text, as: UTF8.self))</integer>"
        let taken = Self.agree(element, Self.integer)
        let general = Self.read(element, chunkSize: 1 << 20, with: Self.integer, fastFirst: false)
        let value = Int64(String(decoding: text, as: UTF8.self))
        #expect(taken == (value != nil && count <= 18), "\(element)")
        guard let first = general.lines.first, !first.hasPrefix("error") else { continue }
        #expect(first.hasSuffix(" \(String(describing: value))"), "\(element): \(first)")
      }
    }
  }

  @Test(arguments: [
    "<integer>1234567890123456789</integer>", "<integer>99999999999999999999</integer>",
    "<integer>-5</integer>", "<integer>+5</integer>", "<integer> 7</integer>",
    "<integer>7 </integer>", "<integer></integer>", "<integer/>", "<integer >5</integer>",
    "<integer>12a</integer>", "<integer>12</integere>", "<integer>12</integer >",
    "<integer>12</intege>", "<integer>1<2</integer>", "<string>5</string>",
    "<integers>5</integers>",
  ])
  func nearMissIntegersReadAsTheGeneralScanReadsThem(element: String) {
    _ = Self.agree(element, Self.integer)
  }

  @Test(arguments: [
    "<date>2019-08-24T03:10:33Z</date>", "<date>1904-01-01T00:00:00Z</date>",
    "\n\t<date>2021-04-03T09:30:02Z</date>",
  ])
  func plainDatesAreTaken(element: String) {
    #expect(Self.agree(element, Self.date))
  }

  @Test(arguments: [
    "<date>2019-13-24T03:10:33Z</date>", "<date>2019-08-24T24:10:33Z</date>",
    "<date> 2019-08-24T03:10:33Z</date>", "<date>2019-08-24T03:10:33Z </date>",
    "<date>2019-08-24T03:10:33</date>", "<date>2019-08-24T03:10:33ZZ</date>",
    "<date>2019-08-24T03:10:33Z</data>", "<date>2019-08-24T03:10:33Z</date >",
    "<date>2019-08-24 03:10:33Z</date>", "<date>2019-08-24T03:1<:33Z</date>", "<date/>",
    "<data>2019-08-24T03:10:33Z</data>",
  ])
  func nearMissDatesReadAsTheGeneralScanReadsThem(element: String) {
    _ = Self.agree(element, Self.date)
  }

  /// `skipPlainScalar` leaves the lexer where reading the scalar with `next()` would: the
  /// same offset, and the same token after it; it declines containers and anything else.
  @Test(arguments: [
    "<integer>5</integer>", "<string>Apple Music AAC audio file</string>", "<true/>", "<false/>",
    "<date>2018-08-04T22:33:20Z</date>", "<dict>", "<array>", "<string/>", "<integer>5</integerx>",
    "</dict>", "<key>a</key>",
  ])
  func skippedScalarsEndWhereTheGeneralScanEndsThem(element: String) throws {
    let padding = String(repeating: " ", count: 40)
    let bytes = Array("<plist><dict>\(element)\(padding)</dict></plist>\(padding)".utf8)
    func read(skipping: Bool, chunkSize: Int) -> [String] {
      do {
        var lexer = PlistLexer(
          reader: try ByteSource.memory(bytes).makeReader(), chunkSize: chunkSize)
        _ = try lexer.next()
        _ = try lexer.next()
        var first = "declined"
        if !(skipping && lexer.skipPlainScalar()) {
          let token = try lexer.next()
          first = token.isScalarValue ? "scalar" : token.description
          if skipping { first = "declined " + first }
        }
        let offset = lexer.tokenOffset
        let after = try lexer.next()
        return [first, "\(offset)", "\(lexer.tokenOffset) \(after.description)"]
      } catch {
        return ["error at \(error.offset ?? -1): \(error.message)"]
      }
    }
    for chunkSize in [8, 13, 31, 1 << 20] {
      var skipped = read(skipping: true, chunkSize: chunkSize)
      let general = read(skipping: false, chunkSize: chunkSize)
      if skipped.first == "declined" { skipped[0] = "scalar" }
      if skipped.first?.hasPrefix("declined ") == true {
        skipped[0] = String(skipped[0].dropFirst("declined ".count))
        // The common scalars, whole in the buffer, are taken.
        #expect(
          chunkSize < 1 << 20 || !["<integer>5</integer>", "<true/>"].contains(element),
          "\(element)")
      }
      #expect(skipped == general, "\(element) at chunk size \(chunkSize)")
    }
  }
}
