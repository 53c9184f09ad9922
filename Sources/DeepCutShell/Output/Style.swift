/// Terminal colour, used only when stdout is a terminal and NO_COLOR is unset.
public struct Style: Sendable {
  /// Whether escape sequences are written at all.
  public var isEnabled: Bool

  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// Text in bold (table headers).
  public func bold(_ text: String) -> String { wrap(text, "1") }
  /// Text in red (errors, disagreement).
  public func red(_ text: String) -> String { wrap(text, "31") }
  /// Text in green (agreement).
  public func green(_ text: String) -> String { wrap(text, "32") }
  /// Text in yellow (notices, warnings).
  public func yellow(_ text: String) -> String { wrap(text, "33") }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
