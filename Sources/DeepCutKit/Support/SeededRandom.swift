/// The one seedable random number generator (SeededRandom): the same numbers for the same seed on
/// every machine and every Swift version.
///
/// Shuffles, simulated discographies, generated libraries and model tests all draw from it.
/// Swift's `SystemRandomNumberGenerator` cannot be seeded, and the standard library does not
/// promise how `random(in:using:)` or `shuffled(using:)` turn bits into values, so every draw is
/// written out here: a simulated discography or a shuffle must not change when Swift does.
/// SeededRandom (Steele, Lea and Flood) is enough for these, and its finalizer is a bijection,
/// which `mix` offers for making unique ids.
public struct SeededRandom: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    self.state = seed
  }

  /// A generator seeded from `text` (with `StableHash`, never Swift's per-process `Hasher`).
  public init(seed text: String) {
    self.init(seed: StableHash.fnv1a64(text))
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// A number in `0..<bound`; `bound` must be positive.
  ///
  /// By modulo: the bias is below 2⁻⁵⁰ for any size used here, which nothing can notice.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    return Int(next() % UInt64(bound))
  }

  /// A number in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// One element of `choices`, which must not be empty.
  public mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[below(choices.count)]
  }

  /// Whether a draw out of 100 falls under `percent`.
  public mutating func chance(percent: Int) -> Bool {
    below(100) < percent
  }

  /// True with probability `probability` (53 bits of precision).
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) * 0x1.0p-53 < probability
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

  /// The SeededRandom finalizer: a bijection on 64-bit values, so distinct inputs stay distinct.
  public static func mix(_ value: UInt64) -> UInt64 {
    var mixed = value
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
