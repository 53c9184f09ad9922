import DeepCutShell
import Foundation
import Synchronization

/// Signal handling for the prompt.
///
/// Ctrl-C at the prompt clears the line; Ctrl-C during a command cancels that command only.
/// SIGTERM and SIGHUP end the session cleanly.
///
/// The C handler only sets a flag and writes the signal number to a pipe (all a handler may
/// safely do); a dispatch source on the pipe reads it and acts. Which thread a signal lands on is not ours
/// to choose (libdispatch parks the main thread in `sigsuspend`, so it is usually that one),
/// so the line editor is woken through its own pipe rather than by an interrupted `read`.
enum Signals {
  /// Set by the SIGINT handler; the line editor's read sees it after EINTR and gives up the line.
  static let interruptPending = Atomic<Bool>(false)

  /// The signals deepcut handles itself in an interactive session.
  static let handled = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handlers: `onInterrupt` for Ctrl-C, `onTerminate` for SIGTERM and SIGHUP.
  static func install(
    onInterrupt: @escaping @Sendable () -> Void, onTerminate: @escaping @Sendable (Int32) -> Void
  ) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return }
    SignalPipe.writeEnd = fds[1]
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      if signal == SIGINT {
        Signals.interruptPending.store(true, ordering: .sequentiallyConsistent)
      }
      var byte = UInt8(truncatingIfNeeded: signal)
      _ = write(SignalPipe.writeEnd, &byte, 1)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: a blocked read returns EINTR so libedit can react
    for signal in handled { sigaction(signal, &action, nil) }
    // The pipe is watched by a dispatch source rather than a thread of its own: a thread only
    // wakes for it when a signal comes, and a `-c` run does not pay for starting one.
    let readEnd = fds[0]
    let watcher = DispatchSource.makeReadSource(
      fileDescriptor: readEnd, queue: DispatchQueue(label: "deepcut.signals"))
    watcher.setEventHandler {
      var byte: UInt8 = 0
      while read(readEnd, &byte, 1) == 1 {
        let signal = Int32(byte)
        if signal == SIGINT {
          onInterrupt()
        } else {
          onTerminate(signal)
        }
      }
    }
    _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    watcher.resume()
    Watcher.source = watcher
  }
}

/// The dispatch source reading the signal pipe, kept for the process's life.
private enum Watcher {
  nonisolated(unsafe) static var source: (any DispatchSourceRead)?
}

/// The pipe the signal handler writes to (set once, before any signal can arrive).
private enum SignalPipe {
  nonisolated(unsafe) static var writeEnd: Int32 = -1
}
