import DeepCutKit

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

  /// Whether no byte of `text` has its high bit set.
  static func isASCII(_ text: String) -> Bool { ASCIIBytes.isASCII(text) }
}
