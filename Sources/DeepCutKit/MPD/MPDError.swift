/// Why an MPD command or connection failed, each case one line a person can act on.
public enum MPDError: Error, Hashable, Sendable, CustomStringConvertible {
  /// MPD answered `ACK`: `command` is what was sent (MPD's own `{}` may be empty).
  case refused(command: String, ack: MPDAck)
  /// The connection closed without an answer (MPD stopped, or hung up on the input).
  case hungUp(address: String, command: String?)
  /// Nothing accepts connections there (MPD is not running).
  case connectionRefused(address: String)
  /// The connection could not be made, for `reason` (no such socket, unknown host, …).
  case unreachable(address: String, reason: String)
  /// No answer within the timeout.
  case timedOut(address: String, command: String, seconds: Int)
  /// Something answered, but not as an MPD does.
  case notMPD(address: String, greeting: String)
  /// An answer line that is not `Name: Value`, `OK` or `ACK`.
  case unreadable(command: String, line: String)
  /// An argument MPD's line protocol cannot carry (a line break).
  case badArgument(command: String)

  public var description: String {
    switch self {
    case .refused(let command, let ack): "MPD refused '\(command)': \(Self.oneLine(ack.message))"
    case .hungUp(let address, let command?):
      "MPD at \(address) closed the connection during '\(command)'"
    case .hungUp(let address, nil): "MPD at \(address) closed the connection"
    case .connectionRefused(let address):
      "cannot reach MPD at \(address): connection refused (is mpd running?)"
    case .unreachable(let address, let reason): "cannot reach MPD at \(address): \(reason)"
    case .timedOut(let address, let command, let seconds):
      "MPD at \(address) did not answer '\(command)' within \(seconds) s"
    case .notMPD(let address, let greeting):
      "\(address) is not an MPD: it greeted with '\(Self.oneLine(greeting))'"
    case .unreadable(let command, let line):
      "unreadable answer from MPD to '\(command)': '\(Self.oneLine(line))'"
    case .badArgument(let command):
      "cannot send '\(command)' to MPD: an argument holds a line break"
    }
  }

  /// Whether the connection is gone (the caller may reconnect), rather than a refused command.
  public var isConnectionLoss: Bool {
    switch self {
    case .hungUp, .connectionRefused, .unreachable, .timedOut, .notMPD: true
    case .refused, .unreadable, .badArgument: false
    }
  }

  /// Whether the answer could not be read (the link is out of step and must be closed).
  var isUnreadable: Bool {
    if case .unreadable = self { return true }
    return false
  }

  /// Text from the other side, kept to one short line.
  private static func oneLine(_ text: String) -> String {
    let flat = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    return flat.count > 200 ? String(flat.prefix(200)) + "…" : flat
  }
}
