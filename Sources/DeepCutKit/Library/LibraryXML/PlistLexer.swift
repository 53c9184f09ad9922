#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Splits an XML property list into tokens, reading its source one chunk at a time.
///
/// It understands only what plists use: a byte order mark, the XML declaration, DOCTYPE,
/// comments, whitespace and the elements of `PlistElement`, `<x/>` included. Text stays in the
/// buffer and is decoded only when the reader asks for it (`PlistLexer+Text.swift`), so a value
/// nobody reads costs one `memchr`. Lines are not counted here: errors carry a byte offset.
///
/// Memory stays at one chunk unless a single token is longer; the buffer then doubles, up to
/// `maximumTokenLength`, so a very long string is read whole and a runaway one is reported.
struct PlistLexer: ~Copyable {
  static let chunkSize = 1 << 20
  static let maximumTokenLength = 256 << 20

  private let reader: ChunkReader
  private(set) var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The first byte not consumed yet.
  private var position = 0
  /// The end of the bytes read so far.
  private var limit = 0
  /// How many bytes were dropped from the front of the buffer: buffer index + this = offset.
  private var discarded: Int64 = 0
  private var exhausted = false
  /// The end token still owed after an empty container such as `<dict/>`.
  private var pendingEnd: PlistToken?
  /// The offset of the last token's first byte, where errors about that token point.
  private(set) var tokenOffset: Int64 = 0
  /// Where the last text token's text starts in the buffer.
  private(set) var textStart = 0
  /// How many bytes of text the last text token has (entities still encoded).
  private(set) var textCount = 0
  /// Room to decode entities in, reused from token to token.
  var scratch: [UInt8] = []

  /// A lexer over `reader`, reading `chunkSize` bytes at a time (tests use tiny chunks to put
  /// every token across a chunk boundary).
  init(reader: ChunkReader, chunkSize: Int = PlistLexer.chunkSize) {
    self.reader = reader
    // A small source needs no more than its own size (plus one byte to see the end).
    self.capacity = max(8, min(chunkSize, (reader.expectedSize ?? chunkSize) + 1))
    self.buffer = Self.allocate(capacity)
  }

