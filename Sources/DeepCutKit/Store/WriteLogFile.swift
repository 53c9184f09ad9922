import Foundation

/// The library writes of earlier sessions, kept per library so the sample and an import never
/// mix: `writes-IDENTITY.json` in the state directory, replayed onto the pristine library at
/// start.
public enum WriteLogFile {
  /// The file name for a library identity (`sample`, or an import's key).
  public static func name(for identity: String) -> String { "writes-\(identity).json" }

  /// The saved log, or an empty one when there is none.
  ///
  /// A file that does not parse is moved aside and reported through `warning`.
  public static func load(
    from state: StateDirectory, identity: String, warning: (String) -> Void
  ) -> WriteLog {
    let file = name(for: identity)
    let data: Data?
    do {
      data = try state.read(file)
    } catch {
      warning("\(file) could not be read (\(error)); starting without earlier writes")
      return WriteLog()
    }
    guard let data else { return WriteLog() }
    do {
      return try JSONDecoder().decode(WriteLog.self, from: data)
    } catch {
      warning(state.quarantine(file, reason: "not a write log"))
      return WriteLog()
    }
  }

  /// Saves the log atomically.
  public static func save(_ log: WriteLog, to state: StateDirectory, identity: String)
    throws(StoreError)
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    guard let data = try? encoder.encode(log) else {
      throw .corrupt(path: name(for: identity), reason: "the write log could not be encoded")
    }
    try state.write(data, to: name(for: identity))
  }
}
