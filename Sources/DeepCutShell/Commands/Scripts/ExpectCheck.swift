import Foundation

/// What `expect` checks, against the session's previous command or a query's document.
enum ExpectCheck {
  /// Checks an expectation; a failure is a one-line message with expected and actual after it.
  static func check(_ expectation: Assertion, line: String, in session: isolated Session)
    async throws
  {
    switch expectation {
    case .fails(let words):
      let command = words.map(\.value).joined(separator: " ")
      switch await session.run(Statement(words: words)) {
      case .failure: return
      case .quit: throw CommandError("expected '\(command)' to fail, but it quit")
      case .success, .cancelled:
        throw CommandError(
          "expectation failed: \(line)\n  expected: '\(command)' fails\n  actual:   it succeeded")
      }
    case .text(let subject, let check):
      let actual = subject == .output ? session.previous.output : (session.previous.error ?? "")
      if try !holds(check, text: actual, json: nil) {
        throw failure(line, check: check, actual: describe(actual, subject: subject))
      }
    case .query(let statement, let path, let check):
      let value = try await session.query(statement, at: path)
      if try !holds(check, text: value?.text ?? "", json: value) {
        throw failure(
          line, check: check, actual: value?.text ?? "(no value at \(path.joined(separator: ".")))")
      }
    }
  }

  /// Whether `check` holds for the text (and JSON value, for queries).
  static func holds(_ check: Assertion.Check, text: String, json: JSONValue?) throws(CommandError)
    -> Bool
  {
    let result: Bool
    let trimmed = { text.trimmingCharacters(in: .whitespacesAndNewlines) }
    switch check.op {
    case .equals:
      result = trimmed() == check.value
    case .notEquals:
      result = trimmed() != check.value
    case .contains:
      result = text.contains(check.value)
    case .matches:
      result = try matches(text, check.value)
    case .empty:
      result = json?.isEmpty ?? trimmed().isEmpty
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard let right = Double(check.value) else {
        throw CommandError("'\(check.op.rawValue)' compares numbers; '\(check.value)' is not one")
      }
      guard let left = Double(text) else { return check.negated }
      switch check.op {
      case .less: result = left < right
      case .lessOrEqual: result = left <= right
      case .greater: result = left > right
      default: result = left >= right
      }
    }
    return result != check.negated
  }

  /// Whether `text` holds a match of the regular expression `pattern`, its `^` and `$`
  /// matching at line ends.
  static func matches(_ text: String, _ pattern: String) throws(CommandError) -> Bool {
    let regex: Regex<AnyRegexOutput>
    do {
      regex = try Regex(pattern).anchorsMatchLineEndings()
    } catch {
      throw CommandError("'\(pattern)' is not a valid regular expression")
    }
    return text.contains(regex)
  }

  private static func failure(_ line: String, check: Assertion.Check, actual: String)
    -> CommandError
  {
    CommandError(
      "expectation failed: \(line)\n  expected: \(check)\n  actual:   \(actual)")
  }

  private static func describe(_ text: String, subject: Assertion.TextSubject) -> String {
    var trimmed = Substring(text)
    while trimmed.last == "\n" { trimmed = trimmed.dropLast() }
    let lines = trimmed.split(separator: "\n", omittingEmptySubsequences: false)
    if trimmed.isEmpty { return subject == .output ? "(no output)" : "(no error)" }
    let shown = lines.prefix(12).joined(separator: "\n            ")
    return lines.count > 12 ? shown + "\n            … (\(lines.count - 12) more lines)" : shown
  }
}
