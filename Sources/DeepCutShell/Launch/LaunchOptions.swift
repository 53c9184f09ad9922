/// The command line, parsed: what to run and how.
///
/// Pure, so every option is unit-tested.
public struct LaunchOptions: Sendable, Equatable {
  /// What the process runs.
  public enum Mode: Sendable, Equatable {
    /// A prompt when stdin and stdout are terminals, otherwise commands from stdin.
    case standardInput
    /// `-c 'cmd; cmd'`.
    case commands(String)
    /// `-f FILE`, `deepcut FILE`, or a `#!/usr/bin/env deepcut` script.
    case script(String)
    case help
    case version
    /// `--man`: the deepcut(1) page in roff, for `Scripts/install`.
    case manual
    /// `--completion bash`: the launcher's bash completion, for `Scripts/install`.
    case bashCompletion
    /// `--generate-audio DIR`: a short audio file per sample track, for a real MPD.
    case generateAudio(String)
  }

  /// Which clock the session runs on.
  public enum ClockChoice: String, Sendable, Equatable {
    case real
    case virtual
  }

  public var mode: Mode = .standardInput
  public var json = false
  public var stateDirectory: String?
  public var clock: ClockChoice?
  public var keepGoing = false
  public var libraryFile: String?
  /// `--library mpd`: the library MPD holds (at `--mpd`, else `MPD_HOST`/`MPD_PORT`).
  public var mpdLibrary = false
  /// Whether listings taller than the terminal go through `$PAGER` (`--no-pager` turns it off).
  public var pager = true
  /// `--service`, `--catalog apple-music`, `--storefront`, the API URL and token files.
  public var appleMusic = AppleMusicLaunchOptions()
  public var catalog = CatalogOptions()
  /// `--player` and what a real player needs.
  public var player = PlayerOptions()
  /// Whether the start-up file runs first (`-X`/`--no-rc` skip it, as psql's `-X`).
  public var readsStartupFile = true

  public init() {}

