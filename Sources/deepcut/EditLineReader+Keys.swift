import CEditLine
import DeepCutShell
import Foundation

/// Keys: the one place deepcut reads the keyboard, at the prompt and while a command runs.
extension EditLineReader {
  /// Reads one character for libedit: a UTF-8 sequence decoded to a scalar, keys typed during
  /// the last command first.
  ///
  /// Between keys it does what must not wait for one: gives up the line on Ctrl-C (libedit's
  /// own reader retries an interrupted read), re-reads the window size, redraws after `fg`,
  /// and prints announcements above the line. Announcements are drawn here, not through a
  /// key binding, so no `~/.editrc` can swallow them.
  func nextCharacter(_ editLine: OpaquePointer, into character: inout wchar_t) -> Int32 {
    while true {
      if !typeahead.isEmpty {
        if let scalar = decoder.feed(typeahead.removeFirst()) {
          character = wchar_t(bitPattern: scalar.value)
          return 1
        }
        continue
      }
      var fds = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: WakePipe.shared.readEnd, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&fds, 2, -1) < 0 {
        guard errno == EINTR else { return -1 }
      }
      if fds[1].revents != 0 { WakePipe.shared.drain() }
      if Signals.interruptPending.exchange(false, ordering: .sequentiallyConsistent) {
        interruptedRead = true
        errno = EINTR
        return -1
      }
      if decoder.isEmpty { handleTerminalEvents(editLine) }
      guard fds[0].revents != 0 else { continue }
      var byte: UInt8 = 0
      let count = Foundation.read(STDIN_FILENO, &byte, 1)
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return -1
      }
      if count == 0 { return 0 }
      if let scalar = decoder.feed(byte) {
        character = wchar_t(bitPattern: scalar.value)
        return 1
      }
    }
  }

  /// A resize, a return from `fg`, announcements: each redraws the prompt and the line.
  private func handleTerminalEvents(_ editLine: OpaquePointer) {
    if JobControl.resized.exchange(false, ordering: .sequentiallyConsistent) {
      deepcut_el_resize(editLine)
      clearEditorRows(editLine)
      deepcut_el_refresh(editLine)
    }
    if JobControl.continued.exchange(false, ordering: .sequentiallyConsistent) {
      Terminal.write("\r")
      deepcut_el_refresh(editLine)
    }
    if !holdsAnnouncements { printAnnouncements(editLine) }
  }

  /// Prints the pending announcements above the prompt, then the prompt and line again.
  func printAnnouncements(_ editLine: OpaquePointer) {
    let lines = pendingAnnouncements.withLock { lines in
      defer { lines.removeAll() }
      return lines
    }
    guard !lines.isEmpty else { return }
    clearEditorRows(editLine)
    Terminal.write(lines.joined(separator: "\r\n") + "\r\n")
    deepcut_el_refresh(editLine)
  }

  /// Reads the keys pressed while a command runs, until it ends.
  ///
  /// Nothing echoes into the command's output, and the keys become the start of the next
  /// line (typeahead), except that q and Enter stop `watch`. Ctrl-C still interrupts through
  /// the terminal's signal.
  func keysDuringCommand(stopsOnKeys: Bool) {
    guard commandRunning.load(ordering: .sequentiallyConsistent) else { return }
    // Quiet until the next line, which takes the terminal from here to libedit's raw mode:
    // never through the terminal's own mode, where a Ctrl-D typed meanwhile would be lost.
    TerminalModes.enterQuietKeys()
    while commandRunning.load(ordering: .sequentiallyConsistent) {
      if keysReleased.load(ordering: .sequentiallyConsistent) {
        TerminalModes.restoreStartup()
        keysParked.signal()
        while keysReleased.load(ordering: .sequentiallyConsistent) { waitForWake() }
        TerminalModes.enterQuietKeys()
        continue
      }
      var fds = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: WakePipe.shared.readEnd, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&fds, 2, -1) < 0, errno != EINTR { return }
      if fds[1].revents != 0 { WakePipe.shared.drain() }
      guard fds[0].revents != 0 else { continue }
      var byte: UInt8 = 0
      let count = Foundation.read(STDIN_FILENO, &byte, 1)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count == 1 else { return }
      if stopsOnKeys, [UInt8(ascii: "q"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(byte) {
        interrupter.interrupt()
      } else {
        typeahead.append(byte)
      }
    }
  }

  /// Runs `body` (a pager) with the keyboard to itself: the quiet key reading of the running
  /// command pauses and the terminal's own mode is back until `body` returns.
  func releasingKeys<Result>(_ body: () -> Result) -> Result {
    guard commandRunning.load(ordering: .sequentiallyConsistent) else { return body() }
    keysReleased.store(true, ordering: .sequentiallyConsistent)
    wake()
    // The key reading lets go within a poll; should it have ended already (stdin closed),
    // nothing holds the keyboard and the pager goes ahead.
    _ = keysParked.wait(timeout: .now() + .seconds(2))
    defer {
      keysReleased.store(false, ordering: .sequentiallyConsistent)
      wake()
    }
    return body()
  }

  private func waitForWake() {
    var descriptor = pollfd(fd: WakePipe.shared.readEnd, events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, -1)
    WakePipe.shared.drain()
  }

  /// Whether `line` runs `watch` (by any prefix that dispatches to it).
  static func isWatch(_ line: [UInt8], commands: CommandTable) -> Bool {
    guard let statements = try? Tokenizer.statements(in: line) else { return false }
    return statements.contains { statement in
      guard let name = statement.words.first?.value else { return false }
      return (try? commands.lookup(name))?.name == "watch"
    }
  }
}

/// A pipe that wakes the line editor's read: a byte written to it ends the wait.
final class WakePipe: Sendable {
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
struct UTF8Decoder {
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
