/// How running a line or a statement ended.
public enum Outcome: Sendable, Hashable {
  /// Everything ran.
  case success
  /// A command failed with this one-line message (more lines may follow, such as an
  /// expectation's expected and actual). `reported` means it was already printed with its
  /// location (a failure inside a sourced script), so callers only stop.
  case failure(String, reported: Bool = false)
  /// The work was cancelled (Ctrl-C or an injected cancellation): no error is shown.
  case cancelled
  /// `quit` was run, with this exit status.
  case quit(Int32)

  /// Whether the outcome counts as a failure for the exit status.
  public var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}

/// What the previous command did, for `expect output …` and `expect error …`.
public struct CommandRecord: Sendable, Hashable {
  /// The command as typed.
  public var text: String
  /// Everything it printed on stdout.
  public var output: String
  /// Its error message when it failed.
  public var error: String?

  public init(text: String = "", output: String = "", error: String? = nil) {
    self.text = text
    self.output = output
    self.error = error
  }
}
