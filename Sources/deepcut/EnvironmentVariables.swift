import DeepCutKit
import Foundation

/// The process's environment variables, and the ones a child is given.
enum EnvironmentVariables {
  /// Every `NAME=value` of the environment (the first of two with one name, as `getenv`
  /// finds), read from `environ` itself: `ProcessInfo.processInfo` would first build the whole
  /// process description, about a tenth of a `-c status` start.
  static func current() -> [String: String] {
    var variables: [String: String] = [:]
    var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    while let pointer = entry?.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
      }
      entry = entry?.successor()
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
