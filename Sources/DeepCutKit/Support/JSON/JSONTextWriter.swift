import Foundation

/// Writes a `JSONTree` as the bytes `JSONEncoder` writes with `.sortedKeys`: compact, object
/// keys in UTF-8 byte order, strings escaped as it escapes them, numbers as it prints them.
///
/// Byte for byte the same (`JSONTextAgreementTests` holds it to that), so that output,
/// files and scripts that read them see no difference; at a fraction of the cost, because
/// the tree costs no allocation per value and nothing here is dispatched dynamically.
public struct JSONTextWriter: ~Copyable {
  /// Whether `/` is written `\/` (`JSONEncoder`'s default) or as itself
  /// (`.withoutEscapingSlashes`).
  public var escapesSlashes: Bool
  private var buffer = ByteBuffer()

  public init(escapesSlashes: Bool) {
    self.escapesSlashes = escapesSlashes
  }

  /// The bytes written so far.
  public var bytes: [UInt8] { buffer.array }
  /// The bytes written so far, as `Data`.
  public var data: Data { buffer.data }
  /// How many bytes are written.
  public var count: Int { buffer.count }

  /// Makes room for `count` bytes in all.
  public mutating func reserveCapacity(_ count: Int) {
    buffer.reserveCapacity(count)
  }

  /// The text of `value`, as `JSONEncoder` with `.sortedKeys` (plus `.withoutEscapingSlashes`
  /// unless `escapesSlashes`, and `.iso8601` dates when `iso8601Dates`) writes it.
  public static func text(
    of value: some Encodable, escapesSlashes: Bool, iso8601Dates: Bool
  ) throws -> [UInt8] {
    let tree = try JSONTree(encoding: value, iso8601Dates: iso8601Dates)
    var writer = JSONTextWriter(escapesSlashes: escapesSlashes)
    // About a key and a short value per node: one allocation for most documents.
    writer.reserveCapacity(16 * tree.nodes.count)
    writer.write(tree, at: tree.root)
    return writer.bytes
  }

  /// Appends the value at `index` of `tree`.
  public mutating func write(_ tree: JSONTree, at index: Int) {
    switch tree.value(at: index) {
    case .empty: append("{}")
    case .null: append("null")
    case .bool(let value): append(value ? "true" : "false")
    case .integer(let value): writeInteger(value)
    case .unsigned(let value): writeDigits(of: value)
    case .double(let value): writeNumber(value.description)
    case .float(let value): writeNumber(value.description)
    case .string(let value): writeString(value)
    case .number(let text): append(text)
    case .array: writeArray(tree, at: index)
    case .object: writeObject(tree, at: index)
    }
  }

  private mutating func writeArray(_ tree: JSONTree, at index: Int) {
    buffer.append(UInt8(ascii: "["))
    var first = true
    tree.forEachMember(of: index) { _, item in
      if !first { buffer.append(UInt8(ascii: ",")) }
      first = false
      write(tree, at: item)
    }
    buffer.append(UInt8(ascii: "]"))
  }

  /// An object's members sorted by key; a key encoded twice keeps its last value, as in the
  /// dictionary `JSONEncoder` keeps.
  private mutating func writeObject(_ tree: JSONTree, at index: Int) {
    var members: [(key: String, index: Int)] = []
    tree.forEachMember(of: index) { key, member in members.append((key, member)) }
    members.sort { a, b in
      a.key == b.key ? a.index < b.index : a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
    }
    buffer.append(UInt8(ascii: "{"))
    var first = true
    for (position, member) in members.enumerated() {
      if position + 1 < members.count, members[position + 1].key == member.key { continue }
      if !first { buffer.append(UInt8(ascii: ",")) }
      first = false
      writeString(member.key)
      buffer.append(UInt8(ascii: ":"))
      write(tree, at: member.index)
    }
    buffer.append(UInt8(ascii: "}"))
  }

  // Writing directly, for a document whose shape is known (`FeedCacheWriter`): the same
  // bytes the tree would give, without building the tree.

  /// Appends `text` as it is: punctuation, a key in quotes, `null`.
  public mutating func append(_ text: StaticString) {
    buffer.append(text)
  }

  /// Appends bytes already written as JSON (by another writer).
  public mutating func append(_ text: [UInt8]) {
    buffer.append(text)
  }

  /// Appends a string's UTF-8 as it is.
  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { buffer.append($0) }
  }

  /// Appends an integer.
  public mutating func writeInteger(_ value: Int) {
    writeInteger(Int64(value))
  }

  /// Appends a finite `Double` as `JSONEncoder` prints it (a `Date` is its seconds since 2001).
  public mutating func writeDouble(_ value: Double) {
    writeNumber(value.description)
  }

  /// A float's shortest text, less a trailing `.0` (`3.0` is `3`), as `JSONEncoder` does.
  private mutating func writeNumber(_ text: String) {
    var text = text
    if text.hasSuffix(".0") { text.removeLast(2) }
    append(text)
  }

  private mutating func writeInteger(_ value: Int64) {
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    writeDigits(of: value.magnitude)
  }

  /// The digits are written last to first, in place.
  private mutating func writeDigits(of value: UInt64) {
    if value < 10 {
      buffer.append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    buffer.append(UInt8(ascii: "0"), count: count)
    var position = buffer.count
    rest = value
    while rest > 0 {
      position -= 1
      buffer[position] += UInt8(rest % 10)
      rest /= 10
    }
  }

  /// A string in quotes: `"` and `\` escaped, control characters as `\b \f \n \r \t` or
  /// `\u00XX`, `/` as `\/` when `escapesSlashes`; everything else (all of Unicode) as is.
  public mutating func writeString(_ string: String) {
    buffer.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { utf8 in
      if JSONEscaping.isPlain(utf8, slashes: escapesSlashes) {
        buffer.append(utf8)
      } else {
        JSONEscaping.appendEscaped(utf8, slashes: escapesSlashes, to: &buffer)
      }
    }
    buffer.append(UInt8(ascii: "\""))
  }
}
