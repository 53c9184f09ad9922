extension CommandSpec {
  /// `expect …`: makes a script check itself (see `Assertion` for the grammar).
  static let expect = CommandSpec(
    name: "expect", group: .scripts,
    usage: [
      "expect fail <command...>",
      "expect output|error [not] contains|matches|is <text>",
      "expect output [not] empty",
      "expect <query> <path> [not] is|!=|contains|matches|<|<=|>|>= <value>",
    ],
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
    takesRawWords: true,
    complete: { request in
      switch request.arguments.count {
      case 0:
        let queries = request.commands.commands.filter { $0.isQuery }.map { $0.name }
        return .word(request, ["fail", "output", "error"] + queries)
      case 1 where ["output", "error"].contains(request.arguments[0]):
        return .word(request, ["not"] + Assertion.Operator.allCases.map(\.rawValue))
      default:
        return nil
      }
    },
    run: { session, invocation in
      let expectation = try Assertion.parse(invocation.words)
      let line = "expect " + invocation.words.map(\.value).joined(separator: " ")
      try await session.check(expectation, line: line)
    })
}
