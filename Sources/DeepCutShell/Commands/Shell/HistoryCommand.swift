/// `history [count]`: the lines typed at the prompt, numbered, oldest first.
enum HistoryCommand {
  static let count = Argument<Int?>.optional("count") { text throws(CommandError) in
    guard let count = Int(text), count >= 0 else {
      throw CommandError("history takes a count of lines, not '\(text)' (e.g. history 10)")
    }
    return count
  }

  static let command = Command(
    CommandSpec(
      name: "history", group: .shell,
      summary: "show the lines typed at the prompt (kept across sessions)",
      details: "Up and Down recall them at the prompt; Ctrl-R searches them.",
      examples: ["history", "history 10"],
      signature: Signature([count.spec]), isQuery: true)
  ) { session, arguments in
    var entries = Array(session.history.enumerated())
    if let count = arguments[Self.count] { entries = Array(entries.suffix(count)) }
    let width = String(session.history.count).count
    var output = CommandOutput(
      entries.map { HistoryDocument(number: $0.offset + 1, line: $0.element) })
    output.say(
      lines: entries.map { number, line in
        let label = String(number + 1)
        return String(repeating: " ", count: width - label.count + 2) + label + "  " + line
      })
    return output
  }
}

private struct HistoryDocument: Encodable {
  var number: Int
  var line: String
}
