import DeepCutShell
import Foundation

/// The process's stdout and stderr, written with `write(2)` so the two streams interleave in
/// the order things happened.
///
/// When stdout is closed (`deepcut -c 'ls tracks' | head -1`) the process ends quietly, as a
/// command killed by SIGPIPE does, after `onBrokenPipe` has tidied up.
struct StandardStreams: OutputSink {
  var onBrokenPipe: @Sendable () -> Void

  func write(_ text: String, to stream: OutputChannel) {
    let descriptor = stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE, stream == .standardOutput {
          onBrokenPipe()
          signal(SIGPIPE, SIG_DFL)
          raise(SIGPIPE)
        }
        return
      }
      offset += written
    }
    bytes.removeAll()
  }
}
