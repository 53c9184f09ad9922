import DeepCutShell
import Foundation

/// Facts about the terminal the process runs in.
enum Terminal {
  /// Whether both stdin and stdout are terminals (only then does libedit run).
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// The terminal's width in columns, or `nil` when stdout is not a terminal.
  ///
  /// Asked afresh each time (one `ioctl`), so whoever calls it per command, or after SIGWINCH,
  /// always gets the width the window has now: this is the live width source for the shell.
  @Sendable static func columns() -> Int? {
    size().map { Int($0.ws_col) }
  }

  /// The terminal's height in rows, or `nil` when stdout is not a terminal.
  @Sendable static func rows() -> Int? {
    size().map { Int($0.ws_row) }
  }

  /// The width stderr's lines are wrapped at: the terminal's, when stderr is one too;
  /// `nil` (never wrapped) in a pipe or a log.
  @Sendable static func errorColumns() -> Int? {
    standardErrorIsTerminal ? columns() : nil
  }

  /// `label text` and a newline, wrapped at `errorColumns` (launch errors and warnings,
  /// before or beside a session).
  static func errorLine(_ text: String, label: String) -> String {
    LineWrap.message(text, label: label, width: errorColumns()) + "\n"
  }

  private static let standardErrorIsTerminal = isatty(STDERR_FILENO) == 1

  private static func size() -> winsize? {
    var size = winsize()
    guard standardOutputIsTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0,
      size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return size
  }

  /// Whether stdout is a terminal, asked once: it stays what the process was started with, and
  /// `isatty` is a system call that failed two or three times per scripted command.
  private static let standardOutputIsTerminal = isatty(STDOUT_FILENO) == 1

  /// Writes straight to stdout (for the line editor's own output, outside any command).
  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        Foundation.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Colour only when stdout is a terminal, TERM is not dumb and NO_COLOR is unset.
  static func wantsColor(environment: [String: String]) -> Bool {
    isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }
}
