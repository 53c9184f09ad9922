/// What a command is called, what it accepts, and how `help` describes it: the one
/// declaration that parsing, usage, completion and `expect` all read.
///
/// Only the declaration: what runs it lives with the session (`Command`), so this folder
/// depends on nothing but the output types.
public struct CommandSpec: Sendable {
  /// Where `help` lists the command.
  public enum Group: String, Sendable, CaseIterable {
    case browse, discover, playback, time, writes, emulation, scripts, shell
  }

  public var name: String
  public var aliases: [String]
  public var group: Group
  /// One line for `help`.
  public var summary: String
  /// Paragraphs for `help <command>`.
  public var details: String
  public var examples: [String]
  /// The arguments, sub-commands and options.
  public var signature: Signature
  /// Whether it only reads state and has a JSON document, so `expect <command> <path> …` may
  /// run it.
  public var isQuery: Bool
  /// Whether it looks at the previous command (`expect`), and so must not become the
  /// previous command itself.
  public var inspectsPrevious: Bool
  /// Whether Ctrl-C (or q) is how it normally ends (`watch`), so no "cancelled" follows.
  public var endsOnInterrupt: Bool
  /// Usage lines written out, where the generated ones would read worse.
  private var writtenUsage: [String]?

  public init(
    name: String, aliases: [String] = [], group: Group, summary: String, details: String = "",
    examples: [String] = [], signature: Signature = Signature(), usage: [String]? = nil,
    isQuery: Bool = false, inspectsPrevious: Bool = false, endsOnInterrupt: Bool = false
  ) {
    self.name = name
    self.aliases = aliases
    self.group = group
    self.summary = summary
    self.details = details
    self.examples = examples
    self.signature = signature
    self.writtenUsage = usage
    self.isQuery = isQuery
    self.inspectsPrevious = inspectsPrevious
    self.endsOnInterrupt = endsOnInterrupt
  }

  /// One line per form (`discover refresh [--batch N]`).
  public var usage: [String] { writtenUsage ?? signature.usage(of: name) }

  /// Every option the command accepts: its own, then the ones every command takes.
  public var allOptions: [OptionSpec] { signature.options + OptionSpec.common }

  /// The first of `allOptions` that `matches`, searched in place.
  func option(where matches: (OptionSpec) -> Bool) -> OptionSpec? {
    signature.options.first(where: matches) ?? OptionSpec.common.first(where: matches)
  }
}

/// What a command accepts: positional arguments, or sub-commands each with their own, and
/// options.
public struct Signature: Sendable {
  /// The arguments when no sub-command is named.
  public var arguments: [ArgumentSpec]
  public var subcommands: [Subcommand]
  public var options: [OptionSpec]
  /// What a sub-command is called in errors ("queue action").
  public var subcommandNoun: String
  /// The error when a sub-command is required and none is given; `nil` when the command
  /// does something without one (`queue` lists the queue).
  public var missingSubcommand: String?
  /// Whether the words are taken as typed, options included (`echo --json` prints it).
  public var takesRawWords: Bool

  /// A sub-command: `queue add <item>`.
  public struct Subcommand: Sendable {
    public var name: String
    public var arguments: [ArgumentSpec]

    public init(_ name: String, _ arguments: [ArgumentSpec] = []) {
      self.name = name
      self.arguments = arguments
    }
  }

  public init(
    _ arguments: [ArgumentSpec] = [], subcommands: [Subcommand] = [], noun: String = "action",
    missingSubcommand: String? = nil, options: [OptionSpec] = [], takesRawWords: Bool = false
  ) {
    self.arguments = arguments
    self.subcommands = subcommands
    self.options = options
    self.subcommandNoun = noun
    self.missingSubcommand = missingSubcommand
    self.takesRawWords = takesRawWords
  }

  /// Sub-commands from an enum's cases, each with the arguments `arguments` gives it.
  public static func subcommands<Action: RawRepresentable & CaseIterable>(
    _ type: Action.Type, noun: String, missing: String? = nil,
    _ defaultArguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
    arguments: (Action) -> [ArgumentSpec] = { _ in [] }
  ) -> Signature where Action.RawValue == String {
    Signature(
      defaultArguments,
      subcommands: Action.allCases.map { Subcommand($0.rawValue, arguments($0)) }, noun: noun,
      missingSubcommand: missing, options: options)
  }

  /// The usage lines: the form without a sub-command (when it does something), then one per
  /// sub-command, each with its arguments and the command's own options.
  func usage(of name: String) -> [String] {
    let options = self.options.map { "[\($0.label)]" }
    func line(_ words: [String], _ arguments: [ArgumentSpec]) -> String {
      (words + arguments.map(\.placeholder) + options).joined(separator: " ")
    }
    var lines: [String] = []
    if missingSubcommand == nil { lines.append(line([name], arguments)) }
    for subcommand in subcommands {
      lines.append(line([name, subcommand.name], subcommand.arguments))
    }
    return lines
  }
}
