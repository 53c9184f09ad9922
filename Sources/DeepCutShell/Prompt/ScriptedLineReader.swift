import Synchronization

/// A line reader that replays a list of inputs: the prompt, tested without a terminal.
public final class ScriptedLineReader: LineReader {
  private let inputs: Mutex<[LineInput]>
  private let remembered = Mutex<[String]>([])

  public init(_ inputs: [LineInput]) {
    self.inputs = Mutex(inputs)
  }

  /// Lines of text, then the end of input.
  public convenience init(lines: [String]) {
    self.init(lines.map { .line(Array($0.utf8)) })
  }

  public func read(prompt: String) async -> LineInput {
    inputs.withLock { $0.isEmpty ? .endOfInput : $0.removeFirst() }
  }

  public func remember(_ line: String) {
    remembered.withLock { $0.append(line) }
  }

  /// Announcements have nowhere to go without a terminal; the real prompt's are tested through
  /// a pseudo-terminal.
  public func announce(_ lines: [String]) {}

  /// The lines the prompt asked the editor to remember.
  public var rememberedLines: [String] { remembered.withLock { $0 } }
}
