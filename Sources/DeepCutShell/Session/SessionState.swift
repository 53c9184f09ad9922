import DeepCutKit

/// What a command printed, kept for `expect output` (and silenced while `expect` queries).
struct OutputCapture: Sendable {
  /// Everything the running command wrote on stdout.
  var stdout = ""
  /// While set, output goes nowhere but the capture.
  var isSilent = false
}

/// The scripts being run, and how the running one should end.
struct ScriptState: Sendable {
  /// Scripts being run, innermost last: for relative `source` paths and cycle detection.
  var stack: [ScriptFrame] = []
  /// Whether a script keeps going after a failure.
  var keepGoing = false
  /// Set by `quit`; read once the command returns.
  var pendingQuit: Int32?
}

/// What browsing keeps between commands.
struct BrowseState: Sendable {
  /// The loaded library for resolving names; `nil` until first needed and after writes.
  var snapshot: LibrarySnapshot?
  /// Where `more` continues.
  var pager: RecentPager?
}

/// The lines typed at the prompt.
struct HistoryState: Sendable {
  /// Oldest first (the `history` command).
  var entries: [String] = []
  /// Whether saving the history already failed once (warn only once).
  var saveFailed = false
}

/// Where paging through recently played stands, for `more`.
struct RecentPager: Sendable {
  /// The cursor of the next page, or `nil` when paging has ended.
  var next: String?
  /// How many entries were shown so far.
  var shown: Int
  /// The filter the listing started with.
  var filter: String?
}
