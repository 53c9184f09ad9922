import DeepCutKit
import Foundation

@testable import DeepCutShell

/// Fuzzes the script runner: the input runs as a `.deepcut` file in a whole session over the
/// sample library, on the virtual clock, as `deepcut fuzz.deepcut --keep-going` would run it.
///
/// Keeping going after failures lets one input reach many commands. The commands that reach
/// outside the session are limited (`FuzzCommands`) and everything happens in a sandbox
/// emptied before each input (`FuzzSandbox`). Promise checked, besides not crashing: stderr
/// holds only whole lines, each an `error:` line (located `NAME:LINE:` in a script), a
/// `warning:` line, an indented line continuing an expectation failure, or (after
/// `set json on`) an error as one JSON document.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let sandbox = FuzzSandbox.shared
  sandbox.reset(script: bytes)
  let output = BufferSink()
  runBlocking {
    let clock = VirtualClock()
    let state = try! StateDirectory(sandbox.state)
    let services = try! Services.launch(
      libraryFile: nil, state: state, clock: clock,
      warning: { output.write("warning: \($0)\n", to: .standardError) })
    let session = Session(
      environment: Environment(
        clock: clock, output: output, state: state, workingDirectory: sandbox.workPath,
        services: services),
      commands: FuzzCommands.commands)
    await session.setKeepGoing(true)
    _ = await session.runScript(
      ScriptLines(bytes: bytes), name: "fuzz.deepcut", path: sandbox.scriptPath)
  }
  checkStandardError(output.text(.standardError))
  restorePristineIndexes()
  return 0
}

/// Leaves the indexes the process remembers as they were before the input.
///
/// A session indexes its library's names per kind through a `Memo` that keeps the last input
/// (`LibrarySnapshot`), so an input that wrote a playlist leaves the index of its own playlists
/// behind for the next session: allocations without their frees, which libFuzzer takes for a
/// possible leak and checks by running the whole input a second time (a tenth of a replay's
/// time went to those second runs). Indexing the sample library again puts back what every
/// input starts from; when nothing was written it is one comparison per kind.
private func restorePristineIndexes() {
  _ = LibrarySnapshot(SampleLibrary.contents)
}

private func checkStandardError(_ text: String) {
  guard !text.isEmpty else { return }
  require(text.hasSuffix("\n"), "stderr ends inside a line: \(text.debugDescription)")
  for line in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
    require(
      isErrorLine(line) || line.hasPrefix("warning: ") || line.hasPrefix("  ")
        || isErrorDocument(line),
      "stray stderr line \(String(line).debugDescription)")
  }
}

/// `error: …`, or `NAME:LINE: error: …`.
private func isErrorLine(_ line: Substring) -> Bool {
  if line.hasPrefix("error: ") { return true }
  guard let marker = line.range(of: ": error: ") else { return false }
  let location = line[..<marker.lowerBound]
  guard let colon = location.lastIndex(of: ":") else { return false }
  let number = location[location.index(after: colon)...]
  return !number.isEmpty && number.allSatisfy(\.isASCII) && Int(number) != nil
}

/// An error under JSON output: `{"error": {"message": …, …}, "events": […]}` on one line
/// (Schemas/output.schema.json), its message a non-empty string.
private func isErrorDocument(_ line: Substring) -> Bool {
  guard line.hasPrefix("{"),
    let document = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
    let error = document["error"] as? [String: Any], let message = error["message"] as? String
  else { return false }
  return !message.isEmpty && document["events"] is [Any]
}
