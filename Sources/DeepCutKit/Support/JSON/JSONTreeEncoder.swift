import Foundation

extension JSONTree {
  /// The tree of `value` as `JSONEncoder` would build it, or an error where it throws (a
  /// number that is not finite, a value that encodes nothing at the top).
  ///
  /// - Parameter iso8601Dates: dates as ISO 8601 strings (`.iso8601`); otherwise as `Date`
  ///   encodes itself, seconds since 2001 (`.deferredToDate`, the default).
  public convenience init(encoding value: some Encodable, iso8601Dates: Bool) throws {
    self.init()
    self.iso8601Dates = iso8601Dates
    try encode(value, at: root)
    if case .empty = self.value(at: root) {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "Top-level value encoded nothing"))
    }
  }

  /// Encodes `value` into the node at `index`; the values `JSONEncoder` writes in a form of
  /// its own (dates, data, URLs, decimals) take that form.
  func encode<Value: Encodable>(_ value: Value, at index: Int) throws {
    if Value.self == Date.self, iso8601Dates, let date = value as? Date {
      set(.string(date.formatted(.iso8601)), at: index)
    } else if Value.self == Data.self, let data = value as? Data {
      set(.string(data.base64EncodedString()), at: index)
    } else if Value.self == URL.self, let url = value as? URL {
      set(.string(url.absoluteString), at: index)
    } else if Value.self == Decimal.self, let decimal = value as? Decimal {
      set(.number(decimal.description), at: index)
    } else {
      try value.encode(to: JSONTreeEncoder(tree: self, index: index))
    }
  }

  /// A `Double` as `JSONEncoder` takes it: finite, or refused.
  static func finite(_ value: Double) throws -> Value {
    guard value.isFinite else { throw notFinite(value) }
    return .double(value)
  }

  /// A `Float` as `JSONEncoder` takes it: finite, or refused.
  static func finite(_ value: Float) throws -> Value {
    guard value.isFinite else { throw notFinite(value) }
    return .float(value)
  }

  private static func notFinite(_ value: some Any) -> EncodingError {
    EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not finite"))
  }
}

/// Encodes a value into one node of a `JSONTree`.
struct JSONTreeEncoder: Encoder {
  let tree: JSONTree
  let index: Int

  var codingPath: [any CodingKey] { tree.codingPath(to: index) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    tree.makeObject(index)
    return KeyedEncodingContainer(JSONTreeKeyedContainer<Key>(tree: tree, index: index))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    tree.makeArray(index)
    return JSONTreeUnkeyedContainer(tree: tree, index: index)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONTreeSingleValueContainer(tree: tree, index: index)
  }
}

/// Sets the one value of a node.
struct JSONTreeSingleValueContainer: SingleValueEncodingContainer {
  let tree: JSONTree
  let index: Int

  var codingPath: [any CodingKey] { tree.codingPath(to: index) }

  private func set(_ value: JSONTree.Value) { tree.set(value, at: index) }

  mutating func encodeNil() throws { set(.null) }
  mutating func encode(_ value: Bool) throws { set(.bool(value)) }
  mutating func encode(_ value: String) throws { set(.string(value)) }
  mutating func encode(_ value: Double) throws { set(try JSONTree.finite(value)) }
  mutating func encode(_ value: Float) throws { set(try JSONTree.finite(value)) }
  mutating func encode(_ value: Int) throws { set(.integer(Int64(value))) }
  mutating func encode(_ value: Int8) throws { set(.integer(Int64(value))) }
  mutating func encode(_ value: Int16) throws { set(.integer(Int64(value))) }
  mutating func encode(_ value: Int32) throws { set(.integer(Int64(value))) }
  mutating func encode(_ value: Int64) throws { set(.integer(value)) }
  mutating func encode(_ value: UInt) throws { set(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt8) throws { set(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt16) throws { set(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt32) throws { set(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt64) throws { set(.unsigned(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try tree.encode(value, at: index)
  }
}
