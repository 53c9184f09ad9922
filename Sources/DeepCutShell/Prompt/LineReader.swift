/// What reading a line at the prompt produced.
public enum LineInput: Sendable, Equatable {
  /// A line, as bytes (validated later, so invalid UTF-8 gets a clear error).
  case line([UInt8])
  /// Ctrl-C at the prompt: clear the line and prompt again.
  case interrupt
  /// Ctrl-D on an empty line, or the end of input.
  case endOfInput
}

/// Reads lines at a prompt: libedit at a terminal, a scripted list in tests.
public protocol LineReader: Sendable {
  /// Shows `prompt` and returns what the user did.
  func read(prompt: String) async -> LineInput
  /// Adds a line to the editor's recall list (Up, Ctrl-R).
  func remember(_ line: String)
  /// Replaces what Tab completes with (names change as the library does).
  func setCompleter(_ completer: Completer)
  /// Shows lines above the prompt while a line is being read, keeping what was typed (a
  /// track ended while the user sat at the prompt).
  func announce(_ lines: [String])
}

extension LineReader {
  public func setCompleter(_ completer: Completer) {}
}
