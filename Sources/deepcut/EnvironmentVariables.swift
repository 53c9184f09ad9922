import DeepCutKit
import Foundation

/// The process's environment variables, and the ones a child is given.
enum EnvironmentVariables {
  /// Every `NAME=value` of the environment.
  static func current() -> [String: String] {
    ProcessInfo.processInfo.environment
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
