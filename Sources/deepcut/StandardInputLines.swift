import DeepCutShell
import Foundation
import Synchronization

/// Commands piped on stdin, read a line at a time on a dedicated thread, so a program can
/// feed deepcut and read each answer before sending the next command.
final class StandardInputLines: ScriptInput {
  private let thread = DedicatedThread(name: "deepcut.stdin")
  private let buffer = Mutex(LineBuffer())

  func nextLine() async -> [UInt8]? {
    await thread.run { [self] in buffer.withLock { $0.next(from: STDIN_FILENO) } }
  }
}

/// Bytes read but not yet returned as lines.
struct LineBuffer {
  private var pending: [UInt8] = []
  private var start = 0
  private var finished = false

  /// The next line without its newline (a final line without one counts), or `nil` at the end.
  mutating func next(from descriptor: Int32) -> [UInt8]? {
    while true {
      if let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
        var line = Array(pending[start..<newline])
        start = newline + 1
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return line
      }
      if finished {
        guard start < pending.count else { return nil }
        defer { start = pending.count }
        return Array(pending[start...])
      }
      // Cap what is held for a line that never ends; the tokenizer rejects it with a message.
      if pending.count - start > 1 << 20 {
        let line = Array(pending[start...])
        start = pending.count
        return line
      }
      compact()
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 {
        finished = true
      } else {
        pending.append(contentsOf: chunk[..<count])
      }
    }
  }

  private mutating func compact() {
    if start > 0 {
      pending.removeFirst(start)
      start = 0
    }
  }
}
