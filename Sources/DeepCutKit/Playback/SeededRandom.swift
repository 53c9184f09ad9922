/// A small seedable random number generator (SplitMix64), so shuffles and model tests repeat.
///
/// Swift's `SystemRandomNumberGenerator` cannot be seeded, and the standard library does not
/// promise how `shuffled(using:)` consumes numbers, so the shuffle is written out here too: the
/// same seed gives the same order on every Swift version.
public struct SeededRandom: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    self.state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound`; `bound` must be positive.
  ///
  /// The modulo bias is below 2⁻⁵⁰ for any queue or test size, which no shuffle can notice.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    return Int(next() % UInt64(bound))
  }

  /// `elements` in a random order (Fisher–Yates).
  public mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
    var result = elements
    var index = result.count - 1
    while index > 0 {
      result.swapAt(index, below(index + 1))
      index -= 1
    }
    return result
  }
}
