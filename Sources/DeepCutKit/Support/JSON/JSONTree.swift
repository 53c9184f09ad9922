/// A JSON document as `JSONTreeEncoder` builds it: every value in one array, containers
/// linking their members, so that building one costs no allocation per value.
///
/// `JSONEncoder` builds a tree of enums and dictionaries (and a class per container) and then
/// writes it; this tree is written by `JSONTextWriter` (the same bytes) or read by whoever
/// needs the values (`expect`'s queries). Numbers keep the form they were encoded in, so
/// that they are written as `JSONEncoder` writes them.
public final class JSONTree {
  /// What one value is.
  public enum Value {
    /// Nothing encoded yet: `{}` inside a document, as `JSONEncoder` writes it.
    case empty
    case null
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    case float(Float)
    case string(String)
    /// A number written as this text (a `Decimal`).
    case number(String)
    case array
    case object
  }

  struct Node {
    var value: Value
    /// The member's key, when its container is an object.
    var key: String
    var parent: Int
    var firstChild = -1
    var lastChild = -1
    var nextSibling = -1
  }

  /// Unchecked: one encoder uses a tree at a time, and the dynamic exclusivity checks were a
  /// third of the cost of adding a node.
  @exclusivity(unchecked) private(set) var nodes: [Node] = []
  /// Whether dates are encoded as ISO 8601 strings (see `init(encoding:iso8601Dates:)`).
  var iso8601Dates = false

  /// The document's value.
  public let root = 0

  init() {
    nodes.reserveCapacity(64)
    nodes.append(Node(value: .empty, key: "", parent: -1))
  }

  /// The value at `index`.
  public func value(at index: Int) -> Value { nodes[index].value }

  /// Calls `body` with each member of the array or object at `index`, in the order they
  /// were encoded (keys are `""` in an array).
  public func forEachMember(of index: Int, _ body: (_ key: String, _ index: Int) throws -> Void)
    rethrows
  {
    var child = nodes[index].firstChild
    while child >= 0 {
      try body(nodes[child].key, child)
      child = nodes[child].nextSibling
    }
  }

  /// How many members the array or object at `index` has (keys encoded twice count twice).
  func memberCount(of index: Int) -> Int {
    var count = 0
    forEachMember(of: index) { _, _ in count += 1 }
    return count
  }

  func set(_ value: Value, at index: Int) {
    nodes[index].value = value
  }

  /// Makes the value at `index` an object (keeping the members it has if it is one).
  func makeObject(_ index: Int) {
    if case .object = nodes[index].value { return }
    clearMembers(of: index)
    nodes[index].value = .object
  }

  /// Makes the value at `index` an array (keeping the items it has if it is one).
  func makeArray(_ index: Int) {
    if case .array = nodes[index].value { return }
    clearMembers(of: index)
    nodes[index].value = .array
  }

  /// Adds a member to the container at `index`; returns the new member's index.
  func append(_ value: Value, key: String, to index: Int) -> Int {
    let child = nodes.count
    nodes.append(Node(value: value, key: key, parent: index))
    let last = nodes[index].lastChild
    if last >= 0 {
      nodes[last].nextSibling = child
    } else {
      nodes[index].firstChild = child
    }
    nodes[index].lastChild = child
    return child
  }

  private func clearMembers(of index: Int) {
    nodes[index].firstChild = -1
    nodes[index].lastChild = -1
  }

  /// The coding path down to `index`: object keys, and array positions as `intValue` keys.
  func codingPath(to index: Int) -> [any CodingKey] {
    var path: [any CodingKey] = []
    var node = index
    while nodes[node].parent >= 0 {
      let parent = nodes[node].parent
      if case .array = nodes[parent].value {
        var position = 0
        var child = nodes[parent].firstChild
        while child >= 0, child != node {
          position += 1
          child = nodes[child].nextSibling
        }
        path.append(JSONTreeKey(intValue: position))
      } else {
        path.append(JSONTreeKey(stringValue: nodes[node].key))
      }
      node = parent
    }
    return path.reversed()
  }
}

/// A key of `JSONTree.codingPath(to:)`, and the `super` key of `superEncoder()`.
struct JSONTreeKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }

  static let `super` = JSONTreeKey(stringValue: "super")
}
