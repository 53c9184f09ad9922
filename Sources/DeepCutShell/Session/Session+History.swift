import DeepCutKit

extension Session {
  /// Lines typed at the prompt, oldest first (the `history` command).
  public var history: [String] { typed.entries }

  /// Remembers a line typed at the prompt (duplicates move to the end).
  public func remember(_ line: String) {
    typed.entries.removeAll { $0 == line }
    typed.entries.append(line)
    if typed.entries.count > HistoryFile.maximumEntries {
      typed.entries.removeFirst(typed.entries.count - HistoryFile.maximumEntries)
    }
  }

  /// Replaces the history (loaded from the history file at start).
  public func setHistory(_ entries: [String]) {
    typed.entries = entries
  }

  /// Adds a typed line to the history file (merged with other sessions' lines) and to the
  /// session's history; a failed save warns once.
  func rememberAndSave(_ line: String) async {
    remember(line)
    do {
      typed.entries = try await HistoryFile.append(line, to: environment.state)
    } catch {
      if !typed.saveFailed { warn("history not saved: \(error)") }
      typed.saveFailed = true
    }
  }
}
