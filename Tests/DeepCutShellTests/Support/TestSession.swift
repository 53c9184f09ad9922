import DeepCutKit
import Foundation

@testable import DeepCutShell

/// A session on a virtual clock with a fresh state directory, writing into a buffer.
struct TestSession {
  let session: Session
  let output: BufferSink
  let clock: VirtualClock
  let state: StateDirectory
  /// Removes the state directory when the last copy of this test session goes away.
  private let cleanup: Cleanup

  /// A session like `deepcut FILE` runs: the sample library, or `libraryFile` imported.
  ///
  /// An imported library gets the simulated catalog unless `catalog` says otherwise: tests
  /// never reach the internet (MusicBrainz tests pass a local server's URL). `state` is an
  /// earlier session's state directory, for a session after a restart.
  init(
    json: Bool = false, workingDirectory: String = FileManager.default.currentDirectoryPath,
    libraryFile: String? = nil, catalog: CatalogOptions? = nil, state: StateDirectory? = nil
  ) throws {
    output = BufferSink()
    clock = VirtualClock()
    self.state = try state ?? StateDirectory.temporary()
    cleanup = Cleanup(self.state)
    let output = self.output
    let services = try Services.launch(
      libraryFile: libraryFile, state: self.state, clock: clock,
      catalog: catalog ?? CatalogOptions(choice: libraryFile == nil ? nil : .simulated),
      warning: { output.write("warning: \($0)\n", to: .standardError) },
      loaded: { loaded in
        for line in loaded.library.summary.lines { output.write(line + "\n", to: .standardError) }
      })
    session = Session(
      environment: Environment(
        clock: clock, output: output, state: self.state, json: json,
        workingDirectory: workingDirectory, services: services))
  }

  /// Runs `script` as a file named `name` would run; returns the result.
  func run(_ script: String, name: String? = "test.deepcut", keepGoing: Bool = false) async
    -> ScriptResult
  {
    await session.setKeepGoing(keepGoing)
    return await session.runScript(ScriptLines(script), name: name)
  }

  var stdout: String { output.text(.standardOutput) }
  var stderr: String { output.text(.standardError) }
}

/// A scratch directory for script files, removed by the caller.
func makeScratchDirectory() throws -> URL {
  try StateDirectory.temporary().url
}

/// Deletes a temporary state directory when released.
private final class Cleanup: Sendable {
  let state: StateDirectory

  init(_ state: StateDirectory) {
    self.state = state
  }

  deinit { state.removeAll() }
}
