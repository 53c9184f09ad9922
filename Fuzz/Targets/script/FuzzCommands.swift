import DeepCutKit

@testable import DeepCutShell

/// The standard commands with the few that reach outside the session made harmless.
///
/// Everything else runs exactly as in the shell. The limits, and why:
/// - `source` and `generate` take relative paths without `..` only, so a fuzzed path cannot
///   read a device (`/dev/zero`) or write over a file outside the sandbox;
/// - `generate` runs only with `--tracks` ≤ 200 and `--artists` ≤ 20 given, since its default
///   writes a 70 MB file (values that are not numbers are rejected when parsing, before this);
/// - `watch` takes at most 5 minutes: on the virtual clock it prints a line per second, so a
///   week would print 604,800 lines and turn every such input into a timeout.
enum FuzzCommands {
  /// Prepared once: every input's session shares it.
  static let commands = CommandSet(Command.standard.map(limited))

  private static func limited(_ command: Command) -> Command {
    let check: (@Sendable (Arguments) throws(CommandError) -> Void)? =
      switch command.spec.name {
      case "source":
        { arguments throws(CommandError) in
          try insideSandbox(arguments[SourceCommand.file])
        }
      case "generate":
        { arguments throws(CommandError) in
          try insideSandbox(arguments[GenerateCommand.file])
          try atMost(200, arguments[GenerateCommand.tracks], "--tracks")
          try atMost(20, arguments[GenerateCommand.artists], "--artists")
        }
      case "watch":
        { arguments throws(CommandError) in
          if let limit = arguments[WatchCommand.limit], limit > .seconds(300) {
            throw refused("watch longer than 5m")
          }
        }
      default: nil
      }
    guard let check else { return command }
    let run = command.run
    return Command(command.spec) { session, arguments in
      try check(arguments)
      return try await run(session, arguments)
    }
  }

  private static func insideSandbox(_ path: String) throws(CommandError) {
    if path.hasPrefix("/") || path.split(separator: "/").contains("..") {
      throw refused("a path outside the sandbox")
    }
  }

  /// Values are checked when parsing, so what arrives here is a number in the command's range.
  private static func atMost(_ limit: Int, _ value: Int, _ option: String) throws(CommandError) {
    guard value <= limit else { throw refused("generate without \(option) ≤ \(limit)") }
  }

  private static func refused(_ what: String) -> CommandError {
    CommandError("fuzzing: \(what) is not run")
  }
}
