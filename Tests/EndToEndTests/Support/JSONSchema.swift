import Foundation

/// A parsed JSON document, with numbers and booleans kept apart.
enum JSONDocument: Decodable, Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONDocument])
  case object([String: JSONDocument])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONDocument].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONDocument].self))
    }
  }

  /// Parses one document (the whole of `text`).
  static func parse(_ text: String) throws -> JSONDocument {
    try JSONDecoder().decode(JSONDocument.self, from: Data(text.utf8))
  }

  var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .number(let value): "\(value)"
    case .string(let value): value.debugDescription
    case .array(let values): "[" + values.map(\.description).joined(separator: ",") + "]"
    case .object(let members):
      "{"
        + members.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription):\($0.value)" }
        .joined(separator: ",") + "}"
    }
  }

  subscript(key: String) -> JSONDocument? {
    if case .object(let members) = self { return members[key] }
    return nil
  }
}

/// A validator for the part of JSON Schema (2020-12) deepcut's schema uses: `type`,
/// `properties`, `required`, `additionalProperties`, `items`, `enum`, `const`, `minimum`,
/// `minItems`, `oneOf`, `anyOf`, `allOf`, and `$ref` to `#/$defs/…`.
///
/// Any other keyword in the schema is an error, so the schema cannot quietly rely on a
/// keyword this validator ignores.
struct JSONSchema {
  let root: JSONDocument

  private static let known: Set<String> = [
    "$schema", "$id", "$defs", "$ref", "$comment", "title", "description", "type", "properties",
    "required", "additionalProperties", "items", "enum", "const", "minimum", "minItems", "oneOf",
    "anyOf", "allOf",
  ]

  /// The problems with `document` (empty when it conforms), each with its JSON path.
  func problems(in document: JSONDocument) -> [String] {
    problems(document, against: root, at: "$")
  }

  private func problems(_ value: JSONDocument, against schema: JSONDocument, at path: String)
    -> [String]
  {
    guard case .object(let keywords) = schema else {
      return schema == .bool(true) ? [] : ["\(path): the schema is not an object"]
    }
    if let unknown = keywords.keys.first(where: { !Self.known.contains($0) }) {
      return ["\(path): the schema uses '\(unknown)', which this validator does not know"]
    }
    if case .string(let reference)? = keywords["$ref"] {
      let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
      guard let target = root["$defs"]?[name] else { return ["\(path): no $defs/\(name)"] }
      return problems(value, against: target, at: path)
    }
    var found: [String] = []
    if let type = keywords["type"], !Self.matches(value, type: type) {
      found.append("\(path): expected \(type), found \(value)")
      return found
    }
    if case .array(let options)? = keywords["enum"], !options.contains(value) {
      found.append("\(path): \(value) is not one of \(options)")
    }
    if let constant = keywords["const"], constant != value {
      found.append("\(path): expected \(constant), found \(value)")
    }
    if case .number(let minimum)? = keywords["minimum"], case .number(let number) = value,
      number < minimum
    {
      found.append("\(path): \(number) is below \(minimum)")
    }
    if case .object(let members) = value {
      found += objectProblems(members, keywords, at: path)
    }
    if case .array(let elements) = value {
      if case .number(let minimum)? = keywords["minItems"], Double(elements.count) < minimum {
        found.append("\(path): fewer than \(Int(minimum)) items")
      }
      if let items = keywords["items"] {
        for (index, element) in elements.enumerated() {
          found += problems(element, against: items, at: "\(path)[\(index)]")
        }
      }
    }
    if case .array(let options)? = keywords["oneOf"] {
      let passing = options.filter { problems(value, against: $0, at: path).isEmpty }.count
      if passing != 1 { found.append("\(path): matches \(passing) of oneOf's schemas, not 1") }
    }
    if case .array(let all)? = keywords["allOf"] {
      for schema in all { found += problems(value, against: schema, at: path) }
    }
    if case .array(let options)? = keywords["anyOf"],
      !options.contains(where: { problems(value, against: $0, at: path).isEmpty })
    {
      found.append("\(path): matches none of anyOf's schemas")
    }
    return found
  }

  private func objectProblems(
    _ members: [String: JSONDocument], _ keywords: [String: JSONDocument], at path: String
  ) -> [String] {
    var found: [String] = []
    if case .array(let required)? = keywords["required"] {
      for case .string(let key) in required where members[key] == nil {
        found.append("\(path): missing '\(key)'")
      }
    }
    var properties: [String: JSONDocument] = [:]
    if case .object(let declared)? = keywords["properties"] { properties = declared }
    for (key, member) in members.sorted(by: { $0.key < $1.key }) {
      if let schema = properties[key] {
        found += problems(member, against: schema, at: "\(path).\(key)")
      } else if let additional = keywords["additionalProperties"] {
        if additional == .bool(false) {
          found.append("\(path): unexpected '\(key)'")
        } else {
          found += problems(member, against: additional, at: "\(path).\(key)")
        }
      }
    }
    return found
  }

  private static func matches(_ value: JSONDocument, type: JSONDocument) -> Bool {
    switch type {
    case .array(let types): return types.contains { matches(value, type: $0) }
    case .string(let name):
      switch (name, value) {
      case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
        ("array", .array), ("object", .object):
        return true
      case ("integer", .number(let number)): return number.rounded() == number
      default: return false
      }
    default: return false
    }
  }
}
