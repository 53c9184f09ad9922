/// A parsed JSON document, for walking `expect` paths.
public enum JSONValue: Sendable, Equatable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The value at `path` (keys, array indexes, or `count`), or `nil` when there is none.
  public func value(at path: some Collection<String>) -> JSONValue? {
    guard let key = path.first else { return self }
    let rest = path.dropFirst()
    switch self {
    case .object(let members):
      if let member = members[key] { return member.value(at: rest) }
      return key == "count" && rest.isEmpty ? .number(Double(members.count)) : nil
    case .array(let items):
      if key == "count" || key == "length" {
        return rest.isEmpty ? .number(Double(items.count)) : nil
      }
      guard let index = Int(key), items.indices.contains(index) else { return nil }
      return items[index].value(at: rest)
    default:
      return nil
    }
  }

  /// The value as a person would write it in an `expect` line.
  public var text: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let value):
      value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    case .string(let value): value
    case .array(let items): "[" + items.map(\.text).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.keys.sorted().map { "\($0): \(members[$0]?.text ?? "")" }.joined(separator: ", ")
        + "}"
    }
  }

  /// Whether it is an empty string, array or object, or null.
  public var isEmpty: Bool {
    switch self {
    case .null: true
    case .string(let value): value.isEmpty
    case .array(let items): items.isEmpty
    case .object(let members): members.isEmpty
    default: false
    }
  }
}
