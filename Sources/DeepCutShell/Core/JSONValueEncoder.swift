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
    document(of: value).map { Self.value(at: $0.root, of: $0) }
  }

  /// The value encoded, for `value(at:in:)`; `nil` when it cannot be encoded.
  static func document(of value: some Encodable) -> JSONTree? {
    try? JSONTree(encoding: value, iso8601Dates: true)
  }

  /// What `JSONValue.value(at:)` finds at `path` in the document's value, building only that
  /// part: a query names one field of a listing of hundreds.
  static func value(at path: some Collection<String>, in tree: JSONTree) -> JSONValue? {
    var index = tree.root
    var rest = path[...]
    while let key = rest.first {
      rest = rest.dropFirst()
      switch tree.value(at: index) {
      case .object, .empty:
        // A key encoded twice reads back as its last value.
        var found: Int?
        tree.forEachMember(of: index) { member, at in if member == key { found = at } }
        if let found {
          index = found
          continue
        }
        guard key == "count", rest.isEmpty else { return nil }
        var keys: Set<String> = []
        tree.forEachMember(of: index) { member, _ in keys.insert(member) }
        return .number(Double(keys.count))
      case .array:
        let wanted = Int(key)
        var count = 0
        var picked: Int?
        tree.forEachMember(of: index) { _, item in
          if count == wanted { picked = item }
          count += 1
        }
        if key == "count" || key == "length" {
          return rest.isEmpty ? .number(Double(count)) : nil
        }
        guard let picked else { return nil }
        index = picked
      default:
        return nil
      }
    }
    return value(at: index, of: tree)
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
