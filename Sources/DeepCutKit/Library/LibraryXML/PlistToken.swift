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
  @inline(__always)
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
  @inline(__always)
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

  /// The name's bytes packed into an integer, the first byte lowest (`key` is `0x79656B`): with
  /// the buffer's bytes loaded the same way, one comparison recognizes a name.
  @inline(__always)
  var packedName: UInt64 {
    switch self {
    case .plist: 0x74_7369_6C70
    case .dict: 0x7463_6964
    case .array: 0x79_6172_7261
    case .key: 0x79_656B
    case .string: 0x676E_6972_7473
    case .integer: 0x72_6567_6574_6E69
    case .real: 0x6C61_6572
    case .date: 0x6574_6164
    case .data: 0x6174_6164
    case .true: 0x6575_7274
    case .false: 0x65_736C_6166
    }
  }

  /// The length of the name in bytes.
  @inline(__always)
  var nameLength: Int {
    switch self {
    case .key: 3
    case .dict, .real, .date, .data, .true: 4
    case .plist, .array, .false: 5
    case .string: 6
    case .integer: 7
    }
  }

  /// The element whose packed name is `packedName`, or `nil` for a name outside the subset.
  init?(packedName: UInt64) {
    switch packedName {
    case 0x79_656B: self = .key
    case 0x676E_6972_7473: self = .string
    case 0x72_6567_6574_6E69: self = .integer
    case 0x6574_6164: self = .date
    case 0x7463_6964: self = .dict
    case 0x6575_7274: self = .true
    case 0x79_6172_7261: self = .array
    case 0x6174_6164: self = .data
    case 0x6C61_6572: self = .real
    case 0x65_736C_6166: self = .false
    case 0x74_7369_6C70: self = .plist
    default: return nil
    }
  }
}
