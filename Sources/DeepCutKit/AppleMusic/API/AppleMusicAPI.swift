import Foundation

/// The Apple Music API as deepcut calls it: typed paths, the tokens in their headers, JSON
/// decoded into app-owned shapes, every request and answer in the log, and every failure a
/// `ServiceError` whose line says what to do.
///
/// `Authorization: Bearer <developer token>` goes with every request; `Music-User-Token` only
/// with `/v1/me/` ones (the catalog does not need it, so it is not sent there). Requests go
/// through `client` (retries, backoff) bounded to `maximumInFlight` at once.
public struct AppleMusicAPI: Sendable {
  /// The real API.
  public static let defaultBaseURL = URL(string: "https://api.music.apple.com")!
  /// Requests in flight at once, at most.
  public static let maximumInFlight = 8

  /// Scheme, host and port; paths start with `/v1/`.
  public let baseURL: URL
  public let credentials: AppleMusicCredentials
  public let log: AppleMusicRequestLog
  private let client: any HTTPClient
  private let now: @Sendable () -> Date

  /// An API at `baseURL` (a trailing `/v1` is dropped: paths carry it) over `client`.
  public init(
    baseURL: URL = defaultBaseURL, credentials: AppleMusicCredentials, client: any HTTPClient,
    log: AppleMusicRequestLog = AppleMusicRequestLog(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    var base = baseURL.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    if base.hasSuffix("/v1") { base.removeLast(3) }
    self.baseURL = URL(string: base) ?? baseURL
    self.credentials = credentials
    self.client = InFlightLimitedHTTPClient(client, limit: Self.maximumInFlight)
    self.log = log
    self.now = now
  }

  /// GETs `path` and decodes its JSON body.
  func get<Value: Decodable>(_ type: Value.Type, _ path: AppleMusicPath) async throws(ServiceError)
    -> Value
  {
    let response = try await exchange(path, json: nil, unrelatedIsAnswer: false)
    return try decode(type, path, response)
  }

  /// GETs `path`; `nil` when Apple answers 404 `40403` ("No related resources").
  func getUnlessUnrelated<Value: Decodable>(_ type: Value.Type, _ path: AppleMusicPath)
    async throws(ServiceError) -> Value?
  {
    guard let response = try await exchange(path, json: nil, unrelatedIsAnswer: true) else {
      return nil
    }
    return try decode(type, path, response)
  }

  /// Sends `path` (with `json` as the body of a POST) and returns the 2xx answer.
  @discardableResult
  func send(_ path: AppleMusicPath, json: Data? = nil) async throws(ServiceError) -> HTTPResponse {
    // Without `unrelatedIsAnswer` every non-2xx answer throws, so there is always a response.
    try await exchange(path, json: json, unrelatedIsAnswer: false)!
  }

  private func decode<Value: Decodable>(
    _ type: Value.Type, _ path: AppleMusicPath, _ response: HTTPResponse?
  ) throws(ServiceError) -> Value {
    do {
      return try JSONDecoder().decode(Value.self, from: response?.body ?? Data())
    } catch {
      // A missing key is a malformed answer (never "nothing there"); bad JSON is unreadable.
      var what = "something unreadable"
      if case .keyNotFound? = error as? DecodingError { what = "a malformed answer" }
      throw .reported(
        .network,
        "the Apple Music API answered \(path) with \(what) (\(DecodingText.reason(error)))")
    }
  }

  /// One request: headers, the log, and the failure mapping; `nil` only for a `40403` when
  /// `unrelatedIsAnswer`.
  private func exchange(_ path: AppleMusicPath, json: Data?, unrelatedIsAnswer: Bool)
    async throws(ServiceError) -> HTTPResponse?
  {
    guard !path.isPersonal || credentials.userToken != nil else {
      throw .reported(
        .auth,
        "reading your library needs a Music User Token: set \(AppleMusicTokenSource.userVariable)"
          + " or give --user-token-file FILE")
    }
    guard let url = URL(string: baseURL.absoluteString + path.path) else {
      throw .notFound("\(path) (not a usable URL)")
    }
    var request = HTTPRequest(method: path.method.rawValue, url: url)
    request.headers["Accept"] = "application/json"
    request.headers["Authorization"] = "Bearer " + credentials.developerToken.secret
    if path.isPersonal, let user = credentials.userToken {
      request.headers["Music-User-Token"] = user.secret
    }
    if let json {
      request.body = json
      request.headers["Content-Type"] = "application/json"
    }
    let method = path.method.rawValue
    do {
      let response = try await client.send(request)
      log.record(
        method: method, path: path.path, status: response.status,
        answer: Self.answer(response.status))
      return response
    } catch {
      if unrelatedIsAnswer, AppleMusicFailure.isNoRelatedResources(error) {
        log.record(
          method: method, path: path.path, status: 404,
          answer: "no related resources (40403): unmatched")
        return nil
      }
      let failure = AppleMusicFailure.serviceError(
        error, request: path, credentials: credentials, now: now())
      if failure != .cancelled {
        log.record(method: method, path: path.path, status: error.status, answer: "\(failure)")
      }
      throw failure
    }
  }

  /// A success status in words, as `writes` shows it.
  static func answer(_ status: Int) -> String {
    switch status {
    case 201: "created (201)"
    case 202: "accepted (202): may take a while to appear in the library"
    case 204: "done (204)"
    default: "ok (\(status))"
    }
  }
}

extension HTTPError {
  /// The status of an error answer, or `nil` when no answer came.
  fileprivate var status: Int? {
    if case .status(let code, _, _, _) = self { return code }
    return nil
  }
}
