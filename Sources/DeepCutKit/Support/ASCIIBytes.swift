/// The check for plain ASCII, most of a library's names, eight bytes at a time.
///
/// Importing, reading the cache, resolving and completing names each take a faster path for
/// ASCII text, so they share this one check.
public enum ASCIIBytes {
  /// Whether no byte of `bytes` has its high bit set.
  @inlinable
  public static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    var highBits: UInt64 = 0
    while offset + 8 <= bytes.count {
      highBits |= bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while offset < bytes.count {
      highBits |= UInt64(bytes[offset])
      offset += 1
    }
    return highBits & 0x8080_8080_8080_8080 == 0
  }

  /// Whether no byte of `bytes` has its high bit set.
  @inlinable
  public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    isASCII(UnsafeRawBufferPointer(bytes))
  }

  /// Whether no byte of `text`'s UTF-8 has its high bit set.
  @inlinable
  public static func isASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { isASCII(UnsafeRawBufferPointer($0)) }
  }
}
