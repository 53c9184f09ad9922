import DeepCutKit
import Glibc

/// The process's environment variables, read from `environ`.
///
/// `ProcessInfo.processInfo.environment` answers the same, but making `ProcessInfo` and its
/// dictionary costs a start about half a million instructions (Foundation's generic code
/// instantiates its types by mangled name); every `-c` and script run pays for it.
enum EnvironmentVariables {
  /// Every `NAME=value` of the environment; for a name given twice, the first value.
  static func current() -> [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(text[..<equals])
        if variables[name] == nil {
          variables[name] = String(text[text.utf8.index(after: equals)...])
        }
      }
      entry += 1
    }
    return variables
  }

  /// The variables that hold secrets: never passed to a child (`$PAGER`).
  static let secret = [AppleMusicTokenSource.developerVariable, AppleMusicTokenSource.userVariable]

  /// The environment a child starts with: this process's, without `secret`.
  static func forChildren() -> [String: String] {
    current().filter { !secret.contains($0.key) }
  }

  /// Whether this process holds a token, from its environment or a token file it was given.
  static func holdsSecrets(_ variables: [String: String], tokenFiles: [String?]) -> Bool {
    secret.contains { variables[$0]?.isEmpty == false } || tokenFiles.contains { $0 != nil }
  }
}
