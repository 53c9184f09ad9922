import DeepCutKit
import Foundation

/// The directories a fuzzed session may touch, emptied before every input.
///
/// `work/` is the session's working directory (where `source` and `generate` resolve relative
/// paths) and holds the script itself as `fuzz.deepcut`, so `source fuzz.deepcut` is the cycle
/// it would be for `deepcut fuzz.deepcut`; `state/` is its state directory. Emptying both makes
/// every input run from the same start, so a crash reproduces from its input alone.
///
/// The paths are made once, as text: per input only files are removed and written.
struct FuzzSandbox {
  let root: URL
  let work: URL
  let state: URL
  /// `work`, `state` and the script's path, as text.
  let workPath: String
  let statePath: String
  let scriptPath: String

  init(root: URL) {
    self.root = root
    work = root.appendingPathComponent("work")
    state = root.appendingPathComponent("state")
    workPath = work.path
    statePath = state.path
    scriptPath = workPath + "/fuzz.deepcut"
  }

  /// Scripts that `source` can find: one that works, and two that source each other.
  static let fixtures = [
    "helper.deepcut": "echo from helper\nls artists Acid\n",
    "loop-a.deepcut": "echo a\nsource loop-b.deepcut\n",
    "loop-b.deepcut": "source loop-a.deepcut\n",
  ]

  /// One sandbox per process, in memory (`/dev/shm`) where there is one, else under the
  /// temporary directory; removed when the fuzzer exits normally (a crash leaves it, for
  /// looking at).
  ///
  /// In memory because a session syncs what it writes (the write journal, the history, the
  /// feed cache: about a dozen `fsync`s per input), and on a disk each sync waits for it: most
  /// of an input's time. On tmpfs the same calls return at once; the code is the shell's own.
  static let shared: FuzzSandbox = {
    let sandbox = FuzzSandbox(root: memoryDirectory() ?? (try! StateDirectory.temporary().url))
    atexit { try? FileManager.default.removeItem(at: FuzzSandbox.shared.root) }
    return sandbox
  }()

  /// A new directory under `/dev/shm`, or `nil` when there is none to write to.
  private static func memoryDirectory() -> URL? {
    var template = Array("/dev/shm/deepcut-fuzz-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      return nil
    }
    return URL(fileURLWithPath: String(cString: made))
  }

  /// Empties both directories and writes the fixtures and `script`.
  ///
  /// Removed and made by path (`StateDirectory.removeTree`, `mkdir` with `FileManager`'s mode)
  /// rather than through `FileManager`, which makes a `URL` and its attributes per file.
  func reset(script bytes: [UInt8]) {
    for directory in [workPath, statePath] {
      StateDirectory.removeTree(atPath: directory)
      precondition(mkdir(directory, 0o777) == 0, "fuzz sandbox: cannot make \(directory)")
    }
    for (name, text) in Self.fixtures {
      store(Array(text.utf8), at: workPath + "/" + name)
    }
    store(bytes, at: scriptPath)
  }

  /// Writes a new file (the directory was just emptied).
  private func store(_ bytes: [UInt8], at path: String) {
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    precondition(file >= 0, "fuzz sandbox: cannot write \(path)")
    defer { close(file) }
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(file, buffer.baseAddress! + offset, buffer.count - offset)
        precondition(written > 0, "fuzz sandbox: cannot write \(path)")
        offset += written
      }
    }
  }
}
