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

  /// On the real clock, applies what playback did by itself while the user sits at the prompt
  /// and shows it above the line being typed (`♪ now playing: …`), instead of after the next
  /// Enter.
  ///
  /// It wakes at the next deadline (the emulator's next transition, an intent's window) or when
  /// the player reports something (`PlayerDevice.arrivals()`, a real player's track ending),
  /// whichever comes first; between the two it costs nothing.
  private func announceWhileReading() -> Task<Void, Never>? {
    let clock = session.environment.clock
    guard !clock.isVirtual else { return nil }
    let session = self.session
    let reader = self.reader
    return Task {
      while !Task.isCancelled {
        // Subscribed before catching up: a report arriving in between is not lost (a device
        // yields at once when batches are waiting).
        let arrivals = session.player.arrivals()
        let lines = await session.catchUpLines()
        if !lines.isEmpty { reader.announce(lines) }
        let deadline = await session.nextPlaybackDeadline
        await PlaybackWake.first(of: deadline, on: clock, or: arrivals)
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
