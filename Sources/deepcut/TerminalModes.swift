import Foundation
import Synchronization

/// The terminal's modes: as deepcut found them, and the quiet mode commands run in.
///
/// libedit switches to its raw mode for each line and back to the saved mode after it. While a
/// command runs, keys are read without echo (so nothing typed lands in the command's output);
/// at exit, or when the process is suspended, the mode it started with is put back.
enum TerminalModes {
  /// Saves the mode the terminal is in now as the one to put back, and puts it back at exit.
  static func saveStartup() {
    guard tcgetattr(STDIN_FILENO, Storage.startup) == 0 else { return }
    Storage.saved.store(true, ordering: .sequentiallyConsistent)
    atexit { TerminalModes.restoreStartup() }
  }

  /// Puts back the mode the terminal was in when deepcut started.
  static func restoreStartup() {
    guard Storage.saved.load(ordering: .sequentiallyConsistent) else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, Storage.startup)
  }

  /// The startup mode without echo and without line buffering: each key reaches deepcut as it
  /// is pressed and shows nowhere; Ctrl-C and Ctrl-Z still signal.
  static func enterQuietKeys() {
    guard Storage.saved.load(ordering: .sequentiallyConsistent) else { return }
    var quiet = Storage.startup.pointee
    quiet.c_lflag &= ~tcflag_t(ECHO | ICANON)
    withUnsafeMutableBytes(of: &quiet.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
  }

  /// Storage a signal handler may use: allocated once, before any handler is installed.
  fileprivate enum Storage {
    nonisolated(unsafe) static let startup = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) static let current = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    static let saved = Atomic<Bool>(false)
  }
}

/// Ctrl-Z, `fg` and window resizes at the prompt.
///
/// libedit's own signal handling re-sends each signal to the whole process group and does not
/// redraw the line after `fg`, so deepcut handles these itself: the suspend handler puts the
/// terminal back as the shell expects, stops, and on `fg` restores the mode it interrupted and
/// asks the editor (through `wake`) to redraw the prompt. A resize only raises a flag: the
/// editor re-reads the size before its next key.
enum JobControl {
  /// Set after `fg`: the line must be drawn again.
  static let continued = Atomic<Bool>(false)
  /// Set by SIGWINCH: the editor must re-read the terminal's size.
  static let resized = Atomic<Bool>(false)

  /// Installs the handlers; `wake` is a pipe's write end whose byte wakes the editor's read.
  static func install(wake: Int32) {
    _ = TerminalModes.Storage.current
    _ = continued.load(ordering: .sequentiallyConsistent)
    _ = resized.load(ordering: .sequentiallyConsistent)
    WakeDescriptor.value = wake
    installHandler(SIGTSTP, suspendHandler)
    installHandler(SIGWINCH, resizeHandler)
  }
}

private enum WakeDescriptor {
  nonisolated(unsafe) static var value: Int32 = -1
}

private func installHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
  var action = sigaction()
  action.__sigaction_handler.sa_handler = handler
  sigemptyset(&action.sa_mask)
  action.sa_flags = SA_RESTART
  sigaction(signal, &action, nil)
}

/// Only async-signal-safe calls: tcgetattr/tcsetattr, sigaction, raise, sigprocmask, write.
private func suspendHandler(_ signal: Int32) {
  let current = TerminalModes.Storage.current
  let hadMode = tcgetattr(STDIN_FILENO, current) == 0
  TerminalModes.restoreStartup()
  var defaultAction = sigaction()
  defaultAction.__sigaction_handler.sa_handler = SIG_DFL
  sigemptyset(&defaultAction.sa_mask)
  sigaction(SIGTSTP, &defaultAction, nil)
  raise(SIGTSTP)
  var blocked = sigset_t()
  sigemptyset(&blocked)
  sigaddset(&blocked, SIGTSTP)
  pthread_sigmask(SIG_UNBLOCK, &blocked, nil)  // the process stops here until `fg`
  installHandler(SIGTSTP, suspendHandler)
  if hadMode { tcsetattr(STDIN_FILENO, TCSANOW, current) }
  JobControl.continued.store(true, ordering: .sequentiallyConsistent)
  var byte: UInt8 = 2
  _ = write(WakeDescriptor.value, &byte, 1)
}

private func resizeHandler(_ signal: Int32) {
  JobControl.resized.store(true, ordering: .sequentiallyConsistent)
  var byte: UInt8 = 3
  _ = write(WakeDescriptor.value, &byte, 1)
}
