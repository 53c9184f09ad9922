import DeepCutKit
import DeepCutShell

/// The standard commands with the few that reach outside the session made harmless.
///
/// Everything else runs exactly as in the shell. The limits, and why:
/// - `source` and `generate` take relative paths without `..` only, so a fuzzed path cannot
///   read a device (`/dev/zero`) or write over a file outside the sandbox;
/// - `generate` runs only with `--tracks` ≤ 200 and `--artists` ≤ 20 given, since its default
///   writes a 70 MB file (values that are not numbers still reach it, to be rejected there);
/// - `watch` takes at most 5 minutes: on the virtual clock it prints a line per second, so a
///   week would print 604,800 lines and turn every such input into a timeout.
enum FuzzCommands {
  static let table = CommandTable(CommandTable.standard.commands.map(limited))

  private static func limited(_ spec: CommandSpec) -> CommandSpec {
    let check: (@Sendable (Invocation) throws(CommandError) -> Void)? =
      switch spec.name {
      case "source": { invocation throws(CommandError) in try insideSandbox(invocation) }
      case "generate":
        { invocation throws(CommandError) in
          try insideSandbox(invocation)
          try atMost(200, "--tracks", invocation)
          try atMost(20, "--artists", invocation)
        }
      case "watch":
        { invocation throws(CommandError) in
          let limit = invocation.rest(from: 0).flatMap(DurationText.parse)
          if let limit, limit > .seconds(300) { throw refused("watch longer than 5m") }
        }
      default: nil
      }
    guard let check else { return spec }
    var harmless = spec
    let run = spec.run
    harmless.run = { session, invocation in
      try check(invocation)
      try await run(session, invocation)
    }
    return harmless
  }

  private static func insideSandbox(_ invocation: Invocation) throws(CommandError) {
    guard let path = invocation.rest(from: 0) else { return }
    if path.hasPrefix("/") || path.split(separator: "/").contains("..") {
      throw refused("a path outside the sandbox")
    }
  }

  private static func atMost(_ limit: Int, _ option: String, _ invocation: Invocation)
    throws(CommandError)
  {
    // A value that is not a number is left for the command to reject.
    guard let text = invocation.options[option], (Int(text) ?? 0) <= limit else {
      throw refused("generate without \(option) ≤ \(limit)")
    }
  }

  private static func refused(_ what: String) -> CommandError {
    CommandError("fuzzing: \(what) is not run")
  }
}
