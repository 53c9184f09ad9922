import Synchronization

/// A pure function that remembers its last input and result, so asking again with an equal
/// input costs one comparison instead of the work.
///
/// For the indexes built over a whole library when a session starts: sessions started one
/// after another in one process (the fuzzers, the tests, the benchmarks) pass the same library
/// again, and comparing values that share storage is a pointer comparison per array. Only the
/// last input is kept, so memory stays that of one library. Safe to call from any thread; two
/// threads missing at once both compute, and the later result is kept.
public final class Memo<Input: Equatable & Sendable, Output: Sendable>: Sendable {
  private let last = Mutex<(input: Input, output: Output)?>(nil)
  private let compute: @Sendable (Input) -> Output

  /// Remembers results of `compute`, which must depend on its input alone.
  public init(_ compute: @escaping @Sendable (Input) -> Output) {
    self.compute = compute
  }

  /// `compute(input)`, from memory when `input` equals the last input.
  public func callAsFunction(_ input: Input) -> Output {
    let remembered: Output? = last.withLock { last in
      guard let last, last.input == input else { return nil }
      return last.output
    }
    if let remembered { return remembered }
    let output = compute(input)
    last.withLock { $0 = (input, output) }
    return output
  }
}
