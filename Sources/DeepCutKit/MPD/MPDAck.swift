/// An `ACK [code@index] {command} message` line: MPD refused a command.
public struct MPDAck: Hashable, Sendable {
  /// MPD's error codes (protocol's `enum ack`), the ones a client acts on.
  public enum Code: Int, Sendable {
    case notList = 1, argument = 2, password = 3, permission = 4, unknown = 5
    case noExist = 50, playlistMax = 51, system = 52, playlistLoad = 53
    case updateAlready = 54, playerSync = 55, exist = 56
  }

  /// The numeric code as sent (`Code(rawValue:)` names the known ones).
  public var code: Int
  /// The 0-based position in a command list (0 outside one).
  public var index: Int
  /// The command MPD names; empty for an unknown command or a tokenizer error.
  public var command: String
  /// MPD's own words.
  public var message: String

  public var knownCode: Code? { Code(rawValue: code) }

  public init(code: Int, index: Int, command: String, message: String) {
    self.code = code
    self.index = index
    self.command = command
    self.message = message
  }

  /// Reads `ACK [50@0] {playid} No such song`; nil when the line is not of that form.
  public init?(line: Substring) {
    guard line.hasPrefix("ACK ["), let at = line.firstIndex(of: "@"),
      let closeBracket = line[at...].firstIndex(of: "]"),
      let code = Int(line[line.index(line.startIndex, offsetBy: 5)..<at]),
      let index = Int(line[line.index(after: at)..<closeBracket])
    else { return nil }
    var rest = line[line.index(after: closeBracket)...].drop { $0 == " " }
    var command = ""
    if rest.first == "{", let closeBrace = rest.firstIndex(of: "}") {
      command = String(rest[rest.index(after: rest.startIndex)..<closeBrace])
      rest = rest[rest.index(after: closeBrace)...]
      if rest.first == " " { rest = rest.dropFirst() }
    }
    self.init(code: code, index: index, command: command, message: String(rest))
  }
}
