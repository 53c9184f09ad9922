/// Splits an XML property list into tokens, reading its source one chunk at a time.
///
/// It understands only what plists use: a byte order mark, the XML declaration, DOCTYPE,
/// comments, whitespace and the elements of `PlistElement`, `<x/>` included. Text stays in the
/// buffer and is decoded only when the reader asks for it (`PlistLexer+Text.swift`), so a value
/// nobody reads costs one `memchr`. Lines are not counted here: errors carry a byte offset.
///
/// Memory stays at one chunk (`ByteWindow`) unless a single token is longer.
struct PlistLexer {
  /// 128 KiB: a chunk that stays in a core's cache between `read(2)` copying it and the lexer
  /// scanning it (a 50,000-track first start 1–3% sooner than with 1 MiB chunks, in two A/B
  /// runs, and a smaller window).
  static let chunkSize = 1 << 17

  private var window: ByteWindow
  /// The end token still owed after an empty container such as `<dict/>`.
  private(set) var pendingEnd: PlistToken?
  /// The offset of the last token's first byte, where errors about that token point.
  private(set) var tokenOffset: Int64 = 0
  /// Where the last text token's text starts in the buffer.
  private(set) var textStart = 0
  /// How many bytes of text the last text token has (entities still encoded).
  private(set) var textCount = 0
  /// Room to decode entities in, reused from token to token.
  var scratch: [UInt8] = []
  private let elementNames = PlistElementNames()

  /// A lexer over `reader`, reading `chunkSize` bytes at a time (tests use tiny chunks to put
  /// every token across a chunk boundary).
  init(reader: ChunkReader, chunkSize: Int = PlistLexer.chunkSize) {
    window = ByteWindow(reader: reader, chunkSize: chunkSize)
  }

  /// How many bytes the source holds, when known.
  var expectedSize: Int? { window.expectedSize }

  /// The offset of the last text token's first byte of text.
  var textOffset: Int64 { window.offset(of: textStart) }

  // The window's state under short names, so the scanning below reads like the grammar.
  var bytes: [UInt8] { window.bytes }
  var limit: Int { window.limit }
  private(set) var position: Int {
    get { window.position }
    set { window.position = newValue }
  }

  /// Reads the next token; `.endOfFile` once only whitespace, comments and declarations remain.
  mutating func next() throws(PlistReadError) -> PlistToken {
    if let pending = pendingEnd {
      pendingEnd = nil
      return pending
    }
    while true {
      // Bytes above the space are never whitespace: one comparison settles most of them.
      while position < limit && bytes[position] <= 0x20 && Self.isSpace(bytes[position]) {
        position += 1
      }
      tokenOffset = window.offset(of: position)
      guard position < limit else {
        if try window.refill() { continue }
        return .endOfFile
      }
      guard bytes[position] == UInt8(ascii: "<") else {
        // A byte order mark may open the file; nowhere else.
        if tokenOffset == 0 {
          switch window.startsWith(Self.byteOrderMark, at: position) {
          case true?:
            position += 3
            continue
          case nil:
            if try window.refill() { continue }
          case false?:
            break
          }
        }
        guard let text = window.excerpt(at: position) else {
          _ = try window.refill()
          continue
        }
        throw error(at: position, "expected an element, found text \(text)")
      }
      switch try scanMarkup() {
      case .token(let token):
        return token
      case .skipped:
        continue
      case .incomplete(let expected):
        // Without `expected`, only a quote in an error message wanted more bytes: scan again
        // even at the end, to throw that error whole.
        if try window.refill() || expected == nil { continue }
        throw PlistReadError(
          offset: window.offset(of: limit),
          message: "expected \(expected ?? "more"), found end of file")
      }
    }
  }

  // MARK: - Markup

  /// What scanning at a `<` gave: a token, something skipped, or a need for more bytes.
  private enum Scan {
    case token(PlistToken)
    case skipped
    /// The bytes end before the markup does; the text says what was still expected (`nil`: only
    /// an error's quote of the markup is cut short).
    case incomplete(String?)
  }

