import CEditLine
import DeepCutKit
import DeepCutShell
import Foundation
import Synchronization

/// The prompt at a terminal: libedit with `~/.editrc`, history recall (Up, Down, Ctrl-R) and
/// deepcut's own Tab completion.
///
/// libedit's state is process-wide and its read blocks, so everything libedit runs on one
/// dedicated thread; the session only awaits lines. The same thread reads the keys pressed
/// while a command runs (see `EditLineReader+Keys`). Completion is the pure `Completer`, read
/// from a box the session refreshes after each command.
final class EditLineReader: LineReader, @unchecked Sendable {
  // @unchecked: `editLine`, `history` and every `var` below are touched only on `thread`;
  // the rest is immutable, atomic or behind a mutex.
  let thread = DedicatedThread(name: "deepcut.editline")
  let completions: CompletionBox
  let pendingAnnouncements = Mutex<[String]>([])
  /// Whether a command is running (keys are then read quietly; see `keysDuringCommand`).
  let commandRunning = Atomic<Bool>(false)
  /// Set while a pager owns the keyboard; the key reading signals `keysParked` once it let go.
  let keysReleased = Atomic<Bool>(false)
  let keysParked = DispatchSemaphore(value: 0)
  /// Stops the running command (`watch` stops on q or Enter); told of each line as it is
  /// accepted, so a key read before its command has started still stops it.
  let interrupter: CommandInterrupter
  private let environment: [String: String]
  private var editLine: OpaquePointer?
  private var history: OpaquePointer?
  /// History, oldest first, for Ctrl-R.
  var entries: [String]
  /// The query of the last Ctrl-R search (Ctrl-R Ctrl-R searches for it again).
  var lastSearch = ""
  /// Keys typed while a command ran, given to the next line before the keyboard.
  var typeahead: [UInt8] = []
  var decoder = UTF8Decoder()
  /// Set when Ctrl-C ended the read.
  var interruptedRead = false
  /// While deepcut itself reads keys (Ctrl-R, a question), announcements wait.
  var holdsAnnouncements = false

  init(
    completions: CompletionBox, history: [String], environment: [String: String],
    interrupter: CommandInterrupter
  ) {
    self.completions = completions
    self.entries = history
    self.environment = environment
    self.interrupter = interrupter
  }

  func read(prompt: String) async -> LineInput {
    commandRunning.store(false, ordering: .sequentiallyConsistent)
    wake()
    let input = await thread.run { [self] in readOnThread(prompt: prompt) }
    if case .line(let bytes) = input {
      // Before the keys are read: a q typed right after Enter is for this line's command, and
      // so is a Ctrl-C that came after the line's last key (the signal watcher may have found
      // nothing to stop; one during the line would have given it up).
      interrupter.accept()
      if Signals.interruptPending.load(ordering: .sequentiallyConsistent) {
        interrupter.interrupt()
      }
      commandRunning.store(true, ordering: .sequentiallyConsistent)
      let stopsOnKeys = Self.isWatch(bytes, commands: completions.completer.commands)
      thread.schedule { [self] in keysDuringCommand(stopsOnKeys: stopsOnKeys) }
    }
    return input
  }

  func setCompleter(_ completer: Completer) {
    completions.update(completer)
  }

  func announce(_ lines: [String]) {
    pendingAnnouncements.withLock { $0 += lines }
    wake()
  }

  /// Makes a waiting read look up from the keyboard (after Ctrl-C, to announce, or when the
  /// command that keys were read for has ended).
  func wake() {
    var byte: UInt8 = 1
    _ = Foundation.write(WakePipe.shared.writeEnd, &byte, 1)
  }

  /// Adds a line to Up/Down and Ctrl-R recall, trailing spaces trimmed; a line typed with a
  /// leading space is left out, as in bash and readline.
  func remember(_ line: String) {
    guard let entry = HistoryEntryRule.entry(for: line) else { return }
    // Queued now, so it runs before the next line is read.
    thread.schedule { [self] in
      _ = history.map { deepcut_history_enter($0, entry) }
      if entries.last != entry { entries.append(entry) }
    }
  }

