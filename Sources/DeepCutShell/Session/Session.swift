import DeepCutKit

/// One deepcut session: the state every command sees, and the loop that runs statements.
///
/// An actor, so that the prompt, a script and a test all drive it the same way from one task
/// while signal handlers and the line reader live on their own threads. Commands run isolated
/// to it (`run: (isolated Session, Invocation)`), so they read and change its state directly.
public actor Session {
  public nonisolated let environment: Environment
  public nonisolated let commands: CommandTable

  /// Output of the command now running, kept for `expect output`.
  var capturedOutput = ""
  /// The JSON document the running command produced.
  var capturedJSON: String?
  /// Whether the running command prints JSON.
  var wantsJSON = false
  /// While set, output goes nowhere but the capture (`expect <query> …` runs a query silently).
  var isSilent = false
  /// The previous command, for `expect`.
  public internal(set) var previous = CommandRecord()
  /// Session-wide JSON output (`--json`, or `set json on`).
  public internal(set) var jsonByDefault: Bool
  /// Lines typed at the prompt, oldest first (the `history` command).
  public internal(set) var history: [String] = []
  /// Scripts being run, innermost last: for relative `source` paths and cycle detection.
  var scriptStack: [ScriptFrame] = []
  /// The emulated player, the app's indicator and the reconciler between them.
  public internal(set) var playback: PlaybackSession
  /// The deep-cut feed's cache; `nil` until a discover command loads it.
  var feedCache: FeedCache?
  /// Simulated time per catalog page (`set catalog-latency`).
  public internal(set) var catalogLatency: Duration = .zero
  /// How far into the write journal this session has read (it takes in only what follows).
  var journalOffset = 0
  /// Where `more` continues.
  var pager: RecentPager?
  /// The loaded library for resolving names; `nil` until first needed and after writes.
  var librarySnapshot: LibrarySnapshot?
  /// Whether saving the history already failed once (warn only once).
  var historySaveFailed = false
  /// Whether a script keeps going after a failure.
  public internal(set) var keepGoing = false

  public init(environment: Environment, commands: CommandTable = .standard) {
    self.environment = environment
    self.commands = commands
    self.jsonByDefault = environment.json
    self.playback = PlaybackSession(startCheck: .injected(by: environment.services.failures))
    self.journalOffset = environment.services.journalOffset
  }

  /// Runs a line typed or read from a file, statement by statement.
  ///
  /// Stops at the first statement that does not succeed. Bytes are checked here: invalid
  /// UTF-8 or NUL is an error.
  public func execute(line: some Collection<UInt8>) async -> Outcome {
    let statements: [Statement]
    do {
      statements = try Tokenizer.statements(in: line)
    } catch {
      return .failure(error.description)
    }
    return await execute(statements)
  }

  /// Runs a line of text.
  public func execute(_ line: String) async -> Outcome {
    await execute(line: Array(line.utf8))
  }

  /// Runs statements in order, stopping at the first that does not succeed.
  public func execute(_ statements: [Statement]) async -> Outcome {
    for statement in statements {
      let outcome = await run(statement)
      if outcome != .success { return outcome }
    }
    return .success
  }

  /// Runs one statement: looks up the command, parses its options, runs it, and records what
  /// it printed for `expect`.
  func run(_ statement: Statement) async -> Outcome {
    guard let first = statement.words.first else { return .success }
    catchUp()
    let text = statement.words.map(\.value).joined(separator: " ")
    let outcome: Outcome
    let isExpect: Bool
    do {
      let spec = try commands.lookup(first.value)
      isExpect = spec.name == "expect"
      let invocation = try InvocationParser.parse(Array(statement.words.dropFirst()), for: spec)
      if !isExpect { beginCommand(json: jsonByDefault || invocation.has("--json")) }
      outcome = await perform(spec, invocation)
    } catch {
      previous = CommandRecord(text: text, output: "", error: error.message)
      return .failure(error.message)
    }
    if !isExpect {
      endCommand()
      if case .failure(let message, _) = outcome {
        previous = CommandRecord(text: text, output: capturedOutput, error: message)
      } else {
        previous = CommandRecord(text: text, output: capturedOutput, error: nil)
      }
    }
    return outcome
  }

  /// Runs a command's handler and turns what it throws into an outcome.
  func perform(_ spec: CommandSpec, _ invocation: Invocation) async -> Outcome {
    do {
      try await spec.run(self, invocation)
      if let code = pendingQuit {
        pendingQuit = nil
        return .quit(code)
      }
      return Task.isCancelled ? .cancelled : .success
    } catch let error as CommandError {
      return .failure(error.message)
    } catch let failure as ReportedFailure {
      return .failure(failure.message, reported: true)
    } catch let error as ServiceError {
      return error == .cancelled ? .cancelled : .failure("\(spec.name): \(error)")
    } catch is CancellationError {
      return .cancelled
    } catch {
      return .failure("\(spec.name): \(error)")
    }
  }

  /// Set by `quit`; read once the command returns.
  var pendingQuit: Int32?

  /// Records that the running command asked the session to end.
  public func requestQuit(status: Int32) {
    pendingQuit = status
  }

  /// Remembers a line typed at the prompt (duplicates move to the end).
  public func remember(_ line: String) {
    history.removeAll { $0 == line }
    history.append(line)
    if history.count > HistoryFile.maximumEntries {
      history.removeFirst(history.count - HistoryFile.maximumEntries)
    }
  }

  /// Replaces the history (loaded from the history file at start).
  public func setHistory(_ entries: [String]) {
    history = entries
  }

  /// Sets whether scripts continue after a failure.
  public func setKeepGoing(_ value: Bool) {
    keepGoing = value
  }
}

/// A failure already printed with its location (inside a sourced script).
struct ReportedFailure: Error {
  var message: String
}
