/// `expect …`: makes a script check itself (see `Assertion` for the grammar).
///
/// It looks at the previous command, so it declares `inspectsPrevious`: running it does not
/// make it the previous command.
enum ExpectCommand {
  static let check = Argument<[String]>.words(
    "check",
    .computed { before, table in
      switch before.count {
      case 0: .words(["fail", "output", "error"] + table.queries.map(\.name))
      case 1 where ["output", "error"].contains(before[0]):
        .words(["not"] + Assertion.Operator.allCases.map(\.rawValue))
      default: .none
      }
    })

  static let command = Command(
    CommandSpec(
      name: "expect", group: .scripts,
      summary: "check the previous command's output, a failure, or a query's JSON",
      details: """
        'output' and 'error' look at the previous command; 'expect fail CMD' runs CMD and
        succeeds only if it fails (then 'expect error ...' checks the message). A query is a
        read-only command (status, clock, queue, writes, ...) run silently for its --json
        document; the path walks keys and indexes with dots, and 'count' is a list's length.
        A failed expectation stops the script with file:line, expected and actual.
        """,
      examples: [
        "expect output contains Acid Bath",
        "expect output matches ^4[0-9] artists",
        "expect fail lsx",
        "expect error contains did you mean",
        "expect status player.status is stopped",
        "expect \"help echo\" usage.0 contains echo",
      ],
      signature: Signature([check.spec], takesRawWords: true),
      usage: [
        "expect fail <command...>",
        "expect output|error [not] contains|matches|is <text>",
        "expect output [not] empty",
        "expect <query> <path> [not] is|!=|contains|matches|<|<=|>|>= <value>",
      ],
      inspectsPrevious: true)
  ) { session, arguments in
    let expectation = try Assertion.parse(arguments.words)
    let line = "expect " + arguments.words.map(\.value).joined(separator: " ")
    try await ExpectCheck.check(expectation, line: line, in: session)
    return .none
  }
}
