import Synchronization

/// A pure function that remembers its results by input, up to a limit, for the whole process.
///
/// For work asked again and again of the same few inputs: the titles of one catalog are keyed
/// (`TitleNormalizer`) for every `cuts` and every feed check, and a session per script (the
/// fuzzers, the tests) asks it of the same sample catalog each time. A known input costs a hash
/// of it. When `limit` results are held they are all forgotten, so memory stays bounded
/// whatever the inputs; `Memo` keeps only the last. Safe to call from any thread; two threads
/// missing at once both compute the same result.
public final class MemoTable<Input: Hashable & Sendable, Output: Sendable>: Sendable {
  private let results = Mutex<[Input: Output]>([:])
  private let limit: Int
  private let compute: @Sendable (Input) -> Output

  /// Remembers up to `limit` results of `compute`, which must depend on its input alone.
  public init(limit: Int, _ compute: @escaping @Sendable (Input) -> Output) {
    precondition(limit > 0, "a memo table holds at least one result")
    self.limit = limit
    self.compute = compute
  }

  /// `compute(input)`, from memory when it was asked before and not forgotten since.
  public func callAsFunction(_ input: Input) -> Output {
    if let known = results.withLock({ $0[input] }) { return known }
    let output = compute(input)
    results.withLock { results in
      if results.count >= limit { results = [:] }
      results[input] = output
    }
    return output
  }

  /// How many results are held now.
  public var count: Int { results.withLock { $0.count } }
}
