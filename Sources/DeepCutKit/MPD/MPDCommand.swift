/// One MPD command and its arguments, written as the protocol requires.
///
/// Every argument is quoted: `"` around it, and a backslash before each `\` and `"` inside
/// (as libmpdclient's quote.c and python-mpd2 do). Other bytes, UTF-8 included, go as they are;
/// a URI is sent with exactly the bytes MPD reported, so NFD and NFC names stay apart.
public struct MPDCommand: Hashable, Sendable, CustomStringConvertible {
  /// The command word (lower-case ASCII, as MPD requires).
  public var name: String
  public var arguments: [String]

  public init(_ name: String, _ arguments: [String] = []) {
    self.name = name
    self.arguments = arguments
  }

  /// The command word, for messages: `addid`.
  public var description: String { name }

  /// Whether the line protocol can carry it: no line break (or NUL) in any argument, which
  /// MPD would read as the end of the command and the start of another.
  public var isSendable: Bool {
    arguments.allSatisfy { argument in
      !argument.utf8.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") || $0 == 0 }
    }
  }

  /// The line to send, newline included: `addid "a \"b\".wav" "3"\n`.
  public var line: [UInt8] {
    var bytes = Array(name.utf8)
    for argument in arguments {
      bytes.append(UInt8(ascii: " "))
      bytes.append(contentsOf: Self.quoted(argument))
    }
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  /// `argument` in double quotes with `\` and `"` escaped.
  public static func quoted(_ argument: String) -> [UInt8] {
    var bytes: [UInt8] = [UInt8(ascii: "\"")]
    for byte in argument.utf8 {
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        bytes.append(UInt8(ascii: "\\"))
      }
      bytes.append(byte)
    }
    bytes.append(UInt8(ascii: "\""))
    return bytes
  }
}
