#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One token of an XML property list, as `PlistLexer` reads it.
///
/// Text elements (`key`, `string`, `integer`, `real`, `date`, `data`) come as one token each,
/// their text left in the lexer until the next token; containers come as start and end tokens,
/// and an empty element (`<dict/>`) as a start immediately followed by its end.
enum PlistToken: Hashable {
  case plistStart, plistEnd
  case dictStart, dictEnd
  case arrayStart, arrayEnd
  case key, string, integer, real, date, data
  case bool(Bool)
  case endOfFile

  /// How the token reads in an error message (`<dict>`, `</array>`, `end of file`).
  var description: String {
    switch self {
    case .plistStart: "<plist>"
    case .plistEnd: "</plist>"
    case .dictStart: "<dict>"
    case .dictEnd: "</dict>"
    case .arrayStart: "<array>"
    case .arrayEnd: "</array>"
    case .key: "<key>"
    case .string: "<string>"
    case .integer: "<integer>"
    case .real: "<real>"
    case .date: "<date>"
    case .data: "<data>"
    case .bool(let value): value ? "<true/>" : "<false/>"
    case .endOfFile: "end of file"
    }
  }

  /// Whether the token is a whole value by itself (anything but a container or a key).
  var isScalarValue: Bool {
    switch self {
    case .string, .integer, .real, .date, .data, .bool: true
    default: false
    }
  }
}

/// The element names of the plist subset; anything else is an error.
enum PlistElement: CaseIterable {
  case plist, dict, array, key, string, integer, real, date, data, `true`, `false`

  /// The element's name as it appears between `<` and `>`.
  var name: StaticString {
    switch self {
    case .plist: "plist"
    case .dict: "dict"
    case .array: "array"
    case .key: "key"
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .date: "date"
    case .data: "data"
    case .true: "true"
    case .false: "false"
    }
  }

  /// The token an element whose content is text produces, or `nil` for containers and booleans.
  var textToken: PlistToken? {
    switch self {
    case .key: .key
    case .string: .string
    case .integer: .integer
    case .real: .real
    case .date: .date
    case .data: .data
    default: nil
    }
  }

  /// The element named by `count` bytes at `name`, or `nil` for a name outside the subset.
  init?(name: UnsafePointer<UInt8>, count: Int) {
    // Length and one or two letters pick the only candidate; one memcmp confirms it. This runs
    // for every tag in the file, so it allocates nothing.
    guard count >= 3 else { return nil }
    let candidate: PlistElement
    switch (count, name[0]) {
    case (3, UInt8(ascii: "k")): candidate = .key
    case (4, UInt8(ascii: "d")):
      candidate = name[1] == UInt8(ascii: "i") ? .dict : name[3] == UInt8(ascii: "e") ? .date : .data
    case (4, UInt8(ascii: "r")): candidate = .real
    case (4, UInt8(ascii: "t")): candidate = .true
    case (5, UInt8(ascii: "p")): candidate = .plist
    case (5, UInt8(ascii: "a")): candidate = .array
    case (5, UInt8(ascii: "f")): candidate = .false
    case (6, UInt8(ascii: "s")): candidate = .string
    case (7, UInt8(ascii: "i")): candidate = .integer
    default: return nil
    }
    guard candidate.matches(name, count) else { return nil }
    self = candidate
  }

  /// Whether `count` bytes at `bytes` spell this element's name.
  func matches(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    let name = self.name
    guard name.utf8CodeUnitCount == count else { return false }
    return memcmp(bytes, name.utf8Start, count) == 0
  }
}
