extension CommandSpec {
  /// `history [count]`: the lines typed at the prompt, numbered, oldest first.
  static let history = CommandSpec(
    name: "history", group: .shell,
    usage: ["history [count]"],
    summary: "show the lines typed at the prompt (kept across sessions)",
    details: "Up and Down recall them at the prompt; Ctrl-R searches them.",
    examples: ["history", "history 10"],
    isQuery: true,
    run: { session, invocation in
      var entries = Array(session.history.enumerated())
      if let text = invocation[0] {
        guard let count = Int(text), count >= 0 else {
          throw CommandError("history takes a count of lines, not '\(text)' (e.g. history 10)")
        }
        entries = Array(entries.suffix(count))
      }
      let width = String(session.history.count).count
      session.result(entries.map { HistoryDocument(number: $0.offset + 1, line: $0.element) })
      session.say(
        lines: entries.map { number, line in
          let label = String(number + 1)
          return String(repeating: " ", count: width - label.count + 2) + label + "  " + line
        })
    })
}

private struct HistoryDocument: Encodable {
  var number: Int
  var line: String
}
