import DeepCutKit
import Foundation

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

  /// The app's side of playback: the indicator, the reconciler between it and the player, and
  /// the trace.
  public internal(set) var playback = PlaybackApp()
  /// The player the session drives, only through its protocol: the emulator unless the launch
  /// chose another (`--player`).
  public nonisolated let player: any PlayerDevice
  /// Session-wide JSON output (`--json`, or `set json on`).
  public internal(set) var jsonByDefault: Bool
  /// Simulated time per catalog page (`set catalog-latency`).
  public internal(set) var catalogLatency: Duration = .zero
  /// The catalog commands use (`--catalog`, `set catalog`).
  public internal(set) var catalogChoice: CatalogChoice
  /// The previous command, for `expect`.
  public internal(set) var previous = CommandRecord()
  /// Whether the running command's JSON document will be read (JSON output, or an `expect`
  /// query), so that it is worth building: text output reads only the lines.
  ///
  /// Outside a statement it stays true, so a command run any other way builds everything.
  public internal(set) var wantsDocument = true
  var capture = OutputCapture()
  var scripts = ScriptState()
  var browse = BrowseState()
  var typedLines = HistoryState()
  var catalogs = CatalogState()
  /// The deep-cut feed's cache; `nil` until a discover command loads it.
  var feedCache: FeedCache?
  /// The library with its writes kept in the state directory, shared with other sessions;
  /// `nil` for a real service (its writes are the API's).
  let writes: JournaledLibrary?
  /// Maps a virtual-clock session's dates onto the wall clock for what it saves; `nil` on the
  /// real clock.
  let wallClock: WallClockRebase?
  /// Whether saving the listening history failed already (warned once).
  var listeningSaveFailed = false

  public init(environment: Environment, commands: [Command]) {
    self.init(environment: environment, commands: CommandSet(commands))
  }

  /// A session running `commands`, prepared already.
  public init(environment: Environment, commands: CommandSet) {
    self.environment = environment
    self.commands = commands.table
    self.runners = commands.runners
    self.jsonByDefault = environment.json
    self.catalogChoice = environment.services.initialCatalog
    self.player =
      environment.services.player
      ?? EmulatedPlayer(startCheck: .injected(by: environment.services.failures))
    // A script's writes are dated on its virtual clock; the shared journal gets wall-clock
    // dates, as other (interactive) sessions read it.
    let clock = environment.clock
    let rebase =
      clock.isVirtual ? WallClockRebase(virtualStart: clock.startDate, wallStart: Date()) : nil
    self.wallClock = rebase
    self.writes = environment.services.recording.map {
      JournaledLibrary(
        library: $0,
        journal: WriteJournal(state: environment.state, identity: environment.services.identity),
        offset: environment.services.journalOffset,
        savedDate: { date in rebase.map { $0.wallDate(of: date, wallNow: Date()) } ?? date })
    }
  }

  /// Runs a line typed or read from a file, statement by statement.
  ///
  /// Stops at the first statement that does not succeed. Bytes are checked here: invalid
  /// UTF-8 or NUL is an error.
  public func execute(line: some Collection<UInt8>) async -> Outcome {
    scripts.failure = nil
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
  ///
  /// Two exceptions let the line go on:
  /// - a command whose work was cancelled by an injected cancellation (not Ctrl-C) reports
  ///   "cancelled" on stderr, as the app shows no failure for it;
  /// - with `--keep-going` (`set keep-going on`), a failure is reported at once and the next
  ///   statement runs; the line then ends as a failure already reported.
  public func execute(_ statements: [Statement]) async -> Outcome {
    var failed: Outcome?
    for (index, statement) in statements.enumerated() {
      let outcome = await run(statement)
      let isLast = index == statements.count - 1
      switch outcome {
      case .success: continue
      case .cancelled where !Task.isCancelled && !isLast:
        let text = statement.words.map(\.value).joined(separator: " ")
        write("cancelled: \(text)\n", to: .standardError)
      case .failure(let message, let reported) where scripts.keepGoing && !isLast:
        if !reported { reportError(message, name: scripts.stack.last?.name, line: scripts.line) }
        failed = .failure(message, reported: true)
      default:
        if case .failure = outcome, failed != nil, case .failure(let message, false) = outcome {
          reportError(message, name: scripts.stack.last?.name, line: scripts.line)
          return .failure(message, reported: true)
        }
        return outcome
      }
    }
    return failed ?? .success
  }

  /// Runs one statement: looks up the command, parses its arguments, runs it, renders what it
  /// returned, and records it for `expect`.
  func run(_ statement: Statement) async -> Outcome {
    guard let first = statement.words.first else { return .success }
    let caughtUpNotices = playback.advance(to: environment.clock.now, on: player)
    let plays = player.takeCountedPlays()
    if !plays.isEmpty { await record(plays) }
    await readChangedLibrary()
    let text = statement.words.map(\.value).joined(separator: " ")
    var spec: CommandSpec?
    let arguments: Arguments
    do {
      let found = try commands.lookup(first.value)
      spec = found
      arguments = try ArgumentParser.parse(Array(statement.words.dropFirst()), for: found)
    } catch {
      let caughtUp = caughtUpNotices.map { $0.event(withFields: jsonByDefault) }
      if !jsonByDefault { renderText(.events(caughtUp)) }
      scripts.failure = FailedCommand(command: spec?.name, events: caughtUp, json: jsonByDefault)
      let message = EchoedInput.cut(error.message, echoing: statement.words.map(\.value))
      previous = CommandRecord(text: text, output: "", error: message)
      return .failure(message)
    }
    guard let spec else { return .success }
    if !spec.inspectsPrevious { capture.stdout = "" }
    let json = jsonByDefault || arguments.json
    let caughtUp = caughtUpNotices.map { $0.event(withFields: json) }
    if !json, !caughtUp.isEmpty { renderText(.events(caughtUp)) }
    wantsDocument = json
    var (outcome, output) = await perform(spec, arguments)
    if case .failure(let message, false) = outcome {
      outcome = .failure(EchoedInput.cut(message, echoing: statement.words.map(\.value)))
    }
    wantsDocument = true
    if var output {
      if json { output.prepend(caughtUp) }
      await render(output, json: json, command: spec.name)
    } else if case .failure = outcome {
      scripts.failure = FailedCommand(command: spec.name, events: json ? caughtUp : [], json: json)
    }
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
      return (Task.isCancelled && !spec.endsOnInterrupt ? .cancelled : .success, output)
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

  /// Sets whether text taller than the terminal goes through the pager (`--no-pager`).
  public func setPaging(_ value: Bool) {
    capture.paging = value
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
