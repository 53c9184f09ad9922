import DeepCutKit

/// Everything a session needs from the world, passed in: live and test sessions differ only
/// in these values.
public struct Environment: Sendable {
  public var clock: any SessionClock
  public var output: any OutputSink
  public var style: Style
  /// The terminal's width for tables, or `nil` to never shorten (scripts, pipes).
  public var terminalWidth: Int?
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

  public init(
    clock: any SessionClock, output: any OutputSink, style: Style = Style(isEnabled: false),
    terminalWidth: Int? = nil, isInteractive: Bool = false, state: StateDirectory,
    json: Bool = false, workingDirectory: String, services: Services? = nil,
    showsProgress: Bool = false
  ) {
    self.clock = clock
    self.output = output
    self.style = style
    self.terminalWidth = terminalWidth
    self.isInteractive = isInteractive
    self.state = state
    self.json = json
    self.workingDirectory = workingDirectory
    self.services = services ?? .sample(clock: clock)
    self.showsProgress = showsProgress
  }
}
