import Foundation

/// Where a token comes from: an environment variable, or a file only its owner can read.
///
/// The file wins when both are given (an option on the command line is the more deliberate
/// choice). A file that group or others may read is refused, as ssh refuses such a key: the
/// token is a password to the user's library.
public enum AppleMusicTokenSource: Sendable, Equatable {
  case environment(String)
  case file(String)

  /// The developer token's variable.
  public static let developerVariable = "DEEPCUT_DEVELOPER_TOKEN"
  /// The Music User Token's variable.
  public static let userVariable = "DEEPCUT_MUSIC_USER_TOKEN"

  /// The token this source holds; `nil` when the variable is unset (a file must exist).
  ///
  /// Throws a one-line `AppleMusicTokenError` that names the source, never its contents.
  public func read(environment: [String: String]) throws(AppleMusicTokenError) -> AppleMusicToken? {
    switch self {
    case .environment(let name):
      guard let value = environment[name], !value.isEmpty else { return nil }
      guard let token = AppleMusicToken(value) else {
        throw AppleMusicTokenError("\(name) does not hold a token (one line of visible characters)")
      }
      return token
    case .file(let path):
      return try Self.readFile(path)
    }
  }

  /// The first source that is set among `file` (the option) and `variable`.
  public static func choose(file: String?, variable: String) -> AppleMusicTokenSource {
    file.map { .file($0) } ?? .environment(variable)
  }

  private static func readFile(_ path: String) throws(AppleMusicTokenError) -> AppleMusicToken {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw AppleMusicTokenError(
        "cannot read token file \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw AppleMusicTokenError("token file \(path) is not a regular file")
    }
    let mode = info.st_mode & 0o777
    guard mode & 0o077 == 0 else {
      throw AppleMusicTokenError(
        "token file \(path) is open to others (mode \(String(mode, radix: 8))); "
          + "make it private with: chmod 600 \(path)")
    }
    guard info.st_size <= off_t(AppleMusicToken.maximumLength + 2) else {
      throw AppleMusicTokenError("token file \(path) is too large to hold a token")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    let bytes: Data
    do {
      bytes = try handle.read(upToCount: AppleMusicToken.maximumLength + 2) ?? Data()
    } catch {
      throw AppleMusicTokenError("cannot read token file \(path)")
    }
    guard let token = AppleMusicToken(String(decoding: bytes, as: UTF8.self)) else {
      throw AppleMusicTokenError(
        "token file \(path) does not hold a token (one line of visible characters)")
    }
    return token
  }
}

/// Why a token could not be read: one line naming the source, never the token.
public struct AppleMusicTokenError: Error, Equatable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
