import CEditLine
import DeepCutKit
import DeepCutShell
import Foundation
import Synchronization

/// The prompt at a terminal: libedit with emacs bindings, `~/.editrc`, history recall (Up,
/// Down, Ctrl-R) and deepcut's own Tab completion.
///
/// libedit's state is process-wide and its read blocks, so everything libedit runs on one
/// dedicated thread; the session only awaits lines. Completion is the pure `Completer`, read
/// from a box the session refreshes after each command.
final class EditLineReader: LineReader, @unchecked Sendable {
  // @unchecked: `editLine` and `history` are touched only on `thread` (created and used
  // there); the rest is immutable or behind a mutex.
  private let thread = DedicatedThread(name: "deepcut.editline")
  private let completions: CompletionBox
  private let pendingAnnouncements = Mutex<[String]>([])
  private let initialHistory: [String]
  private var editLine: OpaquePointer?
  private var history: OpaquePointer?

  init(completions: CompletionBox, history: [String]) {
    self.completions = completions
    self.initialHistory = history
  }

  func read(prompt: String) async -> LineInput {
    await thread.run { [self] in readOnThread(prompt: prompt) }
  }

  func setCompleter(_ completer: Completer) {
    completions.update(completer)
  }

  func announce(_ lines: [String]) {
    pendingAnnouncements.withLock { $0 += lines }
    wake()
  }

  /// Prints the pending announcements above the prompt; libedit then redraws the prompt and
  /// the line being typed below them.
  fileprivate func printAnnouncements() -> UInt8 {
    let lines = pendingAnnouncements.withLock { lines in
      defer { lines.removeAll() }
      return lines
    }
    guard !lines.isEmpty else { return UInt8(CC_NORM) }
    Terminal.write("\r\u{1B}[K" + lines.joined(separator: "\r\n") + "\r\n")
    return UInt8(CC_REDISPLAY)
  }

  /// Makes a waiting read look up from the keyboard (after Ctrl-C, or to announce).
  func wake() {
    var byte: UInt8 = 1
    _ = Foundation.write(WakePipe.shared.writeEnd, &byte, 1)
  }

  func remember(_ line: String) {
    Task { await thread.run { [self] in _ = history.map { deepcut_history_enter($0, line) } } }
  }

  private func readOnThread(prompt: String) -> LineInput {
    let editLine = self.editLine ?? setUp()
    PromptText.current = prompt
    Signals.interruptPending.store(false, ordering: .sequentiallyConsistent)
    var count: Int32 = 0
    errno = 0
    guard let line = el_gets(editLine, &count) else {
      if count < 0 || errno == EINTR {
        Terminal.write("\n")
        return .interrupt
      }
      return .endOfInput
    }
    var bytes = Array(UnsafeRawBufferPointer(start: line, count: Int(max(0, count))))
    if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
    return .line(bytes)
  }

  private func setUp() -> OpaquePointer {
    let editLine = el_init(
      "deepcut", fdopen(STDIN_FILENO, "r"), fdopen(STDOUT_FILENO, "w"), fdopen(STDERR_FILENO, "w"))!
    let history = history_init()!
    deepcut_history_set_size(history, Int32(HistoryFile.maximumEntries))
    deepcut_history_set_unique(history, 1)
    for entry in initialHistory { deepcut_history_enter(history, entry) }
    deepcut_el_set_history(editLine, history)
    deepcut_el_set_prompt(editLine, promptCallback)
    deepcut_el_set_editor(editLine, "emacs")
    deepcut_el_set_signal(editLine, 1)
    deepcut_el_set_getc(editLine, readCharacter)
    deepcut_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
    deepcut_el_add_function(editLine, "deepcut-complete", "complete the word", completeCallback)
    deepcut_el_bind(editLine, "^I", "deepcut-complete")
    deepcut_el_bind(editLine, "^R", "em-inc-search-prev")
    deepcut_el_add_function(
      editLine, "deepcut-announce", "show what happened meanwhile", announceCallback)
    deepcut_el_bind(editLine, announceKeyName, "deepcut-announce")
    el_source(editLine, nil)  // ~/.editrc (or $EDITRC), after our defaults so it can override
    self.editLine = editLine
    self.history = history
    return editLine
  }

  /// Handles Tab: completes the word under the cursor, or lists the candidates.
  fileprivate func complete(_ editLine: OpaquePointer) -> UInt8 {
    guard let info = el_wline(editLine)?.pointee else { return UInt8(CC_ERROR) }
    let before = scalars(from: info.buffer, to: info.cursor)
    let after = scalars(from: info.cursor, to: info.lastchar)
    let line = String(String.UnicodeScalarView(before + after))
    let cursor = String(String.UnicodeScalarView(before)).count
    let result = completions.completer.complete(line, cursor: cursor)
    if let insertion = result.insertion {
      let prefix = Array(line)[..<result.replaceStart]
      let replacedScalars = before.count - String(prefix).unicodeScalars.count
      el_deletestr(editLine, Int32(replacedScalars))
      el_insertstr(editLine, insertion)
      return UInt8(CC_REFRESH)
    }
    guard result.matches.count > 1 else { return UInt8(CC_REFRESH_BEEP) }
    list(result.matches)
    return UInt8(CC_REDISPLAY)
  }

