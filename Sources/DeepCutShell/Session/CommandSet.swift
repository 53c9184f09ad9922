/// The commands a session runs, prepared once: their table (dispatch, help, completion) and
/// what runs each, by name.
///
/// A value made from the command list, so that a process making many sessions (the test
/// suite, the `script` fuzz target: one per input) prepares it once. Sorting the names and
/// indexing every prefix was most of what a new session cost.
public struct CommandSet: Sendable {
  /// The commands' declarations.
  public let table: CommandTable
  /// What runs each command, by name (the first of two with one name).
  let runners: [String: Command.Run]

  public init(_ commands: [Command]) {
    table = CommandTable(commands.map(\.spec))
    runners = Dictionary(
      commands.map { ($0.spec.name, $0.run) }, uniquingKeysWith: { first, _ in first })
  }
}
