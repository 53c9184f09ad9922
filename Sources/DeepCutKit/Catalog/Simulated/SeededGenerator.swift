/// A small pseudo-random generator that gives the same numbers for the same seed everywhere.
///
/// SplitMix64. The simulation draws from it with its own `int(below:)` rather than the standard
/// library's `random(in:using:)`, whose way of turning bits into a range is not promised to
/// stay the same between toolchains: a simulated discography must not change when Swift does.
struct SeededGenerator {
  private var state: UInt64

  /// A generator seeded from `text` (with `StableHash`, never Swift's per-process `Hasher`).
  init(seed text: String) {
    state = StableHash.fnv1a64(text)
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound` (`bound` > 0); the tiny modulo bias does not matter here.
  mutating func int(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// A number in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + int(below: range.count)
  }

  /// One element of `choices` (not empty).
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[int(below: choices.count)]
  }

  /// Whether a draw falls under `percent` out of 100.
  mutating func chance(_ percent: Int) -> Bool {
    int(below: 100) < percent
  }
}
