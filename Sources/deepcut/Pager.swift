import Foundation

/// Shows text through `$PAGER` (default `less -FRX`), as psql and git do for output taller
/// than the terminal.
///
/// While the pager runs it owns the keyboard: the prompt's quiet key reading lets go of the
/// terminal first (`keyboard`), so no key meant for the pager is taken as typeahead.
struct Pager: Sendable {
  /// The shell command that pages (read by `/bin/sh -c`).
  var command: String
  /// Lets go of the keyboard while the pager runs, when a prompt reads keys.
  var keyboard: EditLineReader?

  /// `$PAGER` when set and not empty, else `less -FRX` (quit if it fits, keep colours, leave
  /// the text on the screen).
  init(environment: [String: String], keyboard: EditLineReader?) {
    let configured = environment["PAGER"]?.trimmingCharacters(in: .whitespaces) ?? ""
    command = configured.isEmpty ? "less -FRX" : configured
    self.keyboard = keyboard
  }

  /// Pages `text`; returns `false` when the pager could not be started (the caller then
  /// prints the text itself).
  ///
  /// The pager is waited for on a thread of its own, never on Swift's cooperative pool.
  func page(_ text: String) async -> Bool {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let shown = keyboard.map { $0.releasingKeys { run(text) } } ?? run(text)
        continuation.resume(returning: shown)
      }
    }
  }

  private func run(_ text: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    var environment = ProcessInfo.processInfo.environment
    if environment["LESS"] == nil { environment["LESS"] = "FRX" }
    process.environment = environment
    let input = Pipe()
    process.standardInput = input
    do {
      try process.run()
    } catch {
      return false
    }
    // A pager quit early closes the pipe: the write must fail (EPIPE), not kill deepcut.
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var previous = sigaction()
    sigaction(SIGPIPE, &ignore, &previous)
    defer { sigaction(SIGPIPE, &previous, nil) }
    let descriptor = input.fileHandleForWriting.fileDescriptor
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { break }  // the pager quit early (EPIPE): the rest is unwanted
      offset += written
    }
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    return true
  }
}
