extension Session {
  /// Runs the start-up file at `path` before the first prompt or script line, if there is one.
  ///
  /// Every line runs whatever fails before it, quietly: what its commands print is not shown
  /// (a script prints the same with or without it), while each error is reported as
  /// `FILE:LINE: error: …` and the session starts anyway. A file that cannot be read is one
  /// warning. Returns `quit`'s status when a line asked the session to end.
  public func runStartupFile(at path: String) async -> Int32? {
    guard FileKind(path: path) != .missing else { return nil }
    let bytes: [UInt8]
    do {
      bytes = try ScriptFile.read(path)
    } catch {
      warn("start-up file skipped: \(error.message)")
      return nil
    }
    let hidden = capture.hidesStandardOutput
    capture.hidesStandardOutput = true
    defer { capture.hidesStandardOutput = hidden }
    let result = await runScript(
      ScriptLines(bytes: bytes), name: path, path: path, continuing: true)
    return result.quitStatus
  }
}
