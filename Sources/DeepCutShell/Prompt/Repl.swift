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
  /// The prompt; `nil` (the default) for the session's own (`Session.promptText`), which
  /// names the service and catalog when they are not the defaults.
  public let prompt: String?

  public init(
    session: Session, reader: any LineReader, interrupter: CommandInterrupter = .init(),
    prompt: String? = nil
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
      let ticker = announceWhileReading()
      let text: String
      if let prompt { text = prompt } else { text = await session.promptText }
      let input = await reader.read(prompt: text)
      ticker?.cancel()
      switch input {
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

  /// On the real clock, applies timed transitions while the user sits at the prompt and shows
  /// them above the line being typed (`♪ now playing: …`), instead of after the next Enter.
  private func announceWhileReading() -> Task<Void, Never>? {
    let clock = session.environment.clock
    guard !clock.isVirtual else { return nil }
    let session = self.session
    let reader = self.reader
    return Task {
      // Nothing changes by itself without a deadline; commands make new ones, and a command
      // can only come after this read ends.
      while let deadline = await session.nextPlaybackDeadline {
        do {
          try await clock.sleep(until: deadline)
        } catch {
          return
        }
        let lines = await session.catchUpLines()
        if !lines.isEmpty { reader.announce(lines) }
      }
    }
  }

  /// Runs one line; returns an exit status when the session should end.
  private func handle(_ bytes: [UInt8]) async -> Int32? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard !text.allSatisfy(\.isWhitespace) else { return nil }
    if String(validating: bytes, as: UTF8.self) != nil,
      let entry = HistoryEntryRule.entry(for: text)
    {
      reader.remember(entry)
      await session.rememberAndSave(entry)
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
