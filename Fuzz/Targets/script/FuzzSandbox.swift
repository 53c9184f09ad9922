import DeepCutKit
import Foundation

/// The directories a fuzzed session may touch, emptied before every input.
///
/// `work/` is the session's working directory (where `source` and `generate` resolve relative
/// paths) and holds the script itself as `fuzz.deepcut`, so `source fuzz.deepcut` is the cycle
/// it would be for `deepcut fuzz.deepcut`; `state/` is its state directory. Emptying both makes
/// every input run from the same start, so a crash reproduces from its input alone.
struct FuzzSandbox {
  let root: URL
  var work: URL { root.appendingPathComponent("work") }
  var state: URL { root.appendingPathComponent("state") }
  var script: URL { work.appendingPathComponent("fuzz.deepcut") }

  /// Scripts that `source` can find: one that works, and two that source each other.
  static let fixtures = [
    "helper.deepcut": "echo from helper\nls artists Acid\n",
    "loop-a.deepcut": "echo a\nsource loop-b.deepcut\n",
    "loop-b.deepcut": "source loop-a.deepcut\n",
  ]

  /// One sandbox per process, under the temporary directory; removed when the fuzzer exits
  /// normally (a crash leaves it, for looking at).
  static let shared: FuzzSandbox = {
    let sandbox = FuzzSandbox(root: try! StateDirectory.temporary().url)
    atexit { try? FileManager.default.removeItem(at: FuzzSandbox.shared.root) }
    return sandbox
  }()

  /// Empties both directories and writes the fixtures and `script`.
  func reset(script bytes: [UInt8]) {
    let files = FileManager.default
    for directory in [work, state] {
      try? files.removeItem(at: directory)
      try! files.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    for (name, text) in Self.fixtures {
      try! Data(text.utf8).write(to: work.appendingPathComponent(name))
    }
    try! Data(bytes).write(to: script)
  }
}
