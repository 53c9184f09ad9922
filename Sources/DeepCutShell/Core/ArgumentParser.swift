/// Parses a statement's words against a command's signature: pure, and the only place
/// arguments and options are read.
public enum ArgumentParser {
  /// The typed arguments of `words` (the command word excluded), or a one-line error that
  /// says what was wrong and what would be right.
  ///
  /// An unquoted word starting with `--` must be one of the command's options; `--` alone ends
  /// option parsing, so `play -- --weird title--` works. A quoted word is always an argument.
  public static func parse(_ words: [Word], for spec: CommandSpec) throws(CommandError)
    -> Arguments
  {
    var arguments = Arguments(command: spec.name, words: words)
    let signature = spec.signature
    if signature.takesRawWords {
      arguments.reserve(signature.arguments.count)
      try assign(words.map(\.value), to: signature.arguments, of: spec, into: &arguments)
      return arguments
    }
    let (positional, given) = try split(words, options: signature.options, command: spec.name)
    arguments.json = given[OptionSpec.json.name] != nil
    var rest = positional[...]
    var expected = signature.arguments
    if let form = try subcommand(rest.first, of: signature) {
      arguments.subcommandName = form.name
      expected = form.arguments
      rest = rest.dropFirst()
    } else if rest.isEmpty, let missing = signature.missingSubcommand {
      throw CommandError(missing)
    }
    arguments.reserve(expected.count + signature.options.count)
    try assign(Array(rest), to: expected, of: spec, into: &arguments)
    for option in signature.options {
      arguments.set(option.name, to: try option.parse(given[option.name]))
    }
    return arguments
  }

  /// The sub-command `word` names, if any.
  ///
  /// When the command also takes arguments of its own (`fail <method>…` beside `fail list`),
  /// only an exact name is a sub-command; otherwise any unique prefix is, and another word is
  /// an error listing the sub-commands.
  static func subcommand(_ word: String?, of signature: Signature) throws(CommandError)
    -> Signature.Subcommand?
  {
    guard let word, !signature.subcommands.isEmpty else { return nil }
    if !signature.arguments.isEmpty {
      return signature.subcommands.first { $0.name == word }
    }
    let names = signature.subcommands.map(\.name)
    let name = try Keyword.match(word, among: names, what: signature.subcommandNoun)
    return signature.subcommands.first { $0.name == name }
  }

  /// Gives each argument its words, in order; a word too many is an error.
  private static func assign(
    _ words: [String], to expected: [ArgumentSpec], of spec: CommandSpec,
    into arguments: inout Arguments
  ) throws(CommandError) {
    var rest = words[...]
    for argument in expected {
      let taken: ArraySlice<String>
      switch argument.shape {
      case .word: taken = rest.prefix(1)
      case .text, .words: taken = rest
      }
      rest = rest.dropFirst(taken.count)
      arguments.set(argument.name, to: try argument.parse(Array(taken)))
    }
    guard let extra = rest.first else { return }
    if expected.isEmpty {
      let form = arguments.subcommandName.map { "\(spec.name) \($0)" } ?? spec.name
      throw CommandError("\(form) takes no arguments (not '\(extra)')")
    }
    throw CommandError(
      "'\(extra)' is one argument too many (usage: \(spec.usage.joined(separator: " | ")))")
  }

  /// Separates the positional words from the options, checking each option against the
  /// declared ones: the command's own (`declared`), then the ones every command takes.
  private static func split(_ words: [Word], options declared: [OptionSpec], command: String)
    throws(CommandError) -> (positional: [String], options: [String: String])
  {
    // Every option the command accepts (`CommandSpec.allOptions`), searched in place and made
    // into one array only for an error.
    func firstKnown(where matches: (OptionSpec) -> Bool) -> OptionSpec? {
      declared.first(where: matches) ?? OptionSpec.common.first(where: matches)
    }
    var positional: [String] = []
    positional.reserveCapacity(words.count)
    var given: [String: String] = [:]
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      guard !optionsEnded, !word.wasQuoted else {
        positional.append(word.value)
        continue
      }
      let isLong = word.value.hasPrefix("--")
      // A bare option (`once`) never starts with `-`, so a `--` word is never one.
      let bare = isLong ? nil : firstKnown { $0.isBare && $0.name == word.value }
      guard isLong || bare != nil else {
        positional.append(word.value)
        continue
      }
      if word.value == "--" {
        optionsEnded = true
        continue
      }
      let parts = word.value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = bare?.name ?? String(parts[0])
      guard let option = bare ?? firstKnown(where: { $0.name == name }) else {
        let names = (declared + OptionSpec.common).filter { !$0.isBare }.map(\.name)
        let near = NameSuggester.nearest(to: name, among: names)
        let hint =
          near.isEmpty ? "options: " + names.joined(separator: ", ") : "did you mean '\(near[0])'?"
        throw CommandError("unknown option '\(name)' for '\(command)' (\(hint))")
      }
      guard let valueName = option.valueName else {
        guard parts.count == 1 || bare != nil else {
          throw CommandError("option '\(name)' takes no value (write just \(name))")
        }
        given[name] = ""
        continue
      }
      if parts.count == 2, bare == nil {
        given[name] = String(parts[1])
      } else if index < words.count {
        given[name] = words[index].value
        index += 1
      } else {
        throw CommandError(
          option.missingValue ?? "option '\(name)' needs a value (\(name) \(valueName))")
      }
    }
    return (positional, given)
  }
}
