/// What `deepcut --help` and the deepcut(1) man page say, declared once: both are rendered
/// from these (the commands come from the command table, as `help` shows them).
public enum LaunchHelp {
  /// A term and what it means: an option, an exit status, a variable, a file.
  public struct Entry: Sendable, Equatable {
    public var term: String
    public var text: String

    public init(_ term: String, _ text: String) {
      self.term = term
      self.text = text
    }
  }

  /// The one-line summary (NAME in the man page).
  public static let summary =
    "explore a music library, dig out deep cuts, play on an emulated player"

  public static let synopsis = [
    "deepcut [options] [script.deepcut]",
    "deepcut [options] -c 'command; command' [-c 'command' ...]",
  ]

  public static let description = """
    deepcut explores a music library, digs out deep cuts (releases by your artists that you
    don't own) and plays tracks on an emulated Apple Music player.

    With no script and a terminal, it opens a prompt (deepcut> ). Commands piped on stdin,
    -c text, -f FILE, a FILE argument and '#!/usr/bin/env deepcut' scripts all run the same
    commands without a prompt. Type 'help' inside for the commands.
    """

  public static let options = [
    Entry("-c COMMANDS", "run COMMANDS (separated by ;) and exit; several -c run in order"),
    Entry("-f FILE", "run the script FILE and exit"),
    Entry("--json", "print exactly one JSON document per command; errors as JSON on stderr"),
    Entry(
      "--state DIR",
      "keep history, writes and caches in DIR (default $XDG_STATE_HOME/deepcut; scripts use "
        + "a fresh temporary one)"),
    Entry(
      "--clock real|virtual", "the clock (default: virtual for scripts, real at the prompt)"),
    Entry("--keep-going, -k", "scripts continue after a failing command (exit 1 at the end)"),
    Entry(
      "--library FILE",
      "explore a Music/iTunes Library.xml export instead of the sample; '--library mpd' explores "
        + "the library your MPD holds (at --mpd or MPD_HOST) and plays on it"),
    Entry(
      "--service sample|apple-music",
      "the library: the built-in sample (default) or your own Apple Music library (needs both "
        + "tokens; see the README)"),
    Entry(
      "--catalog musicbrainz|apple-music|simulated|sample",
      "where discographies come from (default: MusicBrainz for --library, the sample catalog "
        + "for the sample library, Apple Music's for --service apple-music)"),
    Entry(
      "--musicbrainz-url URL",
      "a MusicBrainz server or mirror (default https://musicbrainz.org, or "
        + "$DEEPCUT_MUSICBRAINZ_URL)"),
    Entry(
      "--player emulated|mpd",
      "the player: deepcut's emulated Apple Music player (default) or a running MPD, found "
        + "through $MPD_HOST and $MPD_PORT as mpc finds it"),
    Entry(
      "--mpd ADDRESS",
      "MPD's address for --player mpd and --library mpd, as MPD_HOST writes it (a socket path)"),
    Entry(
      "--music-dir DIR",
      "MPD's music directory, when MPD cannot tell it (over TCP)"),
    Entry(
      "--map FROM=TO",
      "read library files under FROM as under TO (a library exported on another machine)"),
    Entry(
      "--offline",
      "MusicBrainz and listener counts from the cache only (no network; also: set offline on)"),
    Entry(
      "--max-age AGE",
      "how old cached links, discographies and listener counts may be (default 7d)"),
    Entry(
      "--listenbrainz-url URL",
      "where listener counts come from (default https://api.listenbrainz.org with musicbrainz.org; "
        + "with another MusicBrainz server none unless given; or $DEEPCUT_LISTENBRAINZ_URL)"),
    Entry(
      "--listenbrainz-token-file FILE",
      "read a ListenBrainz user token from an owner-only file instead of "
        + "$DEEPCUT_LISTENBRAINZ_TOKEN"),
    Entry("--storefront CC", "the Apple Music catalog's country (default: yours, or us)"),
    Entry(
      "--apple-music-url URL",
      "another Apple Music API base (tests, or $DEEPCUT_APPLE_MUSIC_URL)"),
    Entry(
      "--developer-token-file FILE",
      "read the developer token from an owner-only file instead of $DEEPCUT_DEVELOPER_TOKEN"),
    Entry(
      "--user-token-file FILE",
      "read the Music User Token from an owner-only file instead of "
        + "$DEEPCUT_MUSIC_USER_TOKEN"),
    Entry("--no-pager", "never page output taller than the terminal (also: set pager off)"),
    Entry(
      "--generate-audio DIR",
      "write a short audio file for each sample track under DIR/deepcut-sample, so the sample "
        + "library plays on an MPD whose music directory is DIR"),
    Entry(
      "-X, --no-rc",
      "do not run the start-up file ($XDG_CONFIG_HOME/deepcut/deepcutrc) before the first "
        + "prompt or script line"),
    Entry("--man", "print this manual as a man page (roff), for Scripts/install"),
    Entry(
      "--completion bash",
      "print Tab completion for deepcut's options and files in bash, for Scripts/install"),
    Entry("-h, --help", "show this help"),
    Entry("-V, --version", "show the version"),
  ]

