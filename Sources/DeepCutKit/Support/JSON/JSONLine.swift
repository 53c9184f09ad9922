import Foundation

/// How deepcut writes JSON for programs and its own files: one line, keys sorted so the same
/// value always gives the same bytes, dates in ISO 8601, `/` as it is.
public enum JSONLine {
  /// A new encoder so set (an encoder is not shared between threads).
  public static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}
