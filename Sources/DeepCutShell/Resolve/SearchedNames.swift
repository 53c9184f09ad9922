/// A resolver's names for its prefix and substring steps, each marked whether it is ASCII.
///
/// The substring step searches ASCII text byte by byte and leaves the rest to Foundation; a
/// resolver keeps its names marked once, so a name nothing matches (a typo, most fuzzed names)
/// does not check every name of the library for ASCII again.
struct SearchedNames: Sendable {
  let names: [String]
  let isASCII: [Bool]

  init(_ names: [String]) {
    self.names = names
    isASCII = names.map(Self.isASCII)
  }

  /// Whether no byte of `text` has its high bit set, eight bytes at a time.
  static func isASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      var offset = 0
      var high: UInt64 = 0
      while offset + 8 <= raw.count {
        high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
      }
      while offset < raw.count {
        high |= UInt64(raw[offset])
        offset += 1
      }
      return high & 0x8080_8080_8080_8080 == 0
    }
  }
}
