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
enum PlistElement: String, CaseIterable {
  case plist, dict, array, key, string, integer, real, date, data, `true`, `false`

  /// The element's index in `allCases`.
  var ordinal: Int {
    switch self {
    case .plist: 0
    case .dict: 1
    case .array: 2
    case .key: 3
    case .string: 4
    case .integer: 5
    case .real: 6
    case .date: 7
    case .data: 8
    case .true: 9
    case .false: 10
    }
  }

  /// The token an element whose content is text produces, or `nil` for containers and booleans.
  var textToken: PlistToken? {
    // Inlined: the lexer asks it for every text element; as a call it was 0.6% of a first start.
    @inline(__always) get {
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
  }
}

/// Every element's name as bytes, in one array, for comparing with a tag's bytes.
///
/// Reading `rawValue` a byte at a time costs ten times as much. The lexer keeps one of its
/// own, so the scan passes no global's once-check for every tag.
struct PlistElementNames {
  /// The names one after another, in `allCases` order.
  let bytes: [UInt8] = Array(PlistElement.allCases.map(\.rawValue).joined().utf8)
  /// Where each name starts in `bytes`, in `allCases` order, and where the last one ends.
  private let starts: [Int] = PlistElement.allCases.reduce(into: [0]) {
    $0.append($0.last! + $1.rawValue.utf8.count)
  }

  /// Where the name of `element` is in `bytes`.
  func range(of element: PlistElement) -> Range<Int> {
    starts[element.ordinal]..<starts[element.ordinal + 1]
  }
}