  private mutating func scanMarkup() throws(PlistReadError) -> Scan {
    let start = position
    guard start + 1 < limit else { return .incomplete("a tag") }
    switch bytes[start + 1] {
    case UInt8(ascii: "?"):
      guard let end = window.find(Array("?>".utf8), from: start + 2) else {
        return .incomplete("'?>'")
      }
      position = end + 2
      return .skipped
    case UInt8(ascii: "!"):
      return try scanDeclaration(at: start)
    case UInt8(ascii: "/"):
      return try scanEndTag(at: start)
    default:
      return try scanStartTag(at: start)
    }
  }

  /// A comment or the DOCTYPE (with an internal subset, should one ever appear).
  private mutating func scanDeclaration(at start: Int) throws(PlistReadError) -> Scan {
    let isComment = window.startsWith(Array("<!--".utf8), at: start)
    let isDoctype = window.startsWith(Array("<!DOCTYPE".utf8), at: start)
    if isComment == true {
      guard let end = window.find(Array("-->".utf8), from: start + 4) else {
        return .incomplete("'-->'")
      }
      position = end + 3
      return .skipped
    }
    if isDoctype == true {
      guard var end = window.find(UInt8(ascii: ">"), from: start + 9) else {
        return .incomplete("'>'")
      }
      if let bracket = window.find(UInt8(ascii: "["), from: start + 9), bracket < end {
        guard let close = window.find(Array("]>".utf8), from: bracket) else {
          return .incomplete("']>'")
        }
        end = close + 1
      }
      position = end + 1
      return .skipped
    }
    guard isComment == false && isDoctype == false else { return .incomplete("'>'") }
    return try failure(at: start) { "expected an element, found \($0)" }
  }

  private mutating func scanEndTag(at start: Int) throws(PlistReadError) -> Scan {
    let element: PlistElement
    var end: Int
    switch elementName(at: start + 2) {
    case .element(let name, let nameEnd):
      element = name
      end = nameEnd
    case .incomplete:
      return .incomplete("'>'")
    case .unknown:
      return try failure(at: start) { "unknown element \($0)" }
    }
    while end < limit && Self.isSpace(bytes[end]) { end += 1 }
    guard end < limit else { return .incomplete("'>'") }
    guard bytes[end] == UInt8(ascii: ">") else {
      return try failure(at: start) { "expected '>' after \($0)" }
    }
    position = end + 1
    switch element {
    case .plist: return .token(.plistEnd)
    case .dict: return .token(.dictEnd)
    case .array: return .token(.arrayEnd)
    default: return try failure(at: start) { "unexpected \($0)" }
    }
  }

  private mutating func scanStartTag(at start: Int) throws(PlistReadError) -> Scan {
    let element: PlistElement
    var end: Int
    switch elementName(at: start + 1) {
    case .element(let name, let nameEnd):
      element = name
      end = nameEnd
    case .incomplete:
      return .incomplete("'>'")
    case .unknown:
      return try failure(at: start) { "unknown element \($0)" }
    }
    let name = (start + 1)..<end
    // Nearly every tag ends right after its name; only `<plist version="1.0">` and `<x/>` don't.
    if bytes[end] != UInt8(ascii: ">") {
      guard let close = window.find(UInt8(ascii: ">"), from: end) else { return .incomplete("'>'") }
      end = close
    }
    let isEmpty = bytes[end - 1] == UInt8(ascii: "/")
    let afterTag = end + 1
    switch element {
    case .plist: return container(.plistStart, .plistEnd, isEmpty: isEmpty, after: afterTag)
    case .dict: return container(.dictStart, .dictEnd, isEmpty: isEmpty, after: afterTag)
    case .array: return container(.arrayStart, .arrayEnd, isEmpty: isEmpty, after: afterTag)
    case .true, .false:
      // `<true></true>` is the same value as `<true/>` in XML.
      let token = PlistToken.bool(element == .true)
      if isEmpty {
        position = afterTag
        return .token(token)
      }
      switch endTag(named: name, at: afterTag) {
      case .end(let closeEnd):
        position = closeEnd
        return .token(token)
      case .incomplete:
        return .incomplete("</\(element.rawValue)>")
      case .mismatch:
        return try failure(at: afterTag) { "expected </\(element.rawValue)>, found \($0)" }
      }
    case .key, .string, .integer, .real, .date, .data:
      let token = element.textToken ?? .string
      textStart = afterTag
      textCount = 0
      if isEmpty {
        position = afterTag
        return .token(token)
      }
      guard let textEnd = window.find(UInt8(ascii: "<"), from: afterTag) else {
        return .incomplete("</\(element.rawValue)>")
      }
      switch endTag(named: name, at: textEnd) {
      case .end(let closeEnd):
        textCount = textEnd - afterTag
        position = closeEnd
        return .token(token)
      case .incomplete:
        return .incomplete("</\(element.rawValue)>")
      case .mismatch:
        return try failure(at: textEnd) { "expected </\(element.rawValue)>, found \($0)" }
      }
    }
  }

