import Foundation
import Testing

@testable import DeepCutKit

/// Tokens come from a variable or an owner-only file, never show themselves, and a developer
/// token's expiry can be read to explain a 401.
@Suite struct AppleMusicTokenTests {
  /// A JWT-shaped developer token: header `{"alg":"ES256","kid":"ABC123DEFG"}`, payload
  /// `{"iss":"TEAM123456","iat":1700000000,"exp":1715000000}`, a made-up signature.
  static let jwt =
    "eyJhbGciOiJFUzI1NiIsImtpZCI6IkFCQzEyM0RFRkcifQ."
    + "eyJpc3MiOiJURUFNMTIzNDU2IiwiaWF0IjoxNzAwMDAwMDAwLCJleHAiOjE3MTUwMDAwMDB9."
    + "c2lnbmF0dXJlLW5vdC1jaGVja2Vk"

  @Test func neverShowsItself() throws {
    let token = try #require(AppleMusicToken("  secret-value-123\n"))
    #expect(token.secret == "secret-value-123")
    var dumped = ""
    dump(token, to: &dumped)
    let credentials = AppleMusicCredentials(developerToken: token, userToken: token)
    var dumpedCredentials = ""
    dump(credentials, to: &dumpedCredentials)
    for text in [
      "\(token)", String(describing: token), String(reflecting: token), dumped,
      "\(credentials)", dumpedCredentials, String(reflecting: credentials),
    ] {
      #expect(!text.contains("secret-value-123"), "\(text)")
    }
  }

  @Test func refusesWhatCouldNotBeAHeaderValue() {
    #expect(AppleMusicToken("") == nil)
    #expect(AppleMusicToken("two words") == nil)
    #expect(AppleMusicToken("abc\r\nX-Injected: 1") == nil)
    #expect(AppleMusicToken("tökén") == nil)
    #expect(
      AppleMusicToken(String(repeating: "a", count: AppleMusicToken.maximumLength + 1)) == nil)
  }

  @Test func readsTheVariableAndPrefersTheFile() throws {
    let environment = [AppleMusicTokenSource.developerVariable: "from-environment"]
    let fromVariable = try AppleMusicCredentials.load(
      developerTokenFile: nil, userTokenFile: nil, environment: environment)
    #expect(fromVariable.developerToken.secret == "from-environment")
    #expect(fromVariable.userToken == nil)
    let file = try TokenFile(contents: "from-file\n", mode: 0o600)
    defer { file.remove() }
    let fromFile = try AppleMusicCredentials.load(
      developerTokenFile: file.path, userTokenFile: file.path, environment: environment)
    #expect(fromFile.developerToken.secret == "from-file")
    #expect(fromFile.userToken?.secret == "from-file")
  }

  @Test func aMissingDeveloperTokenSaysHowToGiveOne() {
    #expect(throws: AppleMusicTokenError.self) {
      try AppleMusicCredentials.load(developerTokenFile: nil, userTokenFile: nil, environment: [:])
    }
    do {
      _ = try AppleMusicCredentials.load(
        developerTokenFile: nil, userTokenFile: nil, environment: [:])
    } catch {
      #expect(error.description.contains("DEEPCUT_DEVELOPER_TOKEN"))
      #expect(error.description.contains("--developer-token-file"))
    }
  }

  @Test(arguments: [0o644, 0o640, 0o604, 0o660, 0o700 | 0o007])
  func refusesAFileOthersCanRead(mode: Int) throws {
    let file = try TokenFile(contents: "super-secret-token", mode: mode_t(mode))
    defer { file.remove() }
    do {
      _ = try AppleMusicTokenSource.file(file.path).read(environment: [:])
      Issue.record("a token file with mode \(String(mode, radix: 8)) was accepted")
    } catch {
      #expect(error.description.contains("chmod 600 \(file.path)"))
      #expect(!error.description.contains("super-secret-token"))
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func refusesMissingEmptyAndOddFiles() throws {
    let empty = try TokenFile(contents: "\n", mode: 0o600)
    defer { empty.remove() }
    let odd = try TokenFile(contents: "not one token", mode: 0o600)
    defer { odd.remove() }
    for path in [empty.path, odd.path, "/nonexistent/token", "/dev/null", NSTemporaryDirectory()] {
      #expect(throws: AppleMusicTokenError.self) {
        try AppleMusicTokenSource.file(path).read(environment: [:])
      }
    }
    #expect(throws: AppleMusicTokenError.self) {
      try AppleMusicTokenSource.environment("X").read(environment: ["X": "has space"])
    }
    #expect(try AppleMusicTokenSource.environment("X").read(environment: [:]) == nil)
  }

  @Test func readsTheExpiryOfADeveloperToken() throws {
    let token = try #require(AppleMusicToken(Self.jwt))
    let claims = try #require(DeveloperTokenClaims(token))
    #expect(claims.expiresAt == Date(timeIntervalSince1970: 1_715_000_000))
    #expect(claims.issuedAt == Date(timeIntervalSince1970: 1_700_000_000))
    #expect(claims.isExpired(at: Date(timeIntervalSince1970: 1_800_000_000)))
    #expect(!claims.isExpired(at: Date(timeIntervalSince1970: 1_710_000_000)))
    #expect(DeveloperTokenClaims(AppleMusicToken("not-a-jwt")!) == nil)
    #expect(DeveloperTokenClaims(AppleMusicToken("a.!!!.c")!) == nil)
  }
}

/// A token file in the temporary directory with the given mode.
struct TokenFile {
  let path: String

  init(contents: String, mode: mode_t) throws {
    path = NSTemporaryDirectory() + "deepcut-token-\(UUID().uuidString)"
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, mode)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
