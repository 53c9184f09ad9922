import Foundation
import Synchronization

/// Shows text through `$PAGER` (default `less -FRX`), as psql and git do for output taller
/// than the terminal.
///
/// While the pager runs it owns the keyboard: the prompt's quiet key reading lets go of the
/// terminal first (`keyboard`), so no key meant for the pager is taken as typeahead.
struct Pager: Sendable {
  /// The shell command that pages (read by `/bin/sh -c`).
  var command: String
  /// The prompt's reader, once there is one: it lets go of the keyboard while the pager runs.
  var keyboard: KeyboardOwner

  /// `$PAGER` when set and not empty, else `less -FRX` (quit if it fits, keep colours, leave
  /// the text on the screen).
  init(environment: [String: String], keyboard: KeyboardOwner) {
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
        let shown = keyboard.reader.map { $0.releasingKeys { run(text) } } ?? run(text)
        continuation.resume(returning: shown)
      }
    }
  }

  /// Whether "the pager could not start" was said (once per process).
  private static let warned = Atomic<Bool>(false)

  /// Says once that the pager could not start, and returns `false` (print the text instead).
  private func cannotStart(_ why: String) -> Bool {
    if !Self.warned.exchange(true, ordering: .relaxed) {
      let line = Terminal.errorLine(
        "the pager '\(command)' \(why); printing instead (set PAGER, or 'set pager off')",
        label: "warning:")
      _ = line.withCString { Foundation.write(STDERR_FILENO, $0, strlen($0)) }
    }
    return false
  }

  /// Whether the program of a plain command (`less -FRX`, `nosuchpager`) is on `PATH`;
  /// `true` for anything only the shell can tell (quotes, pipes, variables…).
  private func programExists(path: String?) -> Bool {
    let plain = command.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || " -_./+=,".unicodeScalars.contains($0)
    }
    guard plain, let program = command.split(separator: " ").first.map(String.init) else {
      return true
    }
    if program.contains("/") { return access(program, X_OK) == 0 }
    let directories = (path ?? "/usr/bin:/bin").split(
      separator: ":", omittingEmptySubsequences: false)
    return directories.contains { access("\($0.isEmpty ? "." : $0)/\(program)", X_OK) == 0 }
  }

  /// Runs the pager with `text` on its stdin, in deepcut's own process group.
  ///
  /// Foundation's `Process` would start it in a new one, in the background, where reading the
  /// terminal stops it. Its environment is deepcut's without the token variables.
  private func run(_ text: String) -> Bool {
    var environment = EnvironmentVariables.forChildren()
    guard programExists(path: environment["PATH"]) else { return cannotStart("is not found") }
    var pipe: [Int32] = [-1, -1]
    guard Foundation.pipe(&pipe) == 0 else { return false }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[0], STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addclose(&actions, pipe[1])
    if environment["LESS"] == nil { environment["LESS"] = "FRX" }
    let words = ["/bin/sh", "-c", command]
    let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    let variables: [UnsafeMutablePointer<CChar>?] =
      environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in arguments + variables { free(pointer) }
    }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, "/bin/sh", &actions, nil, arguments, variables)
    close(pipe[0])
    guard spawned == 0 else {
      close(pipe[1])
      return cannotStart("could not start")
    }
    // A pager quit early closes the pipe: the write must fail (EPIPE), not kill deepcut.
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var previous = sigaction()
    sigaction(SIGPIPE, &ignore, &previous)
    defer { sigaction(SIGPIPE, &previous, nil) }
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        Foundation.write(pipe[1], $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { break }  // the pager quit early: the rest is unwanted
      offset += written
    }
    close(pipe[1])
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    // The shell's "not found" (127) and "cannot run" (126): nothing was shown.
    let exited = status & 0x7F == 0
    let code = (status >> 8) & 0xFF
    if exited, code == 127 || code == 126 { return cannotStart("could not start") }
    return true
  }
}

/// Who reads the keyboard: the prompt's line reader once the prompt starts, else nobody.
final class KeyboardOwner: Sendable {
  private let current = Mutex<EditLineReader?>(nil)

  var reader: EditLineReader? {
    get { current.withLock { $0 } }
    set { current.withLock { $0 = newValue } }
  }
}
