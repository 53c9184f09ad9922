import Foundation

/// Turns a command's value into the `JSONValue` that `expect` checks, as encoding it to JSON
/// text (`Session.jsonText`'s encoder) and reading that back with `JSONValueReader` gives,
/// without the text.
///
/// `expect` queries a command's value by path; encoding a whole document with `JSONEncoder`
/// and parsing it again was most of an `expect`. Values `JSONEncoder` writes in a form of its
/// own (dates, data, URLs, decimals) go through it alone, so they come out the same; a value
/// it refuses (a number that is not finite) is `nil` here too.
enum JSONValueEncoder {
  /// The value as JSON, or `nil` when it cannot be encoded.
  static func value(of value: some Encodable) -> JSONValue? {
    let slot = Slot()
    do {
      try encode(value, into: slot, at: [])
    } catch {
      return nil
    }
    // As `JSONEncoder`, a value that encodes nothing is refused at the top (inside another,
    // it is an empty object).
    if case .unset = slot.content { return nil }
    return slot.value
  }

  fileprivate static func encode<Value: Encodable>(
    _ value: Value, into slot: Slot, at codingPath: [any CodingKey]
  ) throws {
    switch value {
    case is Date, is Data, is URL, is Decimal:
      slot.content = .value(try written(value))
    default:
      try value.encode(to: TreeEncoder(slot: slot, codingPath: codingPath))
    }
  }

  /// A value as `JSONEncoder` writes it (with `Session`'s options), read back.
  private static func written(_ value: some Encodable) throws -> JSONValue {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    let data = try encoder.encode(value)
    guard
      let read = data.withUnsafeBytes({
        JSONValueReader.value(of: $0.bindMemory(to: UInt8.self))
      })
    else { throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "")) }
    return read
  }

  /// A number as JSON reads it back: finite, or refused as `JSONEncoder` refuses it.
  fileprivate static func number(_ value: Double) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not finite"))
    }
    return .number(value)
  }

  /// A `Float` is written as its own shortest text, which reads back as that `Double`.
  fileprivate static func number(_ value: Float) throws -> JSONValue {
    guard value.isFinite, let read = Double("\(value)") else {
      throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not finite"))
    }
    return .number(read)
  }
}

/// One value being built: containers hold slots, filled as the value encodes itself.
private final class Slot {
  enum Content {
    case unset
    case value(JSONValue)
    case object(ObjectSlots)
    case array(ArraySlots)
  }

  var content = Content.unset

  /// The finished value; a value that encoded nothing is an empty object, as in `JSONEncoder`.
  var value: JSONValue {
    switch content {
    case .unset: .object([:])
    case .value(let value): value
    case .object(let object): .object(object.members.mapValues(\.value))
    case .array(let array): .array(array.items.map(\.value))
    }
  }

  var object: ObjectSlots {
    if case .object(let object) = content { return object }
    let object = ObjectSlots()
    content = .object(object)
    return object
  }

  var array: ArraySlots {
    if case .array(let array) = content { return array }
    let array = ArraySlots()
    content = .array(array)
    return array
  }
}

private final class ObjectSlots {
  var members: [String: Slot] = [:]

  func slot(_ key: some CodingKey) -> Slot {
    let slot = Slot()
    members[key.stringValue] = slot
    return slot
  }
}

private final class ArraySlots {
  var items: [Slot] = []

  func append() -> Slot {
    let slot = Slot()
    items.append(slot)
    return slot
  }
}

