/// One entry of the command table: what a command is called, how it is used, how its
/// arguments complete, and what runs it.
///
/// Commands are thin adapters: `run` resolves arguments and calls into DeepCutKit, then
/// reports through the session's output.
public struct CommandSpec: Sendable {
  /// Where `help` lists the command.
  public enum Group: String, Sendable, CaseIterable {
    case browse, discover, playback, time, writes, emulation, scripts, shell
  }

  public var name: String
  public var aliases: [String]
  public var group: Group
  /// One line per form, without the command name's help prefix (`ls artists [filter]`).
  public var usage: [String]
  /// One line for `help`.
  public var summary: String
  /// Paragraphs for `help <command>`.
  public var details: String
  public var examples: [String]
  public var options: [OptionSpec]
  /// Whether it only reads state and prints JSON, so `expect <command> <path> …` may run it.
  public var isQuery: Bool
  /// Whether options are left in the arguments for the command to read (`expect fail …`).
  public var takesRawWords: Bool
  /// Candidates for the argument under the cursor, given the words before it.
  public var complete: @Sendable (CompletionRequest) -> CompletionSlot?
  public var run: @Sendable (isolated Session, Invocation) async throws -> Void

  public init(
    name: String, aliases: [String] = [], group: Group, usage: [String], summary: String,
    details: String = "", examples: [String] = [], options: [OptionSpec] = [],
    isQuery: Bool = false, takesRawWords: Bool = false,
    complete: @escaping @Sendable (CompletionRequest) -> CompletionSlot? = { _ in nil },
    run: @escaping @Sendable (isolated Session, Invocation) async throws -> Void
  ) {
    self.name = name
    self.aliases = aliases
    self.group = group
    self.usage = usage
    self.summary = summary
    self.details = details
    self.examples = examples
    self.options = options
    self.isQuery = isQuery
    self.takesRawWords = takesRawWords
    self.complete = complete
    self.run = run
  }

  /// Every option the command accepts: its own, then the ones every command takes.
  public var allOptions: [OptionSpec] { options + OptionSpec.common }
}

/// An option such as `--types album,ep` or `--json`.
public struct OptionSpec: Sendable {
  public var name: String
  /// The placeholder of the option's value (`LIST`), or `nil` for a flag.
  public var valueName: String?
  public var summary: String
  /// Candidates for the value (for example the release types).
  public var values: @Sendable () -> [String]

  public init(
    _ name: String, value valueName: String? = nil, summary: String,
    values: @escaping @Sendable () -> [String] = { [] }
  ) {
    self.name = name
    self.valueName = valueName
    self.summary = summary
    self.values = values
  }

  /// Options every command accepts.
  public static let common = [
    OptionSpec("--json", summary: "print one JSON document instead of text")
  ]
}
