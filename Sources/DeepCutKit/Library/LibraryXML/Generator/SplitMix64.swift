/// A small, fast pseudo-random generator whose sequence depends only on its seed.
///
/// Swift's `SystemRandomNumberGenerator` can't be seeded, and a generated library must be the
/// same file for the same seed on every machine. SplitMix64 (Steele, Lea and Flood) is enough
/// for test data, and its mixing function is a bijection, which `mix` uses to make unique ids.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// A number in `range` (by modulo: the bias is irrelevant for test data, and unlike
  /// `Int.random(in:using:)` the result can't change with the standard library's algorithm).
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) * 0x1.0p-53 < probability
  }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int(next() % UInt64(elements.count))]
  }

  /// The SplitMix64 finalizer: a bijection on 64-bit values, so distinct inputs stay distinct.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