  /// What names an element at some index.
  private enum ElementName {
    /// A known element, its name ending before this index.
    case element(PlistElement, Int)
    /// The bytes end before the name could be told.
    case incomplete
    /// A name outside the subset.
    case unknown
  }

  /// The element named at `index`: the first letter picks the one candidate (two letters for
  /// `dict`, `date` and `data`), its bytes confirm it.
  ///
  /// This and the other small helpers the scan calls for every token are inlined: a call
  /// would copy the whole lexer, and retain its buffers, to pass it.
  @inline(__always)
  private func elementName(at index: Int) -> ElementName {
    guard index < limit else { return .incomplete }
    let candidate: PlistElement
    switch bytes[index] {
    case UInt8(ascii: "k"): candidate = .key
    case UInt8(ascii: "s"): candidate = .string
    case UInt8(ascii: "i"): candidate = .integer
    case UInt8(ascii: "d"):
      // All three are four letters: without the byte after them, the name is not told yet.
      guard index + 4 < limit else { return .incomplete }
      candidate =
        bytes[index + 1] == UInt8(ascii: "i")
        ? .dict : bytes[index + 3] == UInt8(ascii: "e") ? .date : .data
    case UInt8(ascii: "t"): candidate = .true
    case UInt8(ascii: "a"): candidate = .array
    case UInt8(ascii: "r"): candidate = .real
    case UInt8(ascii: "f"): candidate = .false
    case UInt8(ascii: "p"): candidate = .plist
    default: return .unknown
    }
    let name = elementNames.range(of: candidate)
    let end = index + name.count
    guard end < limit else { return .incomplete }
    guard matches(name, at: index), Self.endsName(bytes[end]) else { return .unknown }
    return .element(candidate, end)
  }

  @inline(__always)
  private mutating func container(
    _ start: PlistToken, _ end: PlistToken, isEmpty: Bool, after index: Int
  ) -> Scan {
    position = index
    if isEmpty { pendingEnd = end }
    return .token(start)
  }

  /// What is at the end of an element's text.
  private enum CloseTag {
    /// `</name>`, ending before this index.
    case end(Int)
    /// The bytes end before the tag could be told.
    case incomplete
    /// Something else.
    case mismatch
  }

  /// Whether the closing tag of the element whose name the start tag holds at `name` is at
  /// `index` (which holds a `<`): the name is compared with the start tag's own bytes.
  @inline(__always)
  private func endTag(named name: Range<Int>, at index: Int) -> CloseTag {
    let end = index + name.count + 3
    guard end <= limit else { return .incomplete }
    guard bytes[index + 1] == UInt8(ascii: "/"), bytes[end - 1] == UInt8(ascii: ">") else {
      return .mismatch
    }
    guard bytesEqual(bytes, index + 2, bytes, name.lowerBound, count: name.count) else {
      return .mismatch
    }
    return .end(end)
  }

  /// Whether the bytes at `index` (all read) are the element name at `name` in
  /// `elementNames`.
  @inline(__always)
  private func matches(_ name: Range<Int>, at index: Int) -> Bool {
    bytesEqual(bytes, index, elementNames.bytes, name.lowerBound, count: name.count)
  }

  // MARK: - Errors

  private func error(at index: Int, _ message: String) -> PlistReadError {
    PlistReadError(offset: window.offset(of: index), message: message)
  }

  /// Throws the error `message` makes of a quote of the bytes at `index`, or asks for more
  /// bytes when the window cuts the quote short.
  private func failure(
    at index: Int, _ message: (String) -> String
  ) throws(PlistReadError) -> Scan {
    guard let excerpt = window.excerpt(at: index) else { return .incomplete(nil) }
    throw error(at: index, message(excerpt))
  }

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  private static func endsName(_ byte: UInt8) -> Bool {
    isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
  }
}
