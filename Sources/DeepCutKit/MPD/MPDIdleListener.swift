import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A second connection to MPD that waits in `idle` and reports what changed.
///
/// It idles on every subsystem, never a filtered `idle`: on MPD 0.23 a filtered idle that
/// fires clears the client's other pending events, which are then lost. After each answer it
/// idles again. When the connection is lost (MPD stopped or crashed) it reports `.lost` once,
/// retries with `MPDBackoff` (1 s, then up to 5 s) without further reports, and reports `.back`
/// when connected again, so the owner re-reads status and queue.
///
/// It runs on a thread of its own, blocked in `poll` with no timeout on the idle socket and a
/// wake pipe: while MPD is quiet the process gets no wake-ups at all (a Dispatch read source
/// would do as well, but a plain thread keeps the one blocking read, the reply framing and the
/// stop in one loop that reads top to bottom). `stop` wakes it through the pipe; it then sends
/// `noidle`, reads the one answer that follows, and closes.
public final class MPDIdleListener: Sendable {
  /// What the listener reports.
  public enum Event: Hashable, Sendable {
    /// The first idle connection is up: every change from now on is reported.
    case connected
    /// These subsystems changed (in MPD's fixed order, each once).
    case changed([MPDSubsystem])
    /// The connection is gone (or could not be made), for this reason; retrying.
    case lost(MPDError)
    /// Connected again after `.lost`: what MPD holds may have changed meanwhile.
    case back
  }

  public let address: MPDAddress
  /// The events, in order.
  ///
  /// Finishes after `stop`.
  public let events: AsyncStream<Event>
  private let continuation: AsyncStream<Event>.Continuation
  private let handler: (@Sendable (Event) -> Void)?
  private let backoff: MPDBackoff
  private let timeout: Duration
  private let wake = WakePipe()
  private let lifecycle = Mutex(Lifecycle())
  private let finished = DispatchSemaphore(value: 0)

  private struct Lifecycle {
    var started = false
    /// The listener's thread, so `stop` called from its handler does not wait for itself.
    var thread: ObjectIdentifier?
    /// Its kernel thread id (for tests that read its context switches in /proc).
    var kernelThreadID: Int?
    var stopping = false
  }

  /// A listener for `address` (not yet started).
  ///
  /// `handler`, when given, is called with each
  /// event on the listener's thread, before the event is put on `events`: the fastest path,
  /// for a caller that must not wait for a task to be scheduled.
  public init(
    address: MPDAddress, backoff: MPDBackoff = .standard, timeout: Duration = .seconds(10),
    handler: (@Sendable (Event) -> Void)? = nil
  ) {
    self.address = address
    self.backoff = backoff
    self.timeout = timeout
    self.handler = handler
    (events, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
  }

  /// Starts the thread (again is harmless).
  public func start() {
    let start = lifecycle.withLock { state in
      guard !state.started, !state.stopping else { return false }
      state.started = true
      return true
    }
    guard start else { return }
    let thread = Thread { [self] in
      // Named so it can be found in /proc (Foundation's `name` does not reach the kernel, and
      // pthread_setname_np is not visible from Swift).
      _ = try? "mpd-idle".write(
        toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
      let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
      let id = link.flatMap { $0.split(separator: "/").last }.flatMap { Int($0) }
      lifecycle.withLock { $0.kernelThreadID = id }
      run()
      continuation.finish()
      finished.signal()
    }
    let identifier = ObjectIdentifier(thread)
    lifecycle.withLock { $0.thread = identifier }
    thread.start()
  }

  /// Stops listening: `noidle`, close, and the event stream finishes.
  ///
  /// Waits (at most a couple of seconds) until the thread has ended, except when called from
  /// the handler, on that thread: then the thread ends as the handler returns.
  public func stop() {
    let (wasRunning, thread) = lifecycle.withLock { state in
      defer { state.stopping = true }
      return (state.started && !state.stopping, state.thread)
    }
    wake.wake()
    if wasRunning && thread != ObjectIdentifier(Thread.current) {
      _ = finished.wait(timeout: .now() + .seconds(3))
    } else if !wasRunning {
      continuation.finish()
    }
  }

  /// The listener thread's kernel id, once it runs.
  var kernelThreadID: Int? { lifecycle.withLock { $0.kernelThreadID } }

  private var isStopping: Bool { lifecycle.withLock { $0.stopping } }

  private func deliver(_ event: Event) {
    handler?(event)
    continuation.yield(event)
  }

  /// Connects, idles, reports; on a loss waits and connects again; until `stop`.
  private func run() {
    var backoff = self.backoff
    var lost = false
    while !isStopping {
      let link: MPDLink
      do {
        link = try MPDLink.open(address, timeout: timeout)
      } catch {
        if !lost { deliver(.lost(error)) }
        lost = true
        if pause(backoff.next()) { return }
        continue
      }
      backoff.reset()
      deliver(lost ? .back : .connected)
      lost = false
      switch idle(on: link) {
      case .stopped: return
      case .lost(let error):
        link.close()
        deliver(.lost(error))
        lost = true
        if pause(backoff.next()) { return }
      }
    }
  }

  private enum IdleEnd {
    case stopped
    case lost(MPDError)
  }

  /// Idles on `link` until it fails or `stop` is called.
  private func idle(on link: MPDLink) -> IdleEnd {
    while true {
      do {
        try link.send(Array("idle\n".utf8), command: "idle")
      } catch {
        return .lost(error)
      }
      waiting: while true {
        switch MPDSocket.waitReadable(
          fd: link.socket.fd, wakeFD: wake.readFD, timeoutMilliseconds: -1)
        {
        case .woken:
          wake.drain()
          guard isStopping else { continue waiting }
          leaveIdle(link)
          return .stopped
        case .timedOut, .interrupted:
          continue waiting
        case .socket:
          do {
            guard let answer = try link.receiveOnce(command: "idle", timeoutMilliseconds: -1)
            else { continue waiting }
            switch answer {
            case .ok(let parts):
              let changed = MPDSubsystem.changed(in: parts.first ?? MPDResponse())
              if !changed.isEmpty { deliver(.changed(changed)) }
              break waiting
            case .ack(let ack, _):
              return .lost(.refused(command: "idle", ack: ack))
            case .unreadable(let line):
              return .lost(.unreadable(command: "idle", line: line))
            }
          } catch {
            return .lost(error)
          }
        }
      }
    }
  }

  /// Ends an idle politely: `noidle`, then the one answer MPD sends (the pending changes or a
  /// bare OK), so MPD does not see a client vanish mid-command.
  private func leaveIdle(_ link: MPDLink) {
    try? link.send(Array("noidle\n".utf8), command: "noidle")
    _ = try? link.readAnswer(command: "noidle", timeoutMilliseconds: 1000)
    link.close()
  }

  /// Waits `delay` unless `stop` comes first; true when stopping.
  private func pause(_ delay: Duration) -> Bool {
    let deadline = ContinuousClock.now + delay
    while !isStopping {
      let left = ContinuousClock.now.duration(to: deadline)
      if left <= .zero { return false }
      let milliseconds = Int32(
        clamping: left.components.seconds * 1000 + left.components.attoseconds
          / 1_000_000_000_000_000 + 1)
      _ = MPDSocket.waitReadable(fd: -1, wakeFD: wake.readFD, timeoutMilliseconds: milliseconds)
      wake.drain()
    }
    return true
  }
}
