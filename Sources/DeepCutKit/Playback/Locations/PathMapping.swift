/// How a file path from a library, perhaps exported on another machine, becomes a path inside
/// MPD's music directory: `--map FROM=TO` rewrites first (the longest `FROM` that matches), then
/// the path must lie under the music directory, whose prefix is taken off.
///
/// A Mac's `/Users/me/Music/Music/Media.localized/Artist/x.m4a`, with
/// `--map /Users/me/Music/Music/Media.localized=/srv/music` and the music directory `/srv/music`,
/// is `Artist/x.m4a`. Prefixes match whole path components, and by canonical equivalence (Swift's
/// `String` comparison), so a decomposed `FROM` matches a composed path and the other way round.
public struct PathMapping: Sendable, Equatable {
  /// One `--map FROM=TO`.
  public struct Rule: Sendable, Equatable {
    public var from: String
    public var to: String

    public init(from: String, to: String) {
      self.from = PathMapping.directory(from)
      self.to = PathMapping.directory(to)
    }

    /// Parses `FROM=TO` (both absolute paths); the error is the line to show.
    public static func parse(_ text: String) -> Result<Rule, MappingError> {
      guard let equals = text.firstIndex(of: "=") else {
        return .failure(MappingError("--map needs FROM=TO (two absolute paths), not '\(text)'"))
      }
      let from = String(text[..<equals])
      let to = String(text[text.index(after: equals)...])
      guard from.hasPrefix("/"), to.hasPrefix("/") else {
        return .failure(
          MappingError("--map FROM=TO takes two absolute paths (starting with /), not '\(text)'"))
      }
      return .success(Rule(from: from, to: to))
    }
  }

  /// A `--map` or `--music-dir` that cannot be used, as the line to show.
  public struct MappingError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
  }

  /// MPD's `music_directory`, absolute, ending in `/`.
  public var musicDirectory: String
  public var rules: [Rule]
  /// The rule used when no `--map` matches: a Library.xml's `Music Folder` onto the music
  /// directory, so a Mac's media folder copied whole to the music directory needs no `--map`.
  public var fallback: Rule?

  public init(musicDirectory: String, rules: [Rule] = [], fallback: Rule? = nil) {
    self.musicDirectory = Self.directory(musicDirectory)
    self.rules = rules
    self.fallback = fallback
  }

  /// The path relative to the music directory (no leading `/`, as MPD's URIs are), or the
  /// rewritten absolute path when it lies outside.
  public func relativePath(ofFile path: String) -> Result<String, OutsidePath> {
    var absolute = path
    let matching = rules.filter { Self.path(path, isUnder: $0.from) }
    let longest = matching.max { $0.from.count < $1.from.count }
    if let rule = longest ?? fallback.flatMap({ Self.path(path, isUnder: $0.from) ? $0 : nil }) {
      absolute = rule.to + path.dropFirst(rule.from.count)
    }
    guard Self.path(absolute, isUnder: musicDirectory) else {
      return .failure(OutsidePath(path: absolute, musicDirectory: musicDirectory))
    }
    return .success(String(absolute.dropFirst(musicDirectory.count)))
  }

  /// A file that maps to a place outside the music directory.
  public struct OutsidePath: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var musicDirectory: String

    public init(path: String, musicDirectory: String) {
      self.path = path
      self.musicDirectory = musicDirectory
    }

    public var description: String {
      "its file \(path) is outside MPD's music directory \(musicDirectory)"
        + " (map its folder there with --map FROM=TO)"
    }
  }

  /// `path` with one `/` at its end (`/` stays `/`).
  static func directory(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    return trimmed == "/" ? "/" : trimmed + "/"
  }

  /// Whether `path` lies under `directory` (which ends in `/`).
  static func path(_ path: String, isUnder directory: String) -> Bool {
    path.hasPrefix(directory)
  }
}
