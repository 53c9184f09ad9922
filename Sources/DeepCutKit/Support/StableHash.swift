/// A hash that is the same on every run and machine (Swift's `Hasher` is seeded per process).
public enum StableHash {
  /// 64-bit FNV-1a over the UTF-8 bytes of `text`.
  public static func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return hash
  }
}
