import Synchronization

/// The command connection to MPD: one command (or command list) at a time, each answered in
/// full before the next is sent.
///
/// It connects on first use and again after a loss: before each command it checks, without
/// waiting, whether MPD closed the link while it sat unused (MPD drops a command connection
/// after 60 s of silence, and a restarted MPD has dropped it too), and if so opens a new one,
/// so the command still goes through. A command whose link fails while it is sent or answered
/// is not sent again (MPD may have run it): it fails as one line, and the next command
/// reconnects.
///
/// Calls block the calling thread: on a local socket a round trip takes well under a
/// millisecond, and `timeout` bounds a silent MPD. Safe to call from any thread; callers are
/// served one after another.
public final class MPDConnection: Sendable {
  public let address: MPDAddress
  /// How long to wait for a connection or an answer.
  public let timeout: Duration
  private let link = Mutex<MPDLink?>(nil)

  public init(address: MPDAddress, timeout: Duration = .seconds(10)) {
    self.address = address
    self.timeout = timeout
  }

  /// Connects now (otherwise the first command does), checking the greeting and password.
  public func connect() throws(MPDError) {
    try link.withLock { (link: inout MPDLink?) throws(MPDError) in
      _ = try self.openLink(&link)
    }
  }

  /// The protocol version MPD greeted with (`0.23.5` for mpd 0.23.12), once connected.
  public var protocolVersion: String? {
    link.withLock { $0?.protocolVersion }
  }

  /// Runs one command and returns its answer.
  @discardableResult
  public func run(_ command: MPDCommand) throws(MPDError) -> MPDResponse {
    try runList([command])[0]
  }

  /// Runs `name ARGUMENTS…`.
  @discardableResult
  public func run(_ name: String, _ arguments: String...) throws(MPDError) -> MPDResponse {
    try run(MPDCommand(name, arguments))
  }

  /// Runs the commands as one command list, returning each command's answer.
  ///
  /// Nothing runs unless all are sent, and MPD stops at the first refusal. One command is sent
  /// on its own.
  public func runList(_ commands: [MPDCommand]) throws(MPDError) -> [MPDResponse] {
    precondition(!commands.isEmpty, "an MPD command list needs a command")
    return try link.withLock { (link: inout MPDLink?) throws(MPDError) in
      let open = try self.openLink(&link)
      do throws(MPDError) {
        return try open.run(commands)
      } catch {
        // A refused command leaves the link usable; a loss or an unreadable answer ends it.
        if error.isConnectionLoss || error.isUnreadable {
          open.close()
          link = nil
        }
        throw error
      }
    }
  }

  /// Closes the connection (the next command opens a new one).
  public func close() {
    link.withLock { link in
      link?.close()
      link = nil
    }
  }

  /// The open link, or a new one when there is none or MPD closed it.
  private func openLink(_ link: inout MPDLink?) throws(MPDError) -> MPDLink {
    if let existing = link, !existing.isStale { return existing }
    link?.close()
    link = nil
    let opened = try MPDLink.open(address, timeout: timeout)
    link = opened
    return opened
  }
}
