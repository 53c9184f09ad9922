import DeepCutKit
import Foundation

/// The text tests `expect` makes of a command's output, by bytes where the text allows it.
///
/// `expect output contains …` searches the whole output of the command before it (a listing
/// of 724 tracks) by `Character`, and `is` and the empty check trim it with Foundation first;
/// scripts and the `script` fuzz target make these checks after almost every command. In
/// plain ASCII text (`PlainASCII`: every byte one `Character`) the search is a byte search,
/// and in ASCII text trimming is dropping the bytes of `whitespacesAndNewlines` below 128.
/// Any other text goes the general way; `ExpectTextTests` holds both ways to the same answers.
enum ExpectText {
  /// Whether `text` contains `part`, as the standard library's `text.contains(part)` answers.
  static func contains(_ text: String, _ part: String) -> Bool {
    guard !part.isEmpty, PlainASCII.contains(text), PlainASCII.contains(part) else {
      return text.contains(part)
    }
    return TextSearch.asciiContains(text, part)
  }

  /// Whether `text` holds a match of the regular expression `pattern`, its `^` and `$`
  /// matching at line ends, as `regexMatches` answers: a pattern that only says how a line
  /// begins is matched by bytes in plain ASCII text (`LinePrefixPattern`).
  static func matches(_ text: String, _ pattern: String) throws(CommandError) -> Bool {
    if let linePrefix = LinePrefixPattern(pattern), let answer = linePrefix.matches(text) {
      return answer
    }
    return try regexMatches(text, pattern)
  }

  /// Whether `text` holds a match of `pattern`, by Swift's `Regex`.
  static func regexMatches(_ text: String, _ pattern: String) throws(CommandError) -> Bool {
    let regex: Regex<AnyRegexOutput>
    do {
      regex = try Regex(pattern).anchorsMatchLineEndings()
    } catch {
      throw CommandError("'\(pattern)' is not a valid regular expression")
    }
    return text.contains(regex)
  }

  /// `text` without white space and newlines at either end, as Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` returns it.
  static func trimmed(_ text: String) -> String {
    var text = text
    // The bytes left of ASCII text, or `nil` for text that is not ASCII.
    let kept = text.withUTF8 { bytes -> Range<Int>? in
      guard ASCIIBytes.isASCII(bytes) else { return nil }
      var start = 0
      var end = bytes.count
      while start < end, isSpace(bytes[start]) { start += 1 }
      while end > start, isSpace(bytes[end - 1]) { end -= 1 }
      return start..<end
    }
    guard let kept else { return text.trimmingCharacters(in: .whitespacesAndNewlines) }
    if kept.count == text.utf8.count { return text }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: kept.lowerBound)
    return String(utf8[start..<utf8.index(start, offsetBy: kept.count)])!
  }

  /// The ASCII members of `whitespacesAndNewlines`: tab, line feed, vertical tab, form feed,
  /// carriage return and space.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
