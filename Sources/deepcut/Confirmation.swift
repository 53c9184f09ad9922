import Foundation

/// Asks a yes-or-no question at the terminal while a command runs (`playlist delete`), with
/// the keyboard taken from the prompt's quiet key reading as the pager takes it: the terminal
/// is in its own line mode meanwhile, so the answer echoes and Enter ends it.
struct Confirmation: Sendable {
  /// The prompt's reader, once there is one.
  var keyboard: KeyboardOwner

  /// Asks `question`; true for an answer that starts with y, false for anything else, an
  /// empty line, end of input or Ctrl-C.
  func ask(_ question: String) async -> Bool {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let answer =
          keyboard.reader.map { $0.releasingKeys { read(question) } } ?? read(question)
        continuation.resume(returning: answer)
      }
    }
  }

  private func read(_ question: String) -> Bool {
    Terminal.write(question + " (y or n) ")
    var first: UInt8?
    while !Signals.interruptPending.load(ordering: .sequentiallyConsistent) {
      // A short wait, so Ctrl-C (whose handler may run on any thread) is seen.
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 100) != 0 else { continue }
      var byte: UInt8 = 0
      let count = Foundation.read(STDIN_FILENO, &byte, 1)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count == 1, byte != UInt8(ascii: "\n") else { break }
      if first == nil, byte != UInt8(ascii: " ") { first = byte }
    }
    if Signals.interruptPending.load(ordering: .sequentiallyConsistent) { Terminal.write("\r\n") }
    return first == UInt8(ascii: "y") || first == UInt8(ascii: "Y")
  }
}
