/// A credential for the Apple Music API that never shows itself.
///
/// Printing, interpolating, dumping or reflecting a token yields `<token>`, so a token cannot
/// reach output, a trace, an error line or a state file by accident; it is not `Codable` for the
/// same reason. Only the request builder reads `secret`, to put it in a header.
public struct AppleMusicToken: Sendable, Equatable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The token itself: one header value, no whitespace or control characters.
  let secret: String

  /// Accepts `text` without its surrounding whitespace when what is left could be a header
  /// value: non-empty visible ASCII, nothing that could start another header line.
  public init?(_ text: String) {
    let trimmed = text.trimmingWhitespace()
    guard !trimmed.isEmpty, trimmed.utf8.count <= Self.maximumLength,
      trimmed.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
    else { return nil }
    secret = String(trimmed)
  }

  /// Longer than any real token (a developer token is about 300 bytes, a user token about 1 KB).
  public static let maximumLength = 16_384

  public var description: String { "<token>" }
  public var debugDescription: String { "<token>" }
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
