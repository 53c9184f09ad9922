import DeepCutKit

extension Session {
  /// Lines typed at the prompt, oldest first (the `history` command).
  public var history: [String] { typedLines.entries }

  /// Remembers a line typed at the prompt (duplicates move to the end).
  public func remember(_ line: String) {
    typedLines.entries.removeAll { $0 == line }
    typedLines.entries.append(line)
    if typedLines.entries.count > HistoryFile.maximumEntries {
      typedLines.entries.removeFirst(typedLines.entries.count - HistoryFile.maximumEntries)
    }
  }

  /// Replaces the history (loaded from the history file at start).
  public func setHistory(_ entries: [String]) {
    typedLines.entries = entries
  }

  /// Adds a typed line to the history file (merged with other sessions' lines) and to the
  /// session's history; a failed save warns once.
  func rememberAndSave(_ line: String) async {
    remember(line)
    do {
      let (entries, warnings) = try await HistoryFile.append(line, to: environment.state)
      for warning in warnings { warn(warning) }
      if !entries.isEmpty { typedLines.entries = entries }
    } catch {
      if !typedLines.saveFailed { warn("history not saved: \(error)") }
      typedLines.saveFailed = true
    }
  }
}
