/// A statement matched to its command: positional arguments and options, ready to run.
public struct Invocation: Sendable {
  /// The command's canonical name (even when typed as a prefix or alias).
  public var name: String
  /// The words after the command, without options, in order.
  public var arguments: [String]
  /// Options given, by name; a flag has the value `""`.
  public var options: [String: String]
  /// The words after the command exactly as split, quoting kept (for `expect fail …`, which
  /// runs them as a statement of their own).
  public var words: [Word]

  public init(
    name: String, arguments: [String] = [], options: [String: String] = [:], words: [Word] = []
  ) {
    self.name = name
    self.arguments = arguments
    self.options = options
    self.words = words
  }

  /// Whether the flag was given.
  public func has(_ option: String) -> Bool { options[option] != nil }

  /// The arguments from `index` on, joined by single spaces: the unquoted free-text tail
  /// (`cuts A$AP Rocky`), or `nil` when there are none.
  public func rest(from index: Int) -> String? {
    guard index < arguments.count else { return nil }
    return arguments[index...].joined(separator: " ")
  }

  /// The argument at `index`, if given.
  public subscript(index: Int) -> String? {
    index < arguments.count ? arguments[index] : nil
  }
}

/// Turns a statement's words into an `Invocation` for a command: pure, and the only place
/// options are recognised.
public enum InvocationParser {
  /// Splits `words` (the command word excluded) into arguments and the spec's options.
  ///
  /// An unquoted word starting with `--` must be one of the command's options; `--` alone ends
  /// option parsing, so `play -- --weird title--` works. A quoted word is always an argument.
  public static func parse(_ words: [Word], for spec: CommandSpec) throws(CommandError)
    -> Invocation
  {
    var invocation = Invocation(name: spec.name, words: words)
    guard !spec.takesRawWords else {
      invocation.arguments = words.map(\.value)
      return invocation
    }
    let known = spec.allOptions
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      guard !optionsEnded, !word.wasQuoted, word.value.hasPrefix("--") else {
        invocation.arguments.append(word.value)
        continue
      }
      if word.value == "--" {
        optionsEnded = true
        continue
      }
      let parts = word.value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard let option = known.first(where: { $0.name == name }) else {
        let names = known.map(\.name).joined(separator: ", ")
        throw CommandError("unknown option '\(name)' for '\(spec.name)' (options: \(names))")
      }
      guard let valueName = option.valueName else {
        guard parts.count == 1 else {
          throw CommandError("option '\(name)' takes no value (write just \(name))")
        }
        invocation.options[name] = ""
        continue
      }
      if parts.count == 2 {
        invocation.options[name] = String(parts[1])
      } else if index < words.count {
        invocation.options[name] = words[index].value
        index += 1
      } else {
        throw CommandError("option '\(name)' needs a value (\(name) \(valueName))")
      }
    }
    return invocation
  }
}
