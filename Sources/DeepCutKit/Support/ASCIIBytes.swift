/// The check for ASCII text, most of a library's names: importing, reading the cache,
/// resolving and completing names each take a simpler path for it.
public enum ASCIIBytes {
  /// Whether no byte of `bytes` has its high bit set.
  @inlinable
  public static func isASCII(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 }
  }

  /// Whether no byte of `text`'s UTF-8 has its high bit set.
  @inlinable
  public static func isASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 }
  }
}