  /// A buffer of `capacity` bytes and 8 more, zeroed, so `word(at:)` may load 8 bytes at any
  /// index below `capacity`.
  private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 8)
    memset(buffer, 0, capacity + 8)
    return buffer
  }

  deinit { buffer.deallocate() }

  /// How many bytes the source holds, when known.
  var expectedSize: Int? { reader.expectedSize }

  /// The offset of the last text token's first byte of text.
  var textOffset: Int64 { discarded + Int64(textStart) }

  /// Reads the next token; `.endOfFile` once only whitespace, comments and declarations remain.
  mutating func next() throws(PlistReadError) -> PlistToken {
    if let pending = pendingEnd {
      pendingEnd = nil
      return pending
    }
    while true {
      while position < limit && Self.isSpace(buffer[position]) { position += 1 }
      tokenOffset = discarded + Int64(position)
      guard position < limit else {
        if try refill() { continue }
        return .endOfFile
      }
      guard buffer[position] == UInt8(ascii: "<") else {
        // A byte order mark may open the file; nowhere else.
        if tokenOffset == 0 {
          switch startsWith("\u{FEFF}", at: position) {
          case true?:
            position += 3
            continue
          case nil:
            if try refill() { continue }
          case false?:
            break
          }
        }
        throw error(at: position, "expected an element, found text \(excerpt(at: position))")
      }
      switch try scanMarkup() {
      case .token(let token):
        return token
      case .skipped:
        continue
      case .incomplete(let expected):
        if try refill() { continue }
        throw PlistReadError(
          offset: discarded + Int64(limit), message: "expected \(expected), found end of file")
      }
    }
  }

  // MARK: - Markup

  /// What scanning at a `<` gave: a token, something skipped, or a need for more bytes.
  private enum Scan {
    case token(PlistToken)
    case skipped
    /// The bytes end before the markup does; the text says what was still expected.
    case incomplete(String)
  }

  private mutating func scanMarkup() throws(PlistReadError) -> Scan {
    let start = position
    guard start + 1 < limit else { return .incomplete("a tag") }
    switch buffer[start + 1] {
    case UInt8(ascii: "?"):
      guard let end = find("?>", from: start + 2) else { return .incomplete("'?>'") }
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
    let isComment = startsWith("<!--", at: start)
    let isDoctype = startsWith("<!DOCTYPE", at: start)
    if isComment == true {
      guard let end = find("-->", from: start + 4) else { return .incomplete("'-->'") }
      position = end + 3
      return .skipped
    }
    if isDoctype == true {
      guard var end = find(UInt8(ascii: ">"), from: start + 9) else { return .incomplete("'>'") }
      if let bracket = find(UInt8(ascii: "["), from: start + 9), bracket < end {
        guard let close = find("]>", from: bracket) else { return .incomplete("']>'") }
        end = close + 1
      }
      position = end + 1
      return .skipped
    }
    guard isComment == false && isDoctype == false else { return .incomplete("'>'") }
    throw error(at: start, "expected an element, found \(excerpt(at: start))")
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
      throw error(at: start, "unknown element \(excerpt(at: start))")
    }
    while end < limit && Self.isSpace(buffer[end]) { end += 1 }
    guard end < limit else { return .incomplete("'>'") }
    guard buffer[end] == UInt8(ascii: ">") else {
      throw error(at: start, "expected '>' after \(excerpt(at: start))")
    }
    position = end + 1
    switch element {
    case .plist: return .token(.plistEnd)
    case .dict: return .token(.dictEnd)
    case .array: return .token(.arrayEnd)
    default: throw error(at: start, "unexpected \(excerpt(at: start))")
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
      throw error(at: start, "unknown element \(excerpt(at: start))")
    }
    // Nearly every tag ends right after its name; only `<plist version="1.0">` and `<x/>` don't.
    if buffer[end] != UInt8(ascii: ">") {
      guard let close = find(UInt8(ascii: ">"), from: end) else { return .incomplete("'>'") }
      end = close
    }
    let isEmpty = buffer[end - 1] == UInt8(ascii: "/")
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
      switch endTag(of: element, at: afterTag) {
      case .end(let closeEnd):
        position = closeEnd
        return .token(token)
      case .incomplete:
        return .incomplete("</\(element.name)>")
      case .mismatch:
        throw error(at: afterTag, "expected </\(element.name)>, found \(excerpt(at: afterTag))")
      }
    case .key, .string, .integer, .real, .date, .data:
      let token = element.textToken ?? .string
      textStart = afterTag
      textCount = 0
      if isEmpty {
        position = afterTag
        return .token(token)
      }
      guard let textEnd = find(UInt8(ascii: "<"), from: afterTag) else {
        return .incomplete("</\(element.name)>")
      }
      switch endTag(of: element, at: textEnd) {
      case .end(let closeEnd):
        textCount = textEnd - afterTag
        position = closeEnd
        return .token(token)
      case .incomplete:
        return .incomplete("</\(element.name)>")
      case .mismatch:
        throw error(at: textEnd, "expected </\(element.name)>, found \(excerpt(at: textEnd))")
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

  /// The element named at `index`.
  ///
  /// The first letter picks the one candidate (two letters for `dict`, `date` and `data`), and
  /// one masked comparison of 8 loaded bytes confirms it: this runs for every tag in the file.
  @inline(__always)
  private func elementName(at index: Int) -> ElementName {
    guard index < limit else { return .incomplete }
    let candidate: PlistElement
    switch buffer[index] {
    case UInt8(ascii: "k"): candidate = .key
    case UInt8(ascii: "s"): candidate = .string
    case UInt8(ascii: "i"): candidate = .integer
    case UInt8(ascii: "d"):
      // Reading past `limit` here is harmless (the slack); the length check below decides.
      candidate =
        buffer[index + 1] == UInt8(ascii: "i")
        ? .dict : buffer[index + 3] == UInt8(ascii: "e") ? .date : .data
    case UInt8(ascii: "t"): candidate = .true
    case UInt8(ascii: "a"): candidate = .array
    case UInt8(ascii: "r"): candidate = .real
    case UInt8(ascii: "f"): candidate = .false
    case UInt8(ascii: "p"): candidate = .plist
    default: return .unknown
    }
    let nameLength = candidate.nameLength
    let end = index + nameLength
    guard end < limit else { return .incomplete }
    guard word(at: index) & Self.mask(nameLength) == candidate.packedName,
      Self.endsName(buffer[end])
    else { return .unknown }
    return .element(candidate, end)
  }

  /// The 8 bytes at `index` as an integer, the first byte lowest.
  @inline(__always)
  private func word(at index: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(buffer + index).loadUnaligned(as: UInt64.self))
  }

  /// Keeps the low `count` bytes of a word (`count` below 8).
  @inline(__always)
  private static func mask(_ count: Int) -> UInt64 {
    (1 << UInt64(8 * count)) &- 1
  }

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

  /// Whether `</name>` of `element` is at `index` (which holds a `<`).
  @inline(__always)
  private func endTag(of element: PlistElement, at index: Int) -> CloseTag {
    let nameLength = element.nameLength
    let end = index + nameLength + 3
    guard end <= limit else { return .incomplete }
    guard buffer[index + 1] == UInt8(ascii: "/"),
      word(at: index + 2) & Self.mask(nameLength) == element.packedName,
      buffer[end - 1] == UInt8(ascii: ">")
    else { return .mismatch }
    return .end(end)
  }

  // MARK: - Buffer

  /// Moves unconsumed bytes to the front and reads more after them; false at the end.
  private mutating func refill() throws(PlistReadError) -> Bool {
    guard !exhausted else { return false }
    if position > 0 {
      let kept = limit - position
      if kept > 0 { memmove(buffer, buffer + position, kept) }
      discarded += Int64(position)
      limit = kept
      position = 0
    }
    if limit == capacity {
      guard capacity < Self.maximumTokenLength else {
        throw PlistReadError(offset: discarded, message: "an element longer than 256 MiB")
      }
      let grown = Self.allocate(capacity * 2)
      grown.update(from: buffer, count: limit)
      buffer.deallocate()
      buffer = grown
      capacity *= 2
    }
    let count = try reader.read(
      into: UnsafeMutableRawBufferPointer(start: buffer + limit, count: capacity - limit))
    guard count > 0 else {
      exhausted = true
      return false
    }
    limit += count
    return true
  }

  private func find(_ byte: UInt8, from start: Int) -> Int? {
    guard start < limit, let found = memchr(buffer + start, Int32(byte), limit - start) else {
      return nil
    }
    return UnsafeRawPointer(buffer).distance(to: found)
  }

  private func find(_ terminator: StaticString, from start: Int) -> Int? {
    let count = terminator.utf8CodeUnitCount
    var from = start
    while let index = find(terminator.utf8Start[0], from: from) {
      guard index + count <= limit else { return nil }
      if memcmp(buffer + index, terminator.utf8Start, count) == 0 { return index }
      from = index + 1
    }
    return nil
  }

  /// Whether the bytes at `index` start with `literal`; `nil` when too few bytes are here to say.
  private func startsWith(_ literal: StaticString, at index: Int) -> Bool? {
    let available = min(limit - index, literal.utf8CodeUnitCount)
    guard memcmp(buffer + index, literal.utf8Start, available) == 0 else { return false }
    return available == literal.utf8CodeUnitCount ? true : nil
  }

  // MARK: - Errors

  private func error(at index: Int, _ message: String) -> PlistReadError {
    PlistReadError(offset: discarded + Int64(index), message: message)
  }

  /// A short, printable quote of the bytes at `index`: a whole tag, or a few characters of text.
  private func excerpt(at index: Int) -> String {
    var end = index
    while end < limit && end < index + 32 && buffer[end] != UInt8(ascii: "\n") {
      end += 1
      if buffer[end - 1] == UInt8(ascii: ">") { break }
    }
    let text = String(
      decoding: UnsafeBufferPointer(start: buffer + index, count: end - index), as: UTF8.self)
    let printable = String(text.unicodeScalars.map { $0.value < 0x20 ? "?" : Character($0) })
    return printable.hasPrefix("<") ? printable : "'\(printable)'"
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  private static func endsName(_ byte: UInt8) -> Bool {
    isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
  }
}