  /// Parses the arguments after the program name; a usage error explains itself in one line.
  public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions()
    var index = 0
    var script: String?
    var commands: [String] = []
    var playerGiven = false
    func value(for name: String) throws(UsageError) -> String {
      guard index < arguments.count else {
        throw UsageError("option '\(name)' needs a value")
      }
      defer { index += 1 }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      func optionValue() throws(UsageError) -> String {
        if let inline { return inline }
        return try value(for: name)
      }
      switch name {
      case "-h", "--help": options.mode = .help; return options
      case "-V", "--version": options.mode = .version; return options
      case "--man": options.mode = .manual; return options
      case "--completion":
        let shell = try optionValue()
        guard shell == "bash" else {
          throw UsageError("--completion is written for bash only, not '\(shell)'")
        }
        options.mode = .bashCompletion
        return options
      case "--generate-audio":
        options.mode = .generateAudio(try nonEmpty(optionValue(), name))
        return options
      case "--no-pager": options.pager = false
      case "-X", "--no-rc": options.readsStartupFile = false
      case "--json": options.json = true
      case "--keep-going", "-k": options.keepGoing = true
      case "--state": options.stateDirectory = try nonEmpty(optionValue(), name)
      case "--library":
        // `mpd` is MPD's library; a file of that name is `./mpd`.
        let value = try nonEmpty(optionValue(), name)
        options.mpdLibrary = value == "mpd"
        options.libraryFile = value == "mpd" ? nil : value
      case _ where AppleMusicLaunchOptions.names.contains(name):
        try options.appleMusic.take(name, optionValue())
      case "--catalog":
        let text = try optionValue()
        guard let choice = CatalogChoice(rawValue: text.lowercased()) else {
          throw UsageError(
            "--catalog is musicbrainz, apple-music, simulated or sample, not '\(text)'")
        }
        options.catalog.choice = choice
      case "--musicbrainz-url":
        let text = try optionValue()
        guard let url = CatalogOptions.parseURL(text) else {
          throw UsageError(
            "--musicbrainz-url needs an http(s) URL such as http://127.0.0.1:5000, not '\(text)'")
        }
        options.catalog.musicBrainzURL = url
      case "--listenbrainz-url":
        let text = try optionValue()
        guard let url = CatalogOptions.parseURL(text) else {
          throw UsageError(
            "--listenbrainz-url needs an http(s) URL such as http://127.0.0.1:8100, not '\(text)'")
        }
        options.catalog.listenBrainzURL = url
      case "--listenbrainz-token-file":
        options.catalog.listenBrainzTokenFile = try nonEmpty(optionValue(), name)
      case "--offline": options.catalog.offline = true
      case "--max-age":
        let text = try optionValue()
        guard let age = CatalogOptions.parseAge(text) else {
          throw UsageError("--max-age is an age such as 7d, 12h or 30m, not '\(text)'")
        }
        options.catalog.maxAge = age
      case "--player":
        options.player.choice = try PlayerOptions.choice(optionValue())
        playerGiven = true
      case "--mpd": options.player.mpdAddress = try nonEmpty(optionValue(), name)
      case "--music-dir":
        options.player.musicDirectory = try PlayerOptions.musicDirectory(optionValue())
      case "--map": options.player.maps.append(try PlayerOptions.map(optionValue()))
      case "--clock":
        let text = try optionValue()
        guard let choice = ClockChoice(rawValue: text) else {
          throw UsageError("--clock is real or virtual, not '\(text)'")
        }
        options.clock = choice
      case "-c":
        commands.append(try value(for: "-c"))
      case "-f":
        guard script == nil else { throw UsageError("only one script can run (use source in it)") }
        script = try nonEmpty(value(for: "-f"), "-f")
      case "--":
        guard index < arguments.count else { break }
        guard script == nil, index == arguments.count - 1 else {
          throw UsageError("only one script can run (use source in it)")
        }
        script = arguments[index]
        index = arguments.count
      default:
        if argument.hasPrefix("-"), argument != "-" {
          let near = NameSuggester.nearest(to: name, among: Self.optionNames)
          let hint = near.isEmpty ? "" : " (did you mean '\(near[0])'?)"
          throw UsageError("unknown option '\(argument)'\(hint)")
        }
        guard script == nil else {
          throw UsageError("only one script can run, got '\(script ?? "")' and '\(argument)'")
        }
        script = argument
      }
    }
    if options.mpdLibrary {
      // MPD's library plays on the same MPD unless another player is asked for.
      if !playerGiven { options.player.choice = .mpd }
      options.player.mpdLibrary = true
      if options.appleMusic.service == .appleMusic {
        throw UsageError(
          "--library mpd and --service apple-music cannot be combined (pick one library)")
      }
    }
    options.player = try options.player.checked()
    options.player.libraryFile = options.libraryFile
    if !commands.isEmpty {
      guard script == nil else { throw UsageError("-c and a script file cannot be combined") }
      // Several -c run in order, each as a line of a script (as psql runs them).
      options.mode = .commands(commands.joined(separator: "\n"))
    } else if let script, script != "-" {
      options.mode = .script(script)
    }
    return options
  }

  /// Every option's spelling, for "did you mean".
  static let optionNames = [
    "--help", "--version", "--man", "--completion", "--json", "--keep-going", "--state",
    "--library", "--clock", "--player", "--mpd", "--music-dir", "--map", "--generate-audio",
    "--no-pager", "--no-rc",
  ]

  private static func nonEmpty(_ text: String, _ name: String) throws(UsageError) -> String {
    guard !text.isEmpty else { throw UsageError("option '\(name)' needs a non-empty value") }
    return text
  }

  /// `deepcut --help`, rendered from `LaunchHelp`'s declarations.
  public static var helpText: String { LaunchHelp.text }
}

/// A mistake on the command line (exit status 2).
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// The version `--version` prints.
public enum DeepCutVersion {
  public static let current = "0.1.0"
}
