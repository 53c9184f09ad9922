/// A failure the user caused or can act on.
///
/// Shown as one line: what was wrong and what would be right. Throwing it changes nothing.
public struct CommandError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
