import Synchronization

/// What deepcut sent the Apple Music API and what came back: the real service's counterpart
/// of the mock's write log, shown by `writes`.
///
/// Holds methods, paths and answers only: tokens travel in headers, which are never recorded.
/// Keeps the latest `capacity` requests.
public final class AppleMusicRequestLog: Sendable {
  /// One request and its answer.
  public struct Entry: Hashable, Sendable, Codable {
    /// The request's number: 1 for the session's first, then 2, 3 and so on.
    public var sequence: Int
    public var method: String
    /// Root-relative, query included.
    public var path: String
    /// The HTTP status of the final answer, or `nil` when none came (network failure).
    public var status: Int?
    /// The answer in words: "accepted (202): may take a while to appear in the library", or
    /// the error line.
    public var answer: String

    /// Whether the request asked for a change (POST).
    public var isWrite: Bool { method != "GET" }
  }

  public static let capacity = 1_000
  private let state = Mutex<(next: Int, entries: [Entry])>((1, []))

  public init() {}

  /// Every kept entry, oldest first.
  public var entries: [Entry] { state.withLock { $0.entries } }

  /// The kept writes, oldest first.
  public var writes: [Entry] { entries.filter(\.isWrite) }

  func record(method: String, path: String, status: Int?, answer: String) {
    state.withLock { state in
      state.entries.append(
        Entry(sequence: state.next, method: method, path: path, status: status, answer: answer))
      state.next += 1
      if state.entries.count > Self.capacity {
        state.entries.removeFirst(state.entries.count - Self.capacity)
      }
    }
  }
}