  private func list(_ matches: [String]) {
    let shown = matches.prefix(200)
    let width = Terminal.columns() ?? 80
    let cell = min(width, (shown.map { DisplayWidth.of($0) }.max() ?? 0) + 2)
    let perLine = max(1, width / max(1, cell))
    var text = "\n"
    for (index, match) in shown.enumerated() {
      let padding = String(repeating: " ", count: max(0, cell - DisplayWidth.of(match)))
      text += match + ((index + 1) % perLine == 0 || index == shown.count - 1 ? "\n" : padding)
    }
    if matches.count > shown.count { text += "… and \(matches.count - shown.count) more\n" }
    Terminal.write(text)
  }

  private func scalars(from start: UnsafePointer<wchar_t>?, to end: UnsafePointer<wchar_t>?)
    -> [Unicode.Scalar]
  {
    guard let start, let end, end > start else { return [] }
    return UnsafeBufferPointer(start: start, count: end - start).compactMap {
      Unicode.Scalar(UInt32(bitPattern: $0))
    }
  }
}

/// The completer the line editor uses, replaced by the session as names change.
final class CompletionBox: Sendable {
  private let current: Mutex<Completer>

  init(_ completer: Completer) {
    current = Mutex(completer)
  }

  var completer: Completer { current.withLock { $0 } }

  func update(_ completer: Completer) { current.withLock { $0 = completer } }
}

/// The prompt string libedit's callback returns (touched only on the editor's thread).
private enum PromptText {
  nonisolated(unsafe) static var current = "deepcut> "
  nonisolated(unsafe) static var buffer: UnsafeMutablePointer<CChar>? = nil

  static func cString() -> UnsafeMutablePointer<CChar>? {
    free(buffer)
    buffer = strdup(current)
    return buffer
  }
}

private func promptCallback(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
  PromptText.cString()
}

private func announceCallback(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  guard let editLine, let data = deepcut_el_client_data(editLine) else { return UInt8(CC_NORM) }
  return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().printAnnouncements()
}

/// The key the reader feeds libedit to show announcements: Ctrl-], which nothing else binds.
private let announceKey: wchar_t = 0x1D
private let announceKeyName = "^]"

private func completeCallback(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  guard let editLine, let data = deepcut_el_client_data(editLine) else { return UInt8(CC_ERROR) }
  return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().complete(editLine)
}

/// Reads one character for libedit: a UTF-8 sequence from stdin decoded to a scalar.
///
/// libedit's own reader retries a read interrupted by a signal, so Ctrl-C would never reach
/// the prompt; this one gives up the line (returns -1 with EINTR) when SIGINT arrived.
private func readCharacter(_ editLine: OpaquePointer?, _ character: UnsafeMutablePointer<wchar_t>?)
  -> Int32
{
  guard let character else { return -1 }
  var decoder = UTF8Decoder()
  while true {
    var fds = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: WakePipe.shared.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    if poll(&fds, 2, -1) < 0 {
      guard errno == EINTR else { return -1 }
    }
    if fds[1].revents != 0 {
      WakePipe.shared.drain()
    }
    if Signals.interruptPending.exchange(false, ordering: .sequentiallyConsistent) {
      errno = EINTR
      return -1
    }
    if fds[1].revents != 0, decoder.isEmpty {
      character.pointee = announceKey
      return 1
    }
    guard fds[0].revents != 0 else { continue }
    var byte: UInt8 = 0
    let count = read(STDIN_FILENO, &byte, 1)
    if count < 0 {
      if errno == EINTR || errno == EAGAIN { continue }
      return -1
    }
    if count == 0 { return 0 }
    if let scalar = decoder.feed(byte) {
      character.pointee = wchar_t(bitPattern: scalar.value)
      return 1
    }
  }
}

/// A pipe that wakes the line editor's read: a byte written to it ends the wait.
private final class WakePipe: Sendable {
  static let shared = WakePipe()
  let readEnd: Int32
  let writeEnd: Int32

  private init() {
    var fds: [Int32] = [-1, -1]
    _ = pipe(&fds)
    _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
    _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
    readEnd = fds[0]
    writeEnd = fds[1]
  }

  func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(readEnd, &buffer, buffer.count) > 0 {}
  }
}

/// Assembles UTF-8 bytes into scalars one byte at a time; a malformed sequence becomes U+FFFD.
private struct UTF8Decoder {
  private var bytes: [UInt8] = []
  private var expected = 0

  /// Whether no character is half read.
  var isEmpty: Bool { bytes.isEmpty }

  mutating func feed(_ byte: UInt8) -> Unicode.Scalar? {
    if bytes.isEmpty {
      switch byte {
      case 0x00...0x7F: return Unicode.Scalar(byte)
      case 0xC2...0xDF: expected = 2
      case 0xE0...0xEF: expected = 3
      case 0xF0...0xF4: expected = 4
      default: return "\u{FFFD}"
      }
      bytes = [byte]
      return nil
    }
    guard byte & 0xC0 == 0x80 else {
      bytes = []
      return "\u{FFFD}"
    }
    bytes.append(byte)
    guard bytes.count == expected else { return nil }
    defer { bytes = [] }
    return String(validating: bytes, as: UTF8.self)?.unicodeScalars.first ?? "\u{FFFD}"
  }
}
