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
/// `warning:` line, an indented line continuing an expectation failure, a `cancelled: …`
/// note (a statement whose work an injected cancellation ended, the line going on), or
/// (after `set json on`) an error as one JSON document.
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

/// Each line of stderr is one the promise allows; stderr ends with a newline.
///
/// Read as bytes, one line at a time in place: a session that keeps going writes hundreds
/// of error lines, and splitting them into substrings searched with Foundation was a
/// fifteenth of the target's time.
private func checkStandardError(_ text: String) {
  guard !text.isEmpty else { return }
  var utf8 = text
  utf8.withUTF8 { bytes in
    require(bytes.last == newline, "stderr ends inside a line: \(text.debugDescription)")
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      require(
        isErrorLine(line) || line.starts(with: "warning: ".utf8) || line.starts(with: "  ".utf8)
          || isCancellationNote(line) || isErrorDocument(line),
        "stray stderr line \(String(decoding: line, as: UTF8.self).debugDescription)")
      start = end + 1
    }
  }
}

private let newline = UInt8(ascii: "\n")
private let errorMarker = Array(": error: ".utf8)

/// `error: …`, or `NAME:LINE: error: …` (LINE a number, after the last colon before the first
/// `: error: `).
private func isErrorLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
  if line.starts(with: "error: ".utf8) { return true }
  guard let marker = TextSearch.firstOffset(of: errorMarker, in: Array(line), from: 0),
    let colon = line[..<marker].lastIndex(of: UInt8(ascii: ":"))
  else { return false }
  let number = line[(colon + 1)..<marker]
  return !number.isEmpty && number.allSatisfy { $0 < 0x80 }
    && Int(String(decoding: number, as: UTF8.self)) != nil
}

/// `cancelled: STATEMENT`: what `Session.execute` writes for a statement an injected
/// cancellation ended when another statement follows it on the line (the app shows no
/// failure for a cancellation, and the line goes on).
private func isCancellationNote(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
  let prefix = "cancelled: ".utf8
  return line.count > prefix.count && line.starts(with: prefix)
}

/// An error under JSON output: `{"error": {"message": …, …}, "events": […]}` on one line
/// (Schemas/output.schema.json), its message a non-empty string.
private func isErrorDocument(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
  guard line.first == UInt8(ascii: "{"),
    let document = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
    let error = document["error"] as? [String: Any], let message = error["message"] as? String
  else { return false }
  return !message.isEmpty && document["events"] is [Any]
}
