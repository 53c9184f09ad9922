/// A unit the scanner reads: a byte of plain ASCII text, or a `Character`.
protocol LineUnit: Equatable {
  static var space: Self { get }
  static var tab: Self { get }
  static var semicolon: Self { get }
  static var hash: Self { get }
  static var singleQuote: Self { get }
  static var doubleQuote: Self { get }
  static var backslash: Self { get }
  static var dollar: Self { get }
  static var backtick: Self { get }
  /// Whether it is a letter or a number (a quote after one is an apostrophe).
  var isLetterOrNumber: Bool { get }
  /// Its first scalar's value, for rejecting control characters.
  var firstScalar: UInt32 { get }
  var character: Character { get }
  /// The text of a word's units.
  static func text(_ units: some Collection<Self>) -> String
  /// Where the run of ordinary units from `index` on ends: printable text that is none of the
  /// grammar's marks, which the scanner takes into the word at once (`index` when there is
  /// no such shortcut for the unit).
  static func endOfOrdinaryRun<Units: RandomAccessCollection>(in units: Units, from index: Int)
    -> Int
  where Units.Element == Self, Units.Index == Int
}

extension UInt8: LineUnit {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let semicolon = UInt8(ascii: ";")
  static let hash = UInt8(ascii: "#")
  static let singleQuote = UInt8(ascii: "'")
  static let doubleQuote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let dollar = UInt8(ascii: "$")
  static let backtick = UInt8(ascii: "`")
  /// In ASCII, `Character`'s letters and numbers are exactly these.
  var isLetterOrNumber: Bool {
    (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
  }
  var firstScalar: UInt32 { UInt32(self) }
  var character: Character { Character(Unicode.Scalar(self)) }
  static func text(_ units: some Collection<UInt8>) -> String {
    String(decoding: units, as: UTF8.self)
  }

  /// Printable ASCII (`!` to `~`) but `"`, `#`, `'`, `;` and `\`, as bits: the low word for
  /// bytes below 64, the high word for the rest.
  private static let ordinary: (low: UInt64, high: UInt64) = {
    var bits: (low: UInt64, high: UInt64) = (0, 0)
    for byte in UInt8(ascii: "!")...UInt8(ascii: "~") where !"\"#';\\".utf8.contains(byte) {
      if byte < 64 { bits.low |= 1 << byte } else { bits.high |= 1 << (byte - 64) }
    }
    return bits
  }()

  static func endOfOrdinaryRun<Units: RandomAccessCollection>(in units: Units, from index: Int)
    -> Int
  where Units.Element == UInt8, Units.Index == Int {
    let (low, high) = ordinary
    var end = index
    while end < units.endIndex {
      let byte = units[end]
      guard ((byte < 64 ? low : high) >> (byte & 63)) & 1 != 0 else { break }
      end += 1
    }
    return end
  }
}

extension Character: LineUnit {
  static let space: Character = " "
  static let tab: Character = "\t"
  static let semicolon: Character = ";"
  static let hash: Character = "#"
  static let singleQuote: Character = "'"
  static let doubleQuote: Character = "\""
  static let backslash: Character = "\\"
  static let dollar: Character = "$"
  static let backtick: Character = "`"
  var isLetterOrNumber: Bool { isLetter || isNumber }
  var firstScalar: UInt32 { unicodeScalars.first?.value ?? 0 }
  var character: Character { self }
  static func text(_ units: some Collection<Character>) -> String { String(units) }

  static func endOfOrdinaryRun<Units: RandomAccessCollection>(in units: Units, from index: Int)
    -> Int
  where Units.Element == Character, Units.Index == Int { index }
}
