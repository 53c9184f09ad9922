import Synchronization

/// The two streams a command can write to.
public enum OutputChannel: Sendable, Hashable {
  case standardOutput
  case standardError
}

/// Where a session's text goes: the terminal, a pipe, or a buffer in a test.
public protocol OutputSink: Sendable {
  /// Writes `text` as is (callers add the newlines).
  func write(_ text: String, to stream: OutputChannel)
}

/// Collects everything written, in order, for tests and transcripts.
public final class BufferSink: OutputSink {
  private let chunks = Mutex<[(OutputChannel, String)]>([])

  public init() {}

  public func write(_ text: String, to stream: OutputChannel) {
    chunks.withLock { $0.append((stream, text)) }
  }

  /// Everything written to `stream`.
  public func text(_ stream: OutputChannel) -> String {
    chunks.withLock { $0.filter { $0.0 == stream }.map(\.1).joined() }
  }

  /// Both streams interleaved as written, as a person at a terminal would see them.
  public var combined: String { chunks.withLock { $0.map(\.1).joined() } }

  /// Forgets everything written so far.
  public func reset() { chunks.withLock { $0.removeAll() } }
}
