/// Adds keyed members to an object node of a `JSONTree`.
struct JSONTreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let tree: JSONTree
  let index: Int

  var codingPath: [any CodingKey] { tree.codingPath(to: index) }

  @discardableResult
  private func add(_ value: JSONTree.Value, _ key: Key) -> Int {
    tree.append(value, key: key.stringValue, to: index)
  }

  mutating func encodeNil(forKey key: Key) throws { add(.null, key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { add(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { add(.string(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    add(try JSONTree.finite(value), key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    add(try JSONTree.finite(value), key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { add(.integer(Int64(value)), key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { add(.integer(Int64(value)), key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    add(.integer(Int64(value)), key)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    add(.integer(Int64(value)), key)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws { add(.integer(value), key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    add(.unsigned(UInt64(value)), key)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    add(.unsigned(UInt64(value)), key)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    add(.unsigned(UInt64(value)), key)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    add(.unsigned(UInt64(value)), key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { add(.unsigned(value), key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try tree.encode(value, at: add(.empty, key))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(JSONTreeKeyedContainer<NestedKey>(tree: tree, index: add(.object, key)))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    JSONTreeUnkeyedContainer(tree: tree, index: add(.array, key))
  }

  mutating func superEncoder() -> any Encoder {
    JSONTreeEncoder(
      tree: tree, index: tree.append(.empty, key: JSONTreeKey.super.stringValue, to: index))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    JSONTreeEncoder(tree: tree, index: add(.empty, key))
  }
}

/// Appends items to an array node of a `JSONTree`.
struct JSONTreeUnkeyedContainer: UnkeyedEncodingContainer {
  let tree: JSONTree
  let index: Int

  var codingPath: [any CodingKey] { tree.codingPath(to: index) }
  var count: Int { tree.memberCount(of: index) }

  @discardableResult
  private func add(_ value: JSONTree.Value) -> Int {
    tree.append(value, key: "", to: index)
  }

  mutating func encodeNil() throws { add(.null) }
  mutating func encode(_ value: Bool) throws { add(.bool(value)) }
  mutating func encode(_ value: String) throws { add(.string(value)) }
  mutating func encode(_ value: Double) throws { add(try JSONTree.finite(value)) }
  mutating func encode(_ value: Float) throws { add(try JSONTree.finite(value)) }
  mutating func encode(_ value: Int) throws { add(.integer(Int64(value))) }
  mutating func encode(_ value: Int8) throws { add(.integer(Int64(value))) }
  mutating func encode(_ value: Int16) throws { add(.integer(Int64(value))) }
  mutating func encode(_ value: Int32) throws { add(.integer(Int64(value))) }
  mutating func encode(_ value: Int64) throws { add(.integer(value)) }
  mutating func encode(_ value: UInt) throws { add(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt8) throws { add(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt16) throws { add(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt32) throws { add(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt64) throws { add(.unsigned(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try tree.encode(value, at: add(.empty))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(JSONTreeKeyedContainer<NestedKey>(tree: tree, index: add(.object)))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    JSONTreeUnkeyedContainer(tree: tree, index: add(.array))
  }

  mutating func superEncoder() -> any Encoder {
    JSONTreeEncoder(tree: tree, index: add(.empty))
  }
}
