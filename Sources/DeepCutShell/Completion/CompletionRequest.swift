/// What a command's completion provider is asked: the arguments typed so far.
public struct CompletionRequest: Sendable {
  /// The complete arguments before the one under the cursor (options left out).
  public var arguments: [String]
  /// The library's names.
  public var names: NameIndex
  /// The session's commands (for `help` and `expect`, whose arguments are commands).
  public var commands: CommandTable

  public init(arguments: [String], names: NameIndex = .empty, commands: CommandTable) {
    self.arguments = arguments
    self.names = names
    self.commands = commands
  }
}

/// A command's answer: which argument the text under the cursor belongs to, and its candidates.
///
/// A free-text argument may span several unquoted words (`play Miles Da`), so the slot says
/// where it starts: the completer matches the whole phrase and replaces it.
public struct CompletionSlot: Sendable {
  /// The index into `CompletionRequest.arguments` where the argument being completed starts.
  public var start: Int
  public var candidates: NameList

  public init(start: Int, candidates: NameList) {
    self.start = start
    self.candidates = candidates
  }

  /// Candidates for a single word: the one under the cursor.
  public static func word(_ request: CompletionRequest, _ candidates: [String]) -> CompletionSlot {
    CompletionSlot(start: request.arguments.count, candidates: NameList(candidates))
  }

  /// Candidates for a free-text argument starting at `start`.
  public static func phrase(from start: Int, _ candidates: NameList) -> CompletionSlot {
    CompletionSlot(start: start, candidates: candidates)
  }
}
