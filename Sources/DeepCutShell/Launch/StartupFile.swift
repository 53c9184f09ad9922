/// Where the start-up file is: commands run before the first prompt or script line, as psql
/// runs `~/.psqlrc` (`-X`/`--no-rc` skip it).
public enum StartupFile {
  /// `$XDG_CONFIG_HOME/deepcut/deepcutrc`, or `~/.config/deepcut/deepcutrc` when the variable
  /// is unset, empty or not absolute (the XDG rule); `nil` without a home either.
  public static func path(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return trimmed(config) + "/deepcut/deepcutrc"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return trimmed(home) + "/.config/deepcut/deepcutrc"
  }

  /// `path` without trailing slashes, so messages name the file as `ls` would.
  private static func trimmed(_ path: String) -> String {
    var text = Substring(path)
    while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
    return text == "/" ? "" : String(text)
  }
}
