/// `help [command|group]`: every command with a summary, one command in full, or one group.
enum HelpCommand {
  static let name = Argument<String?>.optional("command", .word, .commands) { $0 }

  static let command = Command(
    CommandSpec(
      name: "help", aliases: ["?"], group: .shell,
      summary: "list the commands, or show how to use one, or one group of them",
      details: """
        Commands may be typed as any unique prefix: 'disc' runs 'discover'. A group's name
        (\(CommandSpec.Group.allCases.map(\.rawValue).joined(separator: ", "))) lists that
        group; 'discover' and 'writes' show the command, then its group.
        """,
      examples: ["help", "help cuts", "help playback"],
      signature: Signature([name.spec]), usage: ["help [command|group]"], isQuery: true)
  ) { session, arguments in
    if let name = arguments[Self.name] {
      let group = CommandSpec.Group(rawValue: name.lowercased())
      let spec: CommandSpec
      do {
        spec = try session.commands.lookup(name)
      } catch {
        // Not a command: a group's name lists the group.
        guard let group else { throw error }
        let specs = session.commands.commands.filter { $0.group == group }
        var output = CommandOutput(specs.map(HelpDocument.init))
        output.say(lines: HelpText.group(group, of: session.commands))
        return output
      }
      var output = CommandOutput(HelpDocument(spec))
      output.say(lines: HelpText.details(of: spec))
      if let group, spec.name == group.rawValue {
        output.say(lines: [""] + HelpText.group(group, of: session.commands))
      }
      return output
    }
    var output = CommandOutput(session.commands.commands.map(HelpDocument.init))
    output.say(lines: HelpText.overview(session.commands))
    return output
  }
}

/// The text `help` prints.
enum HelpText {
  /// Every command grouped by area, each with its one-line summary.
  static func overview(_ table: CommandTable) -> [String] {
    var lines = ["deepcut: explore a music library, dig out deep cuts, play on an emulated player."]
    for group in CommandSpec.Group.allCases {
      let section = Self.group(group, of: table)
      guard section.count > 1 else { continue }
      lines.append("")
      lines.append(contentsOf: section)
    }
    lines.append("")
    lines.append("'help <command>' shows usage, options and examples; any unique prefix works.")
    lines.append("'help <group>' lists one group (help playback).")
    return lines
  }

  /// A group's name, then each of its commands with its summary.
  static func group(_ group: CommandSpec.Group, of table: CommandTable) -> [String] {
    let specs = table.commands.filter { $0.group == group }
    let width = specs.map { $0.name.count }.max() ?? 0
    return [group.rawValue]
      + specs.map { spec in
        "  \(spec.name)\(String(repeating: " ", count: width - spec.name.count))  \(spec.summary)"
      }
  }

  /// One command's usage, summary, details, options, aliases and examples.
  static func details(of spec: CommandSpec) -> [String] {
    var lines = spec.usage.enumerated().map { index, form in
      (index == 0 ? "usage: " : "       ") + form
    }
    lines.append("")
    lines.append(spec.summary)
    if !spec.details.isEmpty {
      lines.append("")
      lines.append(
        contentsOf: spec.details.split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init))
    }
    let options = spec.allOptions
    lines.append("")
    lines.append("options:")
    let width = options.map(\.label.count).max() ?? 0
    for option in options {
      let label = option.label
      lines.append(
        "  \(label)\(String(repeating: " ", count: width - label.count))  \(option.summary)")
    }
    if !spec.aliases.isEmpty {
      lines.append("")
      lines.append("aliases: " + spec.aliases.joined(separator: ", "))
    }
    if !spec.examples.isEmpty {
      lines.append("")
      lines.append("examples:")
      lines.append(contentsOf: spec.examples.map { "  " + $0 })
    }
    return lines
  }
}

/// A command as `help --json` describes it.
struct HelpDocument: Encodable {
  var name: String
  var aliases: [String]
  var group: String
  var usage: [String]
  var summary: String
  var options: [String]
  var examples: [String]

  init(_ spec: CommandSpec) {
    name = spec.name
    aliases = spec.aliases
    group = spec.group.rawValue
    usage = spec.usage
    summary = spec.summary
    options = spec.allOptions.map(\.name)
    examples = spec.examples
  }
}
