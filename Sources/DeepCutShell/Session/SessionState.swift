import DeepCutKit

/// What a command printed, kept for `expect output` (and silenced while `expect` queries).
struct OutputCapture: Sendable {
  /// Everything the running command wrote on stdout.
  var stdout = ""
  /// While set, output goes nowhere but the capture.
  var isSilent = false
  /// Whether text taller than the terminal goes through the pager (`set pager`, `--no-pager`).
  var paging = true
}

/// The scripts being run, and how the running one should end.
struct ScriptState: Sendable {
  /// Scripts being run, innermost last: for relative `source` paths and cycle detection.
  var stack: [ScriptFrame] = []
  /// Whether a script keeps going after a failure.
  var keepGoing = false
  /// Set by `quit`; read once the command returns.
  var pendingQuit: Int32?
  /// The command that failed last, for its error's JSON document.
  var failure: FailedCommand?
}

/// What an error's JSON document says besides the message.
struct FailedCommand: Sendable {
  /// The command's name, or `nil` when the line named none that exists.
  var command: String?
  /// Events that happened before it (a track ended meanwhile).
  var events: [CommandEvent]
  /// Whether JSON was asked for (`--json`, or `set json on`).
  var json: Bool
}

/// What browsing keeps between commands.
struct BrowseState: Sendable {
  /// The loaded library for resolving names; `nil` until first needed and after writes.
  var snapshot: LibrarySnapshot?
  /// The names completion offers, made from `snapshot` when a prompt first asks.
  var names: NameIndex?
  /// Where `more` continues recently played.
  var pager: RecentPager?
  /// Where `more` continues a listing cut by `--limit` (the later of the two wins).
  var pages: ListingPages?
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

/// Where `more` continues a listing cut by `--limit`.
struct ListingPages: Sendable {
  var total: Int
  var limit: Int
  var noun: String
  var shown = 0
  /// The listing's output for the entries in a range.
  var page: @Sendable (Range<Int>) -> CommandOutput

  init(
    total: Int, limit: Int, noun: String, page: @escaping @Sendable (Range<Int>) -> CommandOutput
  ) {
    self.total = total
    self.limit = limit
    self.noun = noun
    self.page = page
  }
}
