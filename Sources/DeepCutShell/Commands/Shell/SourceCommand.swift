extension CommandSpec {
  /// `source <file>`: runs another script as if its lines were typed here.
  static let source = CommandSpec(
    name: "source", aliases: ["."], group: .scripts,
    usage: ["source <file>"],
    summary: "run the commands in a .deepcut file",
    details: """
      Relative paths start at the directory of the script that sources them (or the current
      directory at the prompt). A script that sources itself, directly or not, is an error.
      """,
    examples: ["source Scripts/demos/reconcile.deepcut"],
    run: { session, invocation in
      guard let path = invocation.rest(from: 0) else {
        throw CommandError("source needs a file (source FILE.deepcut)")
      }
      try await session.source(path)
    })
}
