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
  /// `--service`, `--catalog apple-music`, `--storefront`, the API URL and token files.
  public var appleMusic = AppleMusicLaunchOptions()
  public var catalog = CatalogOptions()

  public init() {}

  /// Parses the arguments after the program name; a usage error explains itself in one line.
  public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions()
    var index = 0
    var script: String?
    var commands: String?
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
      case "--json": options.json = true
      case "--keep-going", "-k": options.keepGoing = true
      case "--state": options.stateDirectory = try nonEmpty(optionValue(), name)
      case "--library": options.libraryFile = try nonEmpty(optionValue(), name)
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
      case "--offline": options.catalog.offline = true
      case "--max-age":
        let text = try optionValue()
        guard let age = CatalogOptions.parseAge(text) else {
          throw UsageError("--max-age is an age such as 7d, 12h or 30m, not '\(text)'")
        }
        options.catalog.maxAge = age
      case "--clock":
        let text = try optionValue()
        guard let choice = ClockChoice(rawValue: text) else {
          throw UsageError("--clock is real or virtual, not '\(text)'")
        }
        options.clock = choice
      case "-c":
        guard commands == nil else { throw UsageError("-c given twice (join commands with ;)") }
        commands = try value(for: "-c")
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
          throw UsageError("unknown option '\(argument)'")
        }
        guard script == nil else {
          throw UsageError("only one script can run, got '\(script ?? "")' and '\(argument)'")
        }
        script = argument
      }
    }
    if let commands {
      guard script == nil else { throw UsageError("-c and a script file cannot be combined") }
      options.mode = .commands(commands)
    } else if let script, script != "-" {
      options.mode = .script(script)
    }
    return options
  }

  private static func nonEmpty(_ text: String, _ name: String) throws(UsageError) -> String {
    guard !text.isEmpty else { throw UsageError("option '\(name)' needs a non-empty value") }
    return text
  }

  /// `deepcut --help`.
  public static let helpText = """
    usage: deepcut [options] [script.deepcut]
           deepcut [options] -c 'command; command'

    deepcut explores a music library, digs out deep cuts (releases by your artists that you
    don't own) and plays tracks on an emulated Apple Music player.

    With no script and a terminal, it opens a prompt (deepcut> ). Commands piped on stdin,
    -c text, -f FILE, a FILE argument and '#!/usr/bin/env deepcut' scripts all run the same
    commands without a prompt. Type 'help' inside for the commands.

    options:
      -c COMMANDS         run COMMANDS (separated by ;) and exit
      -f FILE             run the script FILE and exit
      --json              print one JSON document per command
      --state DIR         keep history, writes and caches in DIR
                          (default $XDG_STATE_HOME/deepcut; scripts use a fresh temporary one)
      --clock real|virtual
                          the clock (default: virtual for scripts, real at the prompt)
      --keep-going, -k    scripts continue after a failing command (exit 1 at the end)
      --library FILE      explore a Music/iTunes Library.xml export instead of the sample
    \(AppleMusicLaunchOptions.helpLines)
      --catalog musicbrainz|apple-music|simulated|sample
                          where discographies come from (default: MusicBrainz for
                          --library, the sample catalog for the sample library, Apple
                          Music's for --service apple-music)
      --musicbrainz-url URL
                          a MusicBrainz server or mirror (default https://musicbrainz.org,
                          or $DEEPCUT_MUSICBRAINZ_URL)
      --offline           MusicBrainz from the cache only (no network)
      --max-age AGE       how old cached links and discographies may be (default 7d)
      -h, --help          show this help
      -V, --version       show the version

    exit status: 0 when every command succeeded, 1 when a command or expectation failed,
    2 for a usage error.
    """
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
