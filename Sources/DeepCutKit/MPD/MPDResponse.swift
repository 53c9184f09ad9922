/// One `Name: Value` line of an answer.
///
/// The value is kept as sent, trailing spaces and all.
public struct MPDPair: Hashable, Sendable {
  public var name: String
  public var value: String

  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// The `Name: Value` lines of one successful answer, in order.
public struct MPDResponse: Hashable, Sendable {
  public var pairs: [MPDPair]

  public init(_ pairs: [MPDPair] = []) { self.pairs = pairs }

  /// The first value named `name` (names compare exactly: `Time` and `time` differ).
  public func value(_ name: String) -> String? {
    pairs.first { $0.name == name }?.value
  }

  /// Every value named `name`, in order.
  public func values(_ name: String) -> [String] {
    pairs.compactMap { $0.name == name ? $0.value : nil }
  }
}

/// Reads answers out of the bytes received so far: pure, so it is tested on recorded text.
///
/// An answer ends at a line `OK` or `ACK …`; inside a command list, `list_OK` ends one
/// command's part. A line splits at its first `": "` (libmpdclient rejects a line without one).
struct MPDResponseReader {
  /// A complete answer.
  enum Answer: Equatable {
    /// `OK`: each command's part (one part outside a command list).
    case ok([MPDResponse])
    /// `ACK`: the parts of the commands that succeeded before it, and the refusal.
    case ack(MPDAck, completed: [MPDResponse])
    /// A line that is none of the above.
    case unreadable(String)
  }

  private var buffer: [UInt8] = []
  /// Where the next unread line starts.
  private var lineStart = 0
  private var parts: [MPDResponse] = []
  private var current = MPDResponse()

  /// Adds received bytes.
  mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

  /// The first line, if complete, without its newline: for the greeting.
  mutating func takeLine() -> String? {
    guard let end = buffer[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let line = String(decoding: buffer[lineStart..<end], as: UTF8.self)
    lineStart = end + 1
    compact()
    return line
  }

  /// The next complete answer, or nil while it is still arriving.
  mutating func takeAnswer() -> Answer? {
    while let end = buffer[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
      let bytes = buffer[lineStart..<end]
      lineStart = end + 1
      // Split on the bytes: a String search for ": " costs more than the rest of the reading
      // (a 724-song `playlistinfo` took 10 ms so).
      // (An `ACK` line can hold ": " in its message: it is told apart first.)
      if !bytes.starts(with: Self.ackPrefix), let colon = Self.separator(in: bytes) {
        current.pairs.append(
          MPDPair(
            String(decoding: bytes[..<colon], as: UTF8.self),
            String(decoding: bytes[(colon + 2)...], as: UTF8.self)))
        continue
      }
      let line = String(decoding: bytes, as: UTF8.self)
      if line == "OK" {
        parts.append(current)
        return finish(.ok(parts))
      }
      if line == "list_OK" {
        parts.append(current)
        current = MPDResponse()
        continue
      }
      if line.hasPrefix("ACK ") {
        guard let ack = MPDAck(line: Substring(line)) else { return finish(.unreadable(line)) }
        return finish(.ack(ack, completed: parts))
      }
      return finish(.unreadable(line))
    }
    return nil
  }

  static let ackPrefix = Array("ACK ".utf8)

  /// Where the first `": "` of a line starts (the MPD library's byte parser splits by it too).
  static func separator(in line: ArraySlice<UInt8>) -> Int? {
    var index = line.startIndex
    while let colon = line[index...].firstIndex(of: UInt8(ascii: ":")) {
      let next = colon + 1
      if next < line.endIndex, line[next] == UInt8(ascii: " ") { return colon }
      index = next
    }
    return nil
  }

  private mutating func finish(_ answer: Answer) -> Answer {
    parts = []
    current = MPDResponse()
    compact()
    return answer
  }

  /// Drops consumed bytes once they are most of the buffer (keeps appends cheap).
  private mutating func compact() {
    if lineStart == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      lineStart = 0
    } else if lineStart > 65536 && lineStart * 2 > buffer.count {
      buffer.removeFirst(lineStart)
      lineStart = 0
    }
  }
}
