import DeepCutKit
import DeepCutShell
import Foundation

/// A configured session and the way to run it: the prompt, a script, `-c`, or stdin.
struct Launch {
  let options: LaunchOptions
  let interactive: Bool
  let session: Session
  let state: StateDirectory
  let temporaryState: Bool

  init(options: LaunchOptions, interactive: Bool, environment: [String: String]) throws {
    self.options = options
    self.interactive = interactive
    let state: StateDirectory
    if let path = options.stateDirectory {
      state = try StateDirectory(URL(fileURLWithPath: path))
      temporaryState = false
    } else if interactive {
      state = try StateDirectory(StateDirectory.defaultURL(environment: environment))
      temporaryState = false
    } else {
      state = try StateDirectory.temporary()
      temporaryState = true
    }
    self.state = state
    let useRealClock = (options.clock ?? (interactive ? .real : .virtual)) == .real
    let clock: any SessionClock = useRealClock ? RealClock() : VirtualClock()
    let temporary = temporaryState
    let sink = StandardStreams(onBrokenPipe: { if temporary { state.removeAll() } })
    let warn: (String) -> Void = { sink.write("warning: \($0)\n", to: .standardError) }
    let log = WriteLogFile.load(from: state, identity: "sample", warning: warn)
    let services = Services.sample(clock: clock, log: log, warning: warn)
    let sessionEnvironment = Environment(
      clock: clock, output: sink,
      style: Style(isEnabled: Terminal.wantsColor(environment: environment)),
      terminalWidth: interactive ? Terminal.columns() : nil, isInteractive: interactive,
      state: state, json: options.json,
      workingDirectory: FileManager.default.currentDirectoryPath, services: services)
    session = Session(environment: sessionEnvironment)
  }

  /// Runs the session; returns the exit status.
  func run() async -> Int32 {
    await session.setKeepGoing(options.keepGoing)
    switch options.mode {
    case .commands(let text):
      return await session.runScript(ScriptLines(text), name: nil).exitStatus
    case .script(let path):
      do {
        let bytes = try ScriptFile.read(path)
        return await session.runScript(ScriptLines(bytes: bytes), name: path, path: path)
          .exitStatus
      } catch {
        FileHandle.standardError.write(Data("deepcut: \(error)\n".utf8))
        return 2
      }
    case .standardInput where interactive:
      return await runPrompt()
    default:
      return await session.runScript(StandardInputLines(), name: "<stdin>").exitStatus
    }
  }

  private func runPrompt() async -> Int32 {
    var history: [String] = []
    do {
      history = try HistoryFile.load(from: state)
    } catch {
      await session.writeLine("warning: history not loaded: \(error)", to: .standardError)
    }
    await session.setHistory(history)
    let completions = CompletionBox(Completer(commands: session.commands, names: .empty))
    let reader = EditLineReader(completions: completions, history: history)
    let interrupter = CommandInterrupter()
    Signals.install(interrupter: interrupter, wake: { reader.wake() }) { _ in
      // History is saved after every line, so there is nothing left to save: leave cleanly.
      exit(0)
    }
    await session.writeLine(
      "deepcut \(DeepCutVersion.current) — type 'help' for commands, Ctrl-D to leave.",
      to: .standardOutput)
    return await Repl(session: session, reader: reader, interrupter: interrupter).run()
  }

  /// Removes a script's temporary state.
  func finish() {
    if temporaryState { state.removeAll() }
  }
}
