import DeepCutKit

/// One deepcut session: the state every command sees, and the loop that runs statements.
///
/// An actor, so that the prompt, a script and a test all drive it the same way from one task
/// while signal handlers and the line reader live on their own threads. Commands run isolated
/// to it (`Command.run: (isolated Session, Arguments)`), so they read and change its state
/// directly, and return what to show.
public actor Session {
  public nonisolated let environment: Environment
  /// The commands' declarations, for dispatch, help and completion.
  public nonisolated let commands: CommandTable
  /// What runs each command, by name.
  private let runners: [String: Command.Run]

  /// The emulated player, the app's indicator and the reconciler between them.
  public internal(set) var playback: PlaybackSession
  /// Session-wide JSON output (`--json`, or `set json on`).
  public internal(set) var jsonByDefault: Bool
  /// Simulated time per catalog page (`set catalog-latency`).
  public internal(set) var catalogLatency: Duration = .zero
  /// The previous command, for `expect`.
  public internal(set) var previous = CommandRecord()
  var capture = OutputCapture()
  var scripts = ScriptState()
  var browse = BrowseState()
  var typed = HistoryState()
  /// The deep-cut feed's cache; `nil` until a discover command loads it.
  var feedCache: FeedCache?
  /// The library with its writes kept in the state directory, shared with other sessions.
  let writes: JournaledLibrary

  public init(environment: Environment, commands: [Command]) {
    self.environment = environment
    self.commands = CommandTable(commands.map(\.spec))
    self.runners = Dictionary(
      commands.map { ($0.spec.name, $0.run) }, uniquingKeysWith: { first, _ in first })
    self.jsonByDefault = environment.json
    self.playback = PlaybackSession(startCheck: .injected(by: environment.services.failures))
    self.writes = JournaledLibrary(
      library: environment.services.library,
      journal: WriteJournal(state: environment.state, identity: environment.services.identity),
      offset: environment.services.journalOffset)
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

  /// Runs one statement: looks up the command, parses its arguments, runs it, renders what it
  /// returned, and records it for `expect`.
  func run(_ statement: Statement) async -> Outcome {
    guard let first = statement.words.first else { return .success }
    render(CommandOutput.events(catchUp()), json: jsonByDefault)
    let text = statement.words.map(\.value).joined(separator: " ")
    let spec: CommandSpec
    let arguments: Arguments
    do {
      spec = try commands.lookup(first.value)
      arguments = try ArgumentParser.parse(Array(statement.words.dropFirst()), for: spec)
    } catch {
      previous = CommandRecord(text: text, output: "", error: error.message)
      return .failure(error.message)
    }
    if !spec.inspectsPrevious { capture.stdout = "" }
    let json = jsonByDefault || arguments.json
    let (outcome, output) = await perform(spec, arguments)
    if let output { render(output, json: json) }
    if !spec.inspectsPrevious {
      var error: String?
      if case .failure(let message, _) = outcome { error = message }
      previous = CommandRecord(text: text, output: capture.stdout, error: error)
    }
    return outcome
  }

  /// Runs a command and turns what it throws into an outcome; the output is `nil` when it
  /// failed (a failing command changes nothing and shows only its error).
  func perform(_ spec: CommandSpec, _ arguments: Arguments) async -> (Outcome, CommandOutput?) {
    guard let run = runners[spec.name] else {
      return (.failure("\(spec.name): the session has no such command"), nil)
    }
    do {
      let output = try await run(self, arguments)
      if let code = scripts.pendingQuit {
        scripts.pendingQuit = nil
        return (.quit(code), output)
      }
      return (Task.isCancelled ? .cancelled : .success, output)
    } catch {
      return (Self.outcome(of: error, in: spec.name), nil)
    }
  }

  /// What an error thrown by a command means for the session.
  static func outcome(of error: any Error, in command: String) -> Outcome {
    switch error {
    case let error as CommandError: .failure(error.message)
    case let failure as ReportedFailure: .failure(failure.message, reported: true)
    case let error as ServiceError:
      error == .cancelled ? .cancelled : .failure("\(command): \(error)")
    case is CancellationError: .cancelled
    default: .failure("\(command): \(error)")
    }
  }

  /// Records that the running command asked the session to end.
  public func requestQuit(status: Int32) {
    scripts.pendingQuit = status
  }

  /// Sets whether scripts continue after a failure.
  public func setKeepGoing(_ value: Bool) {
    scripts.keepGoing = value
  }

  /// Whether a script keeps going after a failure.
  public var keepGoing: Bool { scripts.keepGoing }
}

/// A failure already printed with its location (inside a sourced script).
struct ReportedFailure: Error {
  var message: String
}
