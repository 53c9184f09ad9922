import DeepCutKit

/// The interactive loop: prompt, read, run, report, until `quit` or Ctrl-D.
///
/// Errors print as `error: …` and the loop goes on; Ctrl-C at the prompt clears the line;
/// Ctrl-C during a command cancels that command only. Every accepted line goes to the history
/// file at once (atomically), so a crash loses nothing typed.
public struct Repl: Sendable {
  public let session: Session
  public let reader: any LineReader
  public let interrupter: CommandInterrupter
  public let prompt: String

  public init(
    session: Session, reader: any LineReader, interrupter: CommandInterrupter = .init(),
    prompt: String = "deepcut> "
  ) {
    self.session = session
    self.reader = reader
    self.interrupter = interrupter
    self.prompt = prompt
  }

  /// Runs until the user leaves; returns the exit status.
  public func run() async -> Int32 {
    while true {
      let names = await session.completionNames()
      reader.setCompleter(Completer(commands: session.commands, names: names))
      switch await reader.read(prompt: prompt) {
      case .endOfInput:
        await session.writeLine("", to: .standardOutput)
        return 0
      case .interrupt:
        continue
      case .line(let bytes):
        guard let status = await handle(bytes) else { continue }
        return status
      }
    }
  }

  /// Runs one line; returns an exit status when the session should end.
  private func handle(_ bytes: [UInt8]) async -> Int32? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard !text.allSatisfy(\.isWhitespace) else { return nil }
    if String(validating: bytes, as: UTF8.self) != nil {
      reader.remember(text)
      await session.rememberAndSave(text)
    }
    let session = self.session
    let outcome = await interrupter.run { await session.execute(line: bytes) }
    switch outcome {
    case .success:
      return nil
    case .cancelled:
      await session.writeLine("cancelled", to: .standardError)
      return nil
    case .failure(let message, let reported):
      if !reported { await session.reportError(message, name: nil, line: 0) }
      return nil
    case .quit(let status):
      return status
    }
  }
}

extension Session {
  /// Writes one line to a stream (outside any command).
  public func writeLine(_ text: String, to stream: OutputChannel) {
    write(text + "\n", to: stream)
  }

  /// Adds a typed line to the history and saves the history file; a failed save warns once.
  func rememberAndSave(_ line: String) {
    remember(line)
    do {
      try HistoryFile.save(history, to: environment.state)
    } catch {
      if !historySaveFailed { warn("history not saved: \(error)") }
      historySaveFailed = true
    }
  }
}
