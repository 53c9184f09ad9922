#if canImport(Glibc)
  import Glibc
#endif

/// One open connection to MPD: the socket, the answers read from it, and the greeting.
///
/// `MPDConnection` (commands) and `MPDIdleListener` (idle) each own links; a link is used by
/// one thread at a time and closed when it fails, never reused after a hang-up.
final class MPDLink: @unchecked Sendable {
  let address: MPDAddress
  /// The protocol version from the greeting (`OK MPD 0.23.5`: 0.23.12 greets with 0.23.5).
  let protocolVersion: String
  let socket: MPDSocket
  private var reader = MPDResponseReader()
  private let timeoutMilliseconds: Int32

  private init(address: MPDAddress, socket: MPDSocket, version: String, timeout: Int32) {
    self.address = address
    self.socket = socket
    self.protocolVersion = version
    self.timeoutMilliseconds = timeout
  }

  /// Connects, reads the greeting and sends the address's password, if any.
  static func open(_ address: MPDAddress, timeout: Duration) throws(MPDError) -> MPDLink {
    let milliseconds = Int32(
      clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds
        / 1_000_000_000_000_000)
    let socket: MPDSocket
    do {
      switch address.endpoint {
      case .unix(let path): socket = try MPDSocket.connectUnix(path: path)
      case .abstract(let name): socket = try MPDSocket.connectUnix(path: "@" + name)
      case .tcp(let host, let port):
        socket = try MPDSocket.connectTCP(
          host: host, port: port, timeoutMilliseconds: milliseconds)
      }
    } catch {
      throw connectFailure(error, address: address)
    }
    var reader = MPDResponseReader()
    var greeting: String?
    while greeting == nil {
      greeting = reader.takeLine()
      if greeting != nil { break }
      var bytes: [UInt8] = []
      let received: MPDSocket.Received
      do {
        received = try socket.receive(into: &bytes, timeoutMilliseconds: milliseconds)
      } catch {
        throw MPDError.unreachable(address: address.description, reason: error.reason)
      }
      switch received {
      case .bytes: reader.append(bytes)
      case .closed: throw MPDError.hungUp(address: address.description, command: nil)
      case .timedOut:
        throw MPDError.timedOut(
          address: address.description, command: "greeting",
          seconds: max(1, Int(milliseconds / 1000)))
      }
    }
    guard let greeting, greeting.hasPrefix("OK MPD ") else {
      throw MPDError.notMPD(address: address.description, greeting: greeting ?? "")
    }
    let link = MPDLink(
      address: address, socket: socket, version: String(greeting.dropFirst(7)),
      timeout: milliseconds)
    link.reader = reader
    if let password = address.password {
      _ = try link.run([MPDCommand("password", [password])])
    }
    return link
  }

  private static func connectFailure(_ failure: SocketFailure, address: MPDAddress) -> MPDError {
    if failure.step == .connect && failure.code == ECONNREFUSED {
      return .connectionRefused(address: address.description)
    }
    return .unreachable(address: address.description, reason: failure.reason)
  }

  /// Sends `commands` (several as one `command_list_ok_begin` list) and reads the answer:
  /// each command's part, or the first refusal as `.refused` naming the command refused.
  func run(_ commands: [MPDCommand]) throws(MPDError) -> [MPDResponse] {
    let name = commands.count == 1 ? commands[0].name : commands.map(\.name).joined(separator: "+")
    if let bad = commands.first(where: { !$0.isSendable }) {
      throw MPDError.badArgument(command: bad.name)
    }
    var bytes: [UInt8] = []
    if commands.count > 1 { bytes += Array("command_list_ok_begin\n".utf8) }
    for command in commands { bytes += command.line }
    if commands.count > 1 { bytes += Array("command_list_end\n".utf8) }
    try send(bytes, command: name)
    switch try readAnswer(command: name, timeoutMilliseconds: timeoutMilliseconds) {
    case .ok(let parts):
      // A list's last command is followed by its list_OK and then OK: an empty last part.
      return commands.count > 1 ? Array(parts.prefix(commands.count)) : parts
    case .ack(let ack, _):
      let refused = commands.indices.contains(ack.index) ? commands[ack.index].name : name
      throw MPDError.refused(command: refused, ack: ack)
    case .unreadable(let line):
      throw MPDError.unreadable(command: name, line: line)
    }
  }

  /// Sends raw protocol bytes (`idle`, `noidle`).
  func send(_ bytes: [UInt8], command: String) throws(MPDError) {
    do {
      try socket.send(bytes)
    } catch {
      socket.close()
      throw MPDError.hungUp(address: address.description, command: command)
    }
  }

  /// Waits for the next whole answer (-1: no timeout).
  func readAnswer(command: String, timeoutMilliseconds: Int32) throws(MPDError)
    -> MPDResponseReader.Answer
  {
    while true {
      if let answer = reader.takeAnswer() { return answer }
      if let answer = try receiveOnce(command: command, timeoutMilliseconds: timeoutMilliseconds) {
        return answer
      }
    }
  }

  /// Reads what is waiting (after `poll` said the socket is readable) and returns the answer if
  /// it is now complete; nil while more is to come.
  func receiveOnce(command: String, timeoutMilliseconds: Int32) throws(MPDError)
    -> MPDResponseReader.Answer?
  {
    var bytes: [UInt8] = []
    let received: MPDSocket.Received
    do {
      received = try socket.receive(into: &bytes, timeoutMilliseconds: timeoutMilliseconds)
    } catch {
      socket.close()
      throw MPDError.hungUp(address: address.description, command: command)
    }
    switch received {
    case .bytes:
      reader.append(bytes)
      return reader.takeAnswer()
    case .closed:
      socket.close()
      throw MPDError.hungUp(address: address.description, command: command)
    case .timedOut:
      socket.close()
      throw MPDError.timedOut(
        address: address.description, command: command,
        seconds: max(1, Int(timeoutMilliseconds / 1000)))
    }
  }

  /// Whether MPD closed this link while it sat unused.
  var isStale: Bool { socket.fd < 0 || socket.peerHasClosed() }

  func close() { socket.close() }
}