private struct TreeEncoder: Encoder {
  let slot: Slot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(KeyedSlots<Key>(object: slot.object, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedSlots(array: slot.array, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleSlot(slot: slot, codingPath: codingPath)
  }
}

private struct KeyedSlots<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let object: ObjectSlots
  let codingPath: [any CodingKey]

  private func set(_ value: JSONValue, _ key: Key) { object.slot(key).content = .value(value) }

  mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(try JSONValueEncoder.number(value), key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(try JSONValueEncoder.number(value), key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(Double(value)), key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { set(.number(Double(value)), key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { set(.number(Double(value)), key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { set(.number(Double(value)), key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(Double(value)), key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { set(.number(Double(value)), key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.number(Double(value)), key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.number(Double(value)), key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.number(Double(value)), key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(Double(value)), key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try JSONValueEncoder.encode(value, into: object.slot(key), at: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(
      KeyedSlots<NestedKey>(object: object.slot(key).object, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    UnkeyedSlots(array: object.slot(key).array, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(slot: object.slot(SuperKey.super), codingPath: codingPath + [SuperKey.super])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(slot: object.slot(key), codingPath: codingPath + [key])
  }
}

/// The key `superEncoder()` encodes under, as in `JSONEncoder`.
private enum SuperKey: String, CodingKey { case `super` }

private struct UnkeyedSlots: UnkeyedEncodingContainer {
  let array: ArraySlots
  let codingPath: [any CodingKey]
  var count: Int { array.items.count }

  private func append(_ value: JSONValue) { array.append().content = .value(value) }

  mutating func encodeNil() throws { append(.null) }
  mutating func encode(_ value: Bool) throws { append(.bool(value)) }
  mutating func encode(_ value: String) throws { append(.string(value)) }
  mutating func encode(_ value: Double) throws { append(try JSONValueEncoder.number(value)) }
  mutating func encode(_ value: Float) throws { append(try JSONValueEncoder.number(value)) }
  mutating func encode(_ value: Int) throws { append(.number(Double(value))) }
  mutating func encode(_ value: Int8) throws { append(.number(Double(value))) }
  mutating func encode(_ value: Int16) throws { append(.number(Double(value))) }
  mutating func encode(_ value: Int32) throws { append(.number(Double(value))) }
  mutating func encode(_ value: Int64) throws { append(.number(Double(value))) }
  mutating func encode(_ value: UInt) throws { append(.number(Double(value))) }
  mutating func encode(_ value: UInt8) throws { append(.number(Double(value))) }
  mutating func encode(_ value: UInt16) throws { append(.number(Double(value))) }
  mutating func encode(_ value: UInt32) throws { append(.number(Double(value))) }
  mutating func encode(_ value: UInt64) throws { append(.number(Double(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try JSONValueEncoder.encode(value, into: array.append(), at: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(
      KeyedSlots<NestedKey>(object: array.append().object, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedSlots(array: array.append().array, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(slot: array.append(), codingPath: codingPath)
  }
}

private struct SingleSlot: SingleValueEncodingContainer {
  let slot: Slot
  let codingPath: [any CodingKey]

  private func set(_ value: JSONValue) { slot.content = .value(value) }

  mutating func encodeNil() throws { set(.null) }
  mutating func encode(_ value: Bool) throws { set(.bool(value)) }
  mutating func encode(_ value: String) throws { set(.string(value)) }
  mutating func encode(_ value: Double) throws { set(try JSONValueEncoder.number(value)) }
  mutating func encode(_ value: Float) throws { set(try JSONValueEncoder.number(value)) }
  mutating func encode(_ value: Int) throws { set(.number(Double(value))) }
  mutating func encode(_ value: Int8) throws { set(.number(Double(value))) }
  mutating func encode(_ value: Int16) throws { set(.number(Double(value))) }
  mutating func encode(_ value: Int32) throws { set(.number(Double(value))) }
  mutating func encode(_ value: Int64) throws { set(.number(Double(value))) }
  mutating func encode(_ value: UInt) throws { set(.number(Double(value))) }
  mutating func encode(_ value: UInt8) throws { set(.number(Double(value))) }
  mutating func encode(_ value: UInt16) throws { set(.number(Double(value))) }
  mutating func encode(_ value: UInt32) throws { set(.number(Double(value))) }
  mutating func encode(_ value: UInt64) throws { set(.number(Double(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try JSONValueEncoder.encode(value, into: slot, at: codingPath)
  }
}
