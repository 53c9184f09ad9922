/// `source <file>`: runs another script as if its lines were typed here.
enum SourceCommand {
  static let file = Argument<String>.text(
    "file", missing: "source needs a file (source FILE.deepcut)")

  static let command = Command(
    CommandSpec(
      name: "source", aliases: ["."], group: .scripts,
      summary: "run the commands in a .deepcut file",
      details: """
        Relative paths start at the directory of the script that sources them (or the current
        directory at the prompt). A script that sources itself, directly or not, is an error.
        """,
      examples: ["source Scripts/demos/reconcile.deepcut"],
      signature: Signature([file.spec]))
  ) { session, arguments in
    try await session.source(arguments[Self.file])
    return .none
  }
}
