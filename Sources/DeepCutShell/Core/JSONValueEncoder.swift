import DeepCutKit

/// Turns a command's value into the `JSONValue` that `expect` checks, as encoding it to JSON
/// text (`Session.jsonText`) and reading that back with `JSONValueReader` gives, without the
/// text.
///
/// `expect` queries a command's value by path; encoding a whole document with `JSONEncoder`
/// and parsing it again was most of an `expect`. The value is encoded once into a `JSONTree`
/// (the tree `Session.jsonText` writes), whose values are then read as JSON reads them back:
/// numbers as the nearest `Double`, a key encoded twice with its last value, a value that
/// encoded nothing as `{}`. A value `JSONEncoder` refuses (a number that is not finite,
/// nothing at the top) is `nil` here too.
enum JSONValueEncoder {
  /// The value as JSON, or `nil` when it cannot be encoded.
  static func value(of value: some Encodable) -> JSONValue? {
    guard let tree = try? JSONTree(encoding: value, iso8601Dates: true) else { return nil }
    return Self.value(at: tree.root, of: tree)
  }

  private static func value(at index: Int, of tree: JSONTree) -> JSONValue {
    switch tree.value(at: index) {
    case .empty: return .object([:])
    case .null: return .null
    case .bool(let value): return .bool(value)
    case .integer(let value): return .number(Double(value))
    case .unsigned(let value): return .number(Double(value))
    case .double(let value): return .number(value)
    // Written as its own shortest text, which reads back as that `Double`.
    case .float(let value): return .number(Double("\(value)") ?? Double(value))
    case .string(let value): return .string(value)
    case .number(let text): return .number(Double(text) ?? 0)
    case .array:
      var items: [JSONValue] = []
      tree.forEachMember(of: index) { _, item in items.append(value(at: item, of: tree)) }
      return .array(items)
    case .object:
      var members: [String: JSONValue] = [:]
      tree.forEachMember(of: index) { key, member in members[key] = value(at: member, of: tree) }
      return .object(members)
    }
  }
}
