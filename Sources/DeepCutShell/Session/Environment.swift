import DeepCutKit

/// Everything a session needs from the world, passed in: live and test sessions differ only
/// in these values.
public struct Environment: Sendable {
  public var clock: any SessionClock
  public var output: any OutputSink
  public var style: Style
  /// The terminal's size, asked afresh at each use (the window may have been resized).
  public var terminal: TerminalSize
  /// Shows text taller than the terminal through a pager (`$PAGER`).
  ///
  /// `nil` when stdout is not a terminal; returns `false` when no pager could be started.
  public var pager: (@Sendable (String) async -> Bool)?
  /// Whether a person is typing at a prompt (history is kept; writes persist).
  public var isInteractive: Bool
  public var state: StateDirectory
  /// Print every command's result as one JSON document.
  public var json: Bool
  /// The directory relative `source` paths start from outside a script.
  public var workingDirectory: String
  /// The library, catalog and failure injection.
  public var services: Services
  /// Whether long work may draw progress on stderr (a terminal at an interactive prompt).
  public var showsProgress: Bool
  /// Asks the person at the prompt a yes-or-no question (`playlist delete`); `nil` where
  /// nobody is asked (scripts, pipes, tests).
  public var confirm: (@Sendable (String) async -> Bool)?
  /// Whether stderr is a terminal: errors and warnings are wrapped at the terminal's width
  /// only then, never in a pipe or a log.
  public var errorsAtTerminal: Bool

  public init(
    clock: any SessionClock, output: any OutputSink, style: Style = Style(isEnabled: false),
    terminalWidth: Int? = nil, isInteractive: Bool = false, state: StateDirectory,
    json: Bool = false, workingDirectory: String, services: Services? = nil,
    showsProgress: Bool = false, terminal: TerminalSize? = nil,
    pager: (@Sendable (String) async -> Bool)? = nil,
    confirm: (@Sendable (String) async -> Bool)? = nil, errorsAtTerminal: Bool = false
  ) {
    self.clock = clock
    self.output = output
    self.style = style
    self.terminal = terminal ?? .fixed(columns: terminalWidth)
    self.pager = pager
    self.isInteractive = isInteractive
    self.state = state
    self.json = json
    self.workingDirectory = workingDirectory
    self.services = services ?? .sample(clock: clock)
    self.showsProgress = showsProgress
    self.confirm = confirm
    self.errorsAtTerminal = errorsAtTerminal
  }
}

extension Environment {
  /// The terminal's width now for tables, or `nil` to never shorten (scripts, pipes).
  public var terminalWidth: Int? { terminal.columns() }

  /// The width errors and warnings are wrapped at, or `nil` when stderr is not a terminal.
  public var errorWidth: Int? { errorsAtTerminal ? terminal.columns() : nil }
}

/// The size of the terminal output goes to, read when it is needed.
///
/// Live at a terminal (the executable reads `TIOCGWINSZ` on each call, so a resize is seen
/// by the next command, or the next second of `watch`); fixed in tests.
public struct TerminalSize: Sendable {
  /// Columns, or `nil` when output is not a terminal (never shorten).
  public var columns: @Sendable () -> Int?
  /// Rows, or `nil` when output is not a terminal (never page).
  public var rows: @Sendable () -> Int?

  public init(columns: @escaping @Sendable () -> Int?, rows: @escaping @Sendable () -> Int?) {
    self.columns = columns
    self.rows = rows
  }

  /// A size that never changes.
  public static func fixed(columns: Int?, rows: Int? = nil) -> TerminalSize {
    TerminalSize(columns: { columns }, rows: { rows })
  }
}
