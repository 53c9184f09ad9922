import CEditLine
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
  /// Who reads keys, so the pager can take the keyboard from the prompt.
  let keyboard = KeyboardOwner()
  /// The start-up file to run first, unless `-X`.
  let startupFile: String?

  init(options: LaunchOptions, interactive: Bool, environment: [String: String]) throws {
    self.options = options
    self.interactive = interactive
    self.startupFile = options.readsStartupFile ? StartupFile.path(environment: environment) : nil
    // Tokens in memory (from the environment or a file) must never reach a core dump.
    let tokenFiles = [options.appleMusic.developerTokenFile, options.appleMusic.userTokenFile]
    if EnvironmentVariables.holdsSecrets(environment, tokenFiles: tokenFiles) {
      _ = deepcut_keep_secrets_in()
    }
    let state: StateDirectory
    if let path = options.stateDirectory {
      state = try StateDirectory(URL(fileURLWithPath: path))
      temporaryState = false
    } else if interactive {
      state = Self.defaultState(environment: environment)
      temporaryState = false
    } else {
      state = try StateDirectory.scratch(environment: environment)
      temporaryState = true
    }
    self.state = state
    // MPD plays in real time, so a script driving it runs on the real clock too.
    let realByDefault = interactive || options.player.choice == .mpd
    let useRealClock = (options.clock ?? (realByDefault ? .real : .virtual)) == .real
    let clock: any SessionClock = useRealClock ? RealClock() : VirtualClock()
    let temporary = temporaryState
    let sink = StandardStreams(onBrokenPipe: { if temporary { state.removeAll() } })
    let warn: (String) -> Void = {
      sink.write(Terminal.errorLine($0, label: "warning:"), to: .standardError)
    }
    let services: Services
    do {
      var catalog = options.catalog
      func url(_ variable: String) throws(UsageError) -> URL? {
        guard let text = environment[variable] else { return nil }
        guard let url = CatalogOptions.parseURL(text) else {
          throw UsageError("\(variable) is not an http(s) URL: '\(text)'")
        }
        return url
      }
      catalog.musicBrainzURL = try catalog.musicBrainzURL ?? url(CatalogOptions.urlVariable)
      catalog.listenBrainzURL =
        try catalog.listenBrainzURL ?? url(CatalogOptions.listenBrainzURLVariable)
      do {
        catalog.listenBrainzToken = try AppleMusicTokenSource.choose(
          file: catalog.listenBrainzTokenFile, variable: CatalogOptions.listenBrainzTokenVariable
        ).read(environment: environment)
      } catch {
        throw UsageError("ListenBrainz token: \(error)")
      }
      if let text = environment[CatalogOptions.rateVariable] {
        guard let rate = Double(text), rate > 0, rate <= 1_000 else {
          throw UsageError(
            "\(CatalogOptions.rateVariable) is requests per second (0 to 1000), not '\(text)'")
        }
        catalog.requestsPerSecond = rate
      }
      services = try Self.services(
        options: options, catalog: catalog, state: state, clock: clock, sink: sink,
        environment: environment, warning: warn
      ).applyingAppleMusic(
        options.appleMusic, catalogChoice: catalog.choice, libraryFile: options.libraryFile,
        environment: environment, clock: clock
      ).applyingPlayer(options.player, environment: environment, clock: clock)
    } catch {
      if temporary { state.removeAll() }
      throw error
    }
    let sessionEnvironment = Environment(
      clock: clock, output: sink,
      style: Style(isEnabled: Terminal.wantsColor(environment: environment)),
      isInteractive: interactive,
      state: state, json: options.json,
      workingDirectory: FileManager.default.currentDirectoryPath, services: services,
      showsProgress: interactive && isatty(STDERR_FILENO) == 1,
      terminal: TerminalSize(columns: Terminal.columns, rows: Terminal.rows),
      pager: isatty(STDOUT_FILENO) == 1
        ? Pager(environment: environment, keyboard: keyboard).page : nil,
      confirm: interactive ? Confirmation(keyboard: keyboard).ask : nil,
      errorsAtTerminal: isatty(STDERR_FILENO) == 1)
    session = Session(environment: sessionEnvironment)
  }

  /// The default state directory; when it cannot be made, says so once and goes on without
  /// one, as psql and sqlite3 do without a home (`--state DIR` given by hand stays an error).
  private static func defaultState(environment: [String: String]) -> StateDirectory {
    let url = StateDirectory.defaultURL(environment: environment)
    do {
      return try StateDirectory(url)
    } catch {
      let line = Terminal.errorLine(
        "\(error); running without history or caches, and writes last only this session",
        label: "warning:")
      FileHandle.standardError.write(Data(line.utf8))
      return .unavailable(url, reason: error.description)
    }
  }

  /// The services, with `--library FILE`'s import progress on stderr at a terminal and its
  /// summary printed after a fresh import.
  private static func services(
    options: LaunchOptions, catalog: CatalogOptions, state: StateDirectory,
    clock: any SessionClock, sink: StandardStreams, environment: [String: String],
    warning: (String) -> Void
  ) throws -> Services {
    // At a terminal, a retry's wait of more than a second says why nothing happens.
    var retryNotice: (@Sendable (String) -> Void)? = nil
    if isatty(STDERR_FILENO) == 1 {
      retryNotice = { line in sink.write(line + "\n", to: .standardError) }
    }
    let cacheWarning: @Sendable (String) -> Void = {
      sink.write(Terminal.errorLine($0, label: "warning:"), to: .standardError)
    }
    if options.mpdLibrary {
      return try Services.mpdLibrary(
        address: options.player.mpdAddress, environment: environment, state: state, clock: clock,
        catalog: catalog, warning: warning, cacheWarning: cacheWarning, retryNotice: retryNotice)
    }
    let path = options.libraryFile ?? ""
    let attributes = path.isEmpty ? nil : try? FileManager.default.attributesOfItem(atPath: path)
    let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
    let showProgress = isatty(STDERR_FILENO) == 1 && size > 8 << 20
    var lastShown = Int64(-1)
    return try Services.launch(
      libraryFile: options.libraryFile, state: state, clock: clock, catalog: catalog,
      warning: warning,
      progress: { bytes in
        let percent = bytes * 100 / max(size, 1)
        guard showProgress, percent != lastShown else { return }
        lastShown = percent
        sink.write("\rimporting \(path): \(percent)%\u{1B}[K", to: .standardError)
      },
      loaded: { loaded in
        if showProgress { sink.write("\r\u{1B}[K", to: .standardError) }
        guard !loaded.fromCache else { return }
        for line in loaded.library.summary.lines {
          sink.write(LineWrap.text(line, width: Terminal.errorColumns()) + "\n", to: .standardError)
        }
      },
      cacheWarning: cacheWarning, retryNotice: retryNotice)
  }

  /// Runs the session; returns the exit status.
  func run() async -> Int32 {
    await session.setKeepGoing(options.keepGoing)
    await session.setPaging(options.pager)
    if !interactive {
      // A script stops on Ctrl-C, SIGTERM or SIGHUP, removing its temporary state first.
      let state = self.state
      let temporary = temporaryState
      let stop: @Sendable (Int32) -> Void = { signal in
        if temporary { state.removeAll() }
        exit(128 + signal)
      }
      Signals.install(onInterrupt: { stop(SIGINT) }, onTerminate: stop)
    }
    if let startupFile, let status = await session.runStartupFile(at: startupFile) {
      return status
    }
    switch options.mode {
    case .commands(let text):
      return await session.runScript(ScriptLines(text), name: nil).exitStatus
    case .script(let path):
      do {
        let bytes = try ScriptFile.read(path)
        return await session.runScript(ScriptLines(bytes: bytes), name: path, path: path)
          .exitStatus
      } catch {
        FileHandle.standardError.write(Data(Terminal.errorLine("\(error)", label: "error:").utf8))
        return 2
      }
    case .standardInput where interactive:
      return await runPrompt()
    default:
      return await session.runScript(StandardInputLines(), name: "<stdin>").exitStatus
    }
  }

  private func runPrompt() async -> Int32 {
    // libedit edits byte by byte without this, and drops non-ASCII input in the C locale. Only
    // the prompt needs it, so a script or `-c` run does not load the locale.
    setlocale(LC_CTYPE, "")
    guard deepcut_libedit_available() != 0 else {
      let line = Terminal.errorLine(
        "the prompt needs libedit (libedit.so.2): install libedit2, or pipe commands in",
        label: "error:")
      FileHandle.standardError.write(Data(line.utf8))
      return 2
    }
    var history: [String] = []
    var warnings: [String] = []
    do {
      history = try HistoryFile.load(from: state) { warnings.append($0) }
    } catch {
      warnings.append("history not loaded: \(error)")
    }
    for warning in warnings { await session.warn(warning) }
    await session.setHistory(history)
    let completions = CompletionBox(Completer(commands: session.commands, names: .empty))
    let interrupter = CommandInterrupter()
    let reader = EditLineReader(
      completions: completions, history: history, environment: EnvironmentVariables.current(),
      interrupter: interrupter)
    keyboard.reader = reader
    Signals.install(
      onInterrupt: {
        interrupter.interrupt()
        reader.wake()
      }
    ) { signal in
      // History and writes are saved as they happen, so there is nothing left to save; libedit
      // has already put the terminal back in cooked mode. Exit as a shell reports a signal.
      exit(128 + signal)
    }
    await session.writeLine(
      "deepcut \(DeepCutVersion.current) — type 'help' for commands, Ctrl-D to leave.",
      to: .standardOutput)
    return await Repl(session: session, reader: reader, interrupter: interrupter).run()
  }

  /// Saves the plays counted after the last statement (a track heard out before Ctrl-D), unless
  /// the state is a script's temporary one, about to be removed.
  func saveLastPlays() async {
    if !temporaryState { await session.recordCountedPlays() }
  }

  /// Lets the import cache's background write finish, and removes a script's temporary state.
  func finish() {
    LibraryLoader.finishCacheWrites()
    MPDLibraryService.finishCacheWrites()
    if temporaryState { state.removeAll() }
  }
}
