/// One `expect` line, parsed: what to check and how.
///
/// Pure, so the grammar is unit-tested.
///
/// ```
/// expect fail <command…>                     the command must fail (the script goes on)
/// expect output [not] contains|matches|is <text>
/// expect output [not] empty
/// expect error [not] contains|matches|is <text>   the previous command's error message
/// expect <query> <path> [not] <op> <value>   a query command's JSON, e.g.
///     expect status player.status is stopped
///     expect "cuts acid bath" cuts.count == 1
/// ```
/// Operators: `is` (also `==`, `=`), `!=`, `contains`, `matches` (a regular expression),
/// `<`, `<=`, `>`, `>=` (numbers), `empty`. A path walks JSON keys and array indexes with
/// dots; `count` gives an array's length.
public enum Assertion: Sendable, Equatable {
  case fails([Word])
  case text(TextSubject, Check)
  case query(Statement, path: [String], Check)

  /// Which text of the previous command to look at.
  public enum TextSubject: String, Sendable {
    case output
    case error
  }

  /// An operator, whether it is negated, and the value on its right.
  public struct Check: Sendable, Equatable, CustomStringConvertible {
    public var op: Operator
    public var negated: Bool
    public var value: String

    public var description: String {
      let words = [negated ? "not" : nil, op.rawValue, op == .empty ? nil : quoteIfNeeded(value)]
      return words.compactMap { $0 }.joined(separator: " ")
    }

    private func quoteIfNeeded(_ text: String) -> String {
      text.contains(" ") || text.isEmpty ? "\"\(text)\"" : text
    }
  }

  /// A comparison.
  public enum Operator: String, Sendable, CaseIterable {
    case equals = "is"
    case notEquals = "!="
    case contains
    case matches
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case empty

    static func named(_ word: String) -> Operator? {
      switch word {
      case "==", "=", "is": .equals
      default: Operator(rawValue: word)
      }
    }
  }

  /// Parses the words after `expect`.
  public static func parse(_ words: [Word]) throws(CommandError) -> Assertion {
    guard let first = words.first else { throw grammarError("expect needs something to check") }
    switch first.value {
    case "fail", "fails":
      guard words.count > 1 else { throw grammarError("expect fail needs a command to run") }
      return .fails(Array(words.dropFirst()))
    case "output", "error":
      let subject = TextSubject(rawValue: first.value) ?? .output
      return .text(subject, try check(Array(words.dropFirst()).map(\.value)))
    default:
      let parsed: [Statement]
      do {
        parsed = try Tokenizer.statements(in: first.value)
      } catch {
        throw CommandError("in expect: \(error)")
      }
      guard parsed.count == 1, let statement = parsed.first else {
        throw grammarError("expect runs one query command, not '\(first.value)'")
      }
      guard words.count >= 3 else {
        throw grammarError("expect \(first.value) needs a path, an operator and a value")
      }
      let path = words[1].value.split(separator: ".").map(String.init)
      return .query(statement, path: path, try check(Array(words.dropFirst(2)).map(\.value)))
    }
  }

  private static func check(_ words: [String]) throws(CommandError) -> Check {
    var rest = words[...]
    var negated = false
    if rest.first == "not" {
      negated = true
      rest = rest.dropFirst()
    }
    guard let word = rest.first, let op = Operator.named(word) else {
      let names = Operator.allCases.map(\.rawValue).joined(separator: ", ")
      throw grammarError("expected an operator (\(names)), found '\(rest.first ?? "nothing")'")
    }
    let value = rest.dropFirst().joined(separator: " ")
    if op != .empty, rest.count < 2 {
      throw grammarError("'\(word)' needs a value after it")
    }
    if op == .empty, rest.count > 1 {
      throw grammarError("'empty' takes no value")
    }
    if op == .notEquals {
      return Check(op: .equals, negated: !negated, value: value)
    }
    return Check(op: op, negated: negated, value: value)
  }

  private static func grammarError(_ text: String) -> CommandError {
    CommandError(
      "\(text) (forms: expect fail CMD | expect output|error [not] OP TEXT | "
        + "expect QUERY PATH [not] OP VALUE)")
  }
}