  public static let exitStatuses = [
    Entry("0", "every command succeeded"),
    Entry("1", "a command or an expectation failed"),
    Entry("2", "a usage error (a bad option, an unreadable script)"),
    Entry("128+N", "ended by signal N (130 for Ctrl-C in a script, 143 for SIGTERM)"),
  ]

  public static let environment = [
    Entry("DEEPCUT_MUSICBRAINZ_URL", "the MusicBrainz server (as --musicbrainz-url)"),
    Entry("DEEPCUT_APPLE_MUSIC_URL", "the Apple Music API base (as --apple-music-url)"),
    Entry("DEEPCUT_LISTENBRAINZ_URL", "the ListenBrainz server (as --listenbrainz-url)"),
    Entry(
      "DEEPCUT_LISTENBRAINZ_TOKEN",
      "a ListenBrainz user token (optional; never printed, logged or stored)"),
    Entry(
      "DEEPCUT_DEVELOPER_TOKEN",
      "the Apple Music developer token (never printed, logged or stored)"),
    Entry(
      "DEEPCUT_MUSIC_USER_TOKEN",
      "the Music User Token for your own library (never printed, logged or stored)"),
    Entry("MPD_HOST", "where --player mpd finds MPD: a host, a socket path, PASSWORD@HOST"),
    Entry("MPD_PORT", "MPD's TCP port for --player mpd (default 6600)"),
    Entry("PAGER", "the pager for listings taller than the terminal (default: less -FRX)"),
    Entry("XDG_STATE_HOME", "where the state directory goes (default ~/.local/state)"),
    Entry("XDG_CONFIG_HOME", "where the start-up file is looked for (default ~/.config)"),
    Entry("HOME", "the home directory, for the state directory and ~/.editrc"),
    Entry("EDITRC", "the line editor's settings file instead of ~/.editrc"),
    Entry("NO_COLOR", "when set, no colour"),
    Entry("TERM", "dumb turns colour off"),
  ]

  public static let files = [
    Entry(
      "$XDG_CONFIG_HOME/deepcut/deepcutrc",
      "commands run before the first prompt or script line (set pager off, set catalog "
        + "simulated, …): quietly, each error as FILE:LINE:, the session starting anyway; "
        + "-X skips it"),
    Entry("$XDG_STATE_HOME/deepcut/history", "the lines typed at the prompt"),
    Entry(
      "$XDG_STATE_HOME/deepcut/", "library writes and the deep-cut feed cache, per library"),
    Entry(
      "~/.editrc",
      "libedit settings (bind -v for vi keys); deepcut's Tab, Ctrl-R and word keys are kept "
        + "unless the file binds those keys itself"),
  ]

  /// `deepcut --help`.
  public static var text: String {
    var lines = ["usage: " + synopsis[0]] + synopsis.dropFirst().map { "       " + $0 }
    lines += [""] + description.components(separatedBy: "\n") + ["", "options:"]
    lines += options.flatMap(Self.entry)
    lines += ["", "exit status:"] + exitStatuses.flatMap(Self.entry)
    lines += ["", "environment:"] + environment.flatMap(Self.entry)
    return lines.joined(separator: "\n")
  }

  /// `  TERM  text`, the text in a column from 24 (on the next line when the term is long).
  private static func entry(_ entry: Entry) -> [String] {
    let term = "  " + entry.term
    guard term.count < 22 else { return [term, String(repeating: " ", count: 22) + entry.text] }
    return [term + String(repeating: " ", count: 22 - term.count) + entry.text]
  }
}