  private func readOnThread(prompt: String) -> LineInput {
    let editLine = self.editLine ?? setUp()
    PromptText.current = prompt
    Signals.interruptPending.store(false, ordering: .sequentiallyConsistent)
    JobControl.continued.store(false, ordering: .sequentiallyConsistent)
    interruptedRead = false
    var count: Int32 = 0
    errno = 0
    guard let line = deepcut_el_gets(editLine, &count) else {
      if interruptedRead || count < 0 || errno == EINTR {
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
    TerminalModes.saveStartup()
    JobControl.install(wake: WakePipe.shared.writeEnd)
    let editLine = deepcut_el_init(
      "deepcut", fdopen(STDIN_FILENO, "r"), fdopen(STDOUT_FILENO, "w"), fdopen(STDERR_FILENO, "w"))!
    let history = deepcut_history_init()!
    deepcut_history_set_size(history, Int32(HistoryFile.maximumEntries))
    deepcut_history_set_unique(history, 1)
    for entry in entries { deepcut_history_enter(history, entry) }
    deepcut_el_set_history(editLine, history)
    deepcut_el_set_prompt(editLine, promptCallback)
    deepcut_el_set_editor(editLine, "emacs")
    // Off: libedit's handlers re-send signals to the whole process group and do not redraw
    // after `fg`; `Signals` and `JobControl` handle them instead.
    deepcut_el_set_signal(editLine, 0)
    deepcut_el_quiet_between_lines(editLine)
    deepcut_el_set_getc(editLine, readCharacter)
    deepcut_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
    deepcut_el_add_function(editLine, "deepcut-complete", "complete the word", completeCallback)
    deepcut_el_add_function(
      editLine, "deepcut-search", "search history back, ignoring case", searchCallback)
    // Before the user's file (so it may bind keys to deepcut's functions) and again after it
    // (`bind -v` or `bind -e` there resets the keymap), except on keys the file binds itself.
    DeepCutBindings.install(on: editLine, except: EditrcBindings(parsing: ""))
    if let path = EditrcBindings.path(environment: environment) {
      deepcut_el_source(editLine, path)
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      DeepCutBindings.install(on: editLine, except: EditrcBindings(parsing: text))
    }
    self.editLine = editLine
    self.history = history
    return editLine
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
enum PromptText {
  nonisolated(unsafe) static var current = "deepcut> "
  nonisolated(unsafe) private static var buffer: UnsafeMutablePointer<CChar>? = nil

  static func cString() -> UnsafeMutablePointer<CChar>? {
    free(buffer)
    buffer = strdup(current)
    return buffer
  }
}

private func promptCallback(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
  PromptText.cString()
}

/// The reader an editor callback belongs to.
private func reader(of editLine: OpaquePointer?) -> EditLineReader? {
  guard let editLine, let data = deepcut_el_client_data(editLine) else { return nil }
  return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
}

private func completeCallback(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  guard let editLine, let reader = reader(of: editLine) else { return UInt8(CC_ERROR) }
  return reader.complete(editLine)
}

private func searchCallback(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  guard let editLine, let reader = reader(of: editLine) else { return UInt8(CC_ERROR) }
  return reader.reverseSearch(editLine)
}

private func readCharacter(_ editLine: OpaquePointer?, _ character: UnsafeMutablePointer<wchar_t>?)
  -> Int32
{
  guard let editLine, let character, let reader = reader(of: editLine) else { return -1 }
  return reader.nextCharacter(editLine, into: &character.pointee)
}

extension EditLineReader {
  /// The line being edited, split at the cursor.
  func lineParts(_ editLine: OpaquePointer) -> (before: [Unicode.Scalar], after: [Unicode.Scalar]) {
    guard let info = deepcut_el_wline(editLine)?.pointee else { return ([], []) }
    return (
      Self.scalars(from: info.buffer, to: info.cursor),
      Self.scalars(from: info.cursor, to: info.lastchar)
    )
  }

  /// The scalars libedit holds from `start` up to `end`.
  private static func scalars(from start: UnsafePointer<wchar_t>?, to end: UnsafePointer<wchar_t>?)
    -> [Unicode.Scalar]
  {
    guard let start, let end, end > start else { return [] }
    return UnsafeBufferPointer(start: start, count: end - start).compactMap {
      Unicode.Scalar(UInt32(bitPattern: $0))
    }
  }
}
