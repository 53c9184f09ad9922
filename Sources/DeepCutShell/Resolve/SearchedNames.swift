import DeepCutKit
import Foundation

/// A resolver's names for its equal, prefix and substring steps, each marked whether it is
/// ASCII, with the ASCII ones also laid end to end in one buffer.
///
/// A resolver keeps its names prepared once, so a name nothing matches (a typo, most fuzzed
/// names) does not check every name of the library for ASCII again; and an ASCII key is
/// looked for in all ASCII names with one byte search over the buffer instead of a call per name
/// (1,500 names for `show`), which leaves only the few names it turns up to check one by one.
struct SearchedNames: Sendable {
  /// A resolution step: names equal to the key, starting with it, or containing it.
  enum Step: Sendable { case equal, prefix, substring }

  let names: [String]
  let isASCII: [Bool]
  /// The ASCII names' bytes, one after another, without separators.
  private let asciiBytes: [UInt8]
  /// Where each ASCII name starts in `asciiBytes`, then `asciiBytes.count`.
  private let asciiStarts: [Int]
  /// The position in `names` of each ASCII name, in order.
  private let asciiPositions: [Int]
  /// The positions of the other names, in order.
  private let otherPositions: [Int]
  /// How often each byte occurs in `asciiBytes`: a key is looked for by its rarest byte.
  private let byteCounts: [Int]

  init(_ names: [String]) {
    self.names = names
    isASCII = names.map(Self.isASCII)
    var bytes: [UInt8] = []
    var starts: [Int] = []
    var ascii: [Int] = []
    var other: [Int] = []
    for (position, name) in names.enumerated() {
      guard isASCII[position] else {
        other.append(position)
        continue
      }
      ascii.append(position)
      starts.append(bytes.count)
      bytes.append(contentsOf: name.utf8)
    }
    starts.append(bytes.count)
    var counts = [Int](repeating: 0, count: 256)
    for byte in bytes { counts[Int(byte)] += 1 }
    byteCounts = counts
    asciiBytes = bytes
    asciiStarts = starts
    asciiPositions = ascii
    otherPositions = other
  }

  /// Whether no byte of `text` has its high bit set.
  static func isASCII(_ text: String) -> Bool { ASCIIBytes.isASCII(text) }

  /// Whether the name at `position` passes `step` for `key` (the definition each step's
  /// search must agree with).
  func holds(_ step: Step, at position: Int, key: String) -> Bool {
    let name = names[position]
    switch step {
    case .equal: return name == key
    case .prefix: return name.hasPrefix(key)
    case .substring:
      return !key.isEmpty && Self.isASCII(key) && isASCII[position]
        ? NameResolver<Int>.asciiContains(name, key) : NameResolver<Int>.contains(name, key)
    }
  }

  /// The positions of the names that pass `step` for `key`, in order, by testing each name.
  func scan(_ step: Step, key: String) -> [Int] {
    names.indices.filter { holds(step, at: $0, key: key) }
  }

  /// What `scan` answers for each step, worked out with one search of the ASCII names.
  ///
  /// Only an ASCII name holding `key`'s bytes can pass any step for an ASCII `key` (the
  /// Characters of ASCII text are runs of its bytes), so the names the search turns up and
  /// the non-ASCII names are tested with `holds`, and no other. A `key` that is not ASCII
  /// passes in an ASCII name only as its ASCII equivalent (`TextSearch.asciiEquivalent`),
  /// and in none when it has none (most fuzzed names): then only the non-ASCII names are
  /// tested.
  func search(_ key: String) -> Lookup {
    guard !key.isEmpty else { return Lookup(names: self, key: key, found: nil) }
    if Self.isASCII(key) { return Lookup(names: self, key: key, found: holding(key)) }
    guard let equivalent = TextSearch.asciiEquivalent(key) else {
      return Lookup(names: self, key: key, found: [])
    }
    return Lookup(names: self, key: key, found: holding(equivalent))
  }

  /// The positions (in `names`) of the ASCII names whose bytes hold `key`'s, in order.
  private func holding(_ key: String) -> [Int] {
    var key = key
    return key.withUTF8 { needle in
      let anchor = rarestByte(of: needle)
      return asciiBytes.withUnsafeBufferPointer { haystack in
        var found: [Int] = []
        var from = 0
        while let offset = Self.firstOffset(of: needle, in: haystack, from: from, anchor: anchor) {
          let slot = lastStart(atOrBefore: offset)
          let end = asciiStarts[slot + 1]
          if offset + needle.count <= end {
            found.append(asciiPositions[slot])
            from = end
          } else {
            // Across two names: look again from the next byte.
            from = offset + 1
          }
        }
        return found
      }
    }
  }

  /// Where in `needle` its byte that is rarest in the names is (the first such).
  private func rarestByte(of needle: UnsafeBufferPointer<UInt8>) -> Int {
    var anchor = 0
    for index in needle.indices
    where byteCounts[Int(needle[index])] < byteCounts[Int(needle[anchor])] {
      anchor = index
    }
    return anchor
  }

  /// Where `needle` (not empty) first occurs in `haystack` at or after byte `start`, or `nil`,
  /// as `TextSearch.firstOffset` answers: but `memchr` looks for the needle's byte at
  /// `anchor` (a valid index of it), so a key is compared only where its rarest byte lines
  /// up, not wherever its first byte (often a space or an `e`) occurs.
  static func firstOffset(
    of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int,
    anchor: Int
  ) -> Int? {
    guard let base = haystack.baseAddress, let key = needle.baseAddress, !needle.isEmpty,
      start >= 0, start + needle.count <= haystack.count
    else { return nil }
    let byte = Int32(key[anchor])
    var position = UnsafeRawPointer(base + start + anchor)
    let last = UnsafeRawPointer(base + (haystack.count - needle.count + anchor))
    while position <= last, let found = memchr(position, byte, last - position + 1) {
      let candidate = UnsafeRawPointer(found) - anchor
      if memcmp(candidate, key, needle.count) == 0 {
        return candidate - UnsafeRawPointer(base)
      }
      position = UnsafeRawPointer(found) + 1
    }
    return nil
  }

  /// The last ASCII name starting at or before `offset` (which is inside the buffer), by
  /// binary search: the name holding that byte.
  private func lastStart(atOrBefore offset: Int) -> Int {
    var low = 0
    var high = asciiStarts.count - 1
    while low + 1 < high {
      let middle = (low + high) / 2
      if asciiStarts[middle] <= offset { low = middle } else { high = middle }
    }
    return low
  }

  /// One key looked up in the names: each step's positions.
  struct Lookup {
    let names: SearchedNames
    let key: String
    /// The ASCII names holding the key's bytes, or `nil` to test every name.
    let found: [Int]?

    /// The positions of the names that pass `step`, in order (as `scan` gives them).
    func positions(_ step: Step) -> [Int] {
      guard let found else { return names.scan(step, key: key) }
      let others = names.otherPositions.filter { names.holds(step, at: $0, key: key) }
      let ascii = found.filter { names.holds(step, at: $0, key: key) }
      guard !others.isEmpty else { return ascii }
      return (ascii + others).sorted()
    }
  }
}
