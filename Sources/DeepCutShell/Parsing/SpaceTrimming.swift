import Foundation

extension String {
  /// The text without leading and trailing spaces and tabs: exactly
  /// `trimmingCharacters(in: .whitespaces)`, which is slow even when there is nothing to trim.
  ///
  /// Text that starts and ends with a printable ASCII character (nearly every name) has
  /// nothing to trim, so it is returned as it is; anything else is left to Foundation.
  func trimmingSpaces() -> String {
    guard let first = utf8.first, let last = utf8.last,
      Self.isPrintableASCII(first), Self.isPrintableASCII(last)
    else { return trimmingCharacters(in: .whitespaces) }
    return self
  }

  /// Printable ASCII other than the space: never whitespace.
  private static func isPrintableASCII(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }
}
