import Foundation
import Testing

@testable import DeepCutKit

/// `nextPlainItem` reads a playlist item exactly as four calls to `next()` read it, or
/// declines having read nothing.
@Suite struct PlaylistItemTests {
  /// The item in `element` read after `<plist><array>`, then the token after it, as lines
  /// (offsets, last token, last text, the `Track ID`); `fast` says whether the fast path took it.
  static func read(_ element: String, chunkSize: Int, fastFirst: Bool) -> (
    lines: [String], fast: Bool
  ) {
    let padding = String(repeating: " ", count: 40)
    let bytes = Array("<plist><array>\(element)\(padding)</array></plist>\(padding)".utf8)
    var lines: [String] = []
    var tookFast = false
    do {
      var lexer = PlistLexer(
        reader: try ByteSource.memory(bytes).makeReader(), chunkSize: chunkSize)
      _ = try lexer.next()
      _ = try lexer.next()
      var last = PlistToken.endOfFile
      var trackID: Int64?
      if fastFirst, let value = lexer.nextPlainItem() {
        tookFast = true
        last = .dictEnd
        trackID = value
      } else {
        // What the reader makes of the same four tokens.
        var tokens: [PlistToken] = []
        var key = ""
        for _ in 0..<4 {
          let token = try lexer.next()
          tokens.append(token)
          if token == .key { key = String(decoding: lexer.rawText, as: UTF8.self) }
          if token == .integer && tokens.count == 3 { trackID = lexer.integerValue }
        }
        last = tokens[3]
        if tokens != [.dictStart, .key, .integer, .dictEnd] || key != "Track ID" { trackID = nil }
      }
      var line = "\(lexer.tokenOffset) \(last.description) \(lexer.textOffset) "
      line += String(decoding: lexer.rawText, as: UTF8.self) + " \(String(describing: trackID))"
      lines.append(line)
      let after = try lexer.next()
      lines.append("\(lexer.tokenOffset) \(after.description)")
    } catch {
      lines.append("error at \(error.offset ?? -1): \(error.message)")
    }
    return (lines, tookFast)
  }

  /// Compares both readings at several chunk sizes; returns whether the fast path took the
  /// item when the whole document was in the buffer.
  static func agree(_ element: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    var tookWhole = false
    for chunkSize in [8, 13, 16, 31, 1 << 20] {
      let general = read(element, chunkSize: chunkSize, fastFirst: false)
      let fast = read(element, chunkSize: chunkSize, fastFirst: true)
      #expect(
        fast.lines == general.lines, "\(element) at chunk size \(chunkSize)",
        sourceLocation: sourceLocation)
      if chunkSize == 1 << 20 { tookWhole = fast.fast }
    }
    return tookWhole
  }

  @Test(arguments: [
    "<dict><key>Track ID</key><integer>1000</integer></dict>",
    "\n\t\t\t\t<dict>\n\t\t\t\t\t<key>Track ID</key><integer>1002</integer>\n\t\t\t\t</dict>",
    "<dict> <key>Track ID</key><integer>123456789012345678</integer> </dict>",
    "<dict><key>Track ID</key><integer>0</integer></dict>",
  ])
  func plainItemsAreTaken(element: String) {
    #expect(Self.agree(element))
  }

  @Test(arguments: [
    "<dict><key>Track Id</key><integer>5</integer></dict>",
    "<dict> <key>Track ID</key> <integer>5</integer> </dict>",
    "<dict><key>Track ID</key><integer >5</integer></dict>",
    "<dict><key>Track ID</key><integer>5</integer ></dict>",
    "<dict><key>Track ID</key><integer>5</integer></dictionary>",
    "<dict><key>Track ID </key><integer>5</integer></dict>",
    "<dict><key>Track IDs</key><integer>5</integer></dict>",
    "<dict><key>Track&#32;ID</key><integer>5</integer></dict>",
    "<dict><key>Track ID</key><integer>1234567890123456789</integer></dict>",
    "<dict><key>Track ID</key><integer>-5</integer></dict>",
    "<dict><key>Track ID</key><integer>5a</integer></dict>",
    "<dict><key>Track ID</key><string>5</string></dict>",
    "<dict><key>Track ID</key><integer>5</integer><key>Name</key><string>a</string></dict>",
    "<dict><key>Track ID</key><integer>5</integer></array>",
    "<dict><key>Track ID</key><integer>5</integer></dict >",
    "<dict><!-- a --><key>Track ID</key><integer>5</integer></dict>",
    "<dict >\n<key>Track ID</key><integer>5</integer></dict>",
    "<dict>\u{0B}<key>Track ID</key><integer>5</integer></dict>",
    "<dict>\t\t\t\t\t\t\t\t\t<key>Track ID</key><integer>5</integer></dict>",
    "<dict/><dict/>", "<dict></dict></dict>", "<key>Track ID</key><integer>5</integer>",
    "<dict><key>Track ID</key><integer>5</integer>",
  ])
  func nearMissItemsReadAsTheGeneralScanReadsThem(element: String) {
    _ = Self.agree(element)
  }
}
