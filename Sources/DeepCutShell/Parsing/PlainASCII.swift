/// Text in which every byte is one `Character`: ASCII without a carriage return.
///
/// There, counting, indexing and comparing by byte is exactly counting, indexing and comparing
/// by `Character` (in ASCII only `\r\n` joins two scalars into one `Character`), so the
/// per-line paths (the scanner, name suggestions, completion) read such text as bytes and
/// leave any other text to `Character`s.
enum PlainASCII {
  /// Whether every byte of `bytes` is ASCII and none is a carriage return.
  ///
  /// Eight bytes at a time: a high bit, or a byte equal to `\r` (a zero byte after XOR,
  /// found by the usual "has a zero byte" test), in any of them fails the word.
  static func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    while offset + 8 <= raw.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let returns = word ^ 0x0D0D_0D0D_0D0D_0D0D
      let zeroByte = (returns &- 0x0101_0101_0101_0101) & ~returns
      if (word | zeroByte) & 0x8080_8080_8080_8080 != 0 { return false }
      offset += 8
    }
    while offset < raw.count {
      let byte = raw[offset]
      if byte >= 0x80 || byte == 0x0D { return false }
      offset += 1
    }
    return true
  }

  /// Whether `text` is plain ASCII (`false` for text not stored contiguously as UTF-8).
  static func contains(_ text: some StringProtocol) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { contains($0) } ?? false
  }
}
