import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends requests over one long-lived `URLSession` (FoundationNetworking, libcurl underneath).
///
/// Why URLSession and not libcurl through a system-library target: the default build already
/// links libcurl.so.4 through FoundationNetworking, so nothing needs installing (the curl headers
/// are not on a fresh Debian machine), and the two traps of Swift 6.3.1 can be stepped around
/// here rather than in C:
/// - **A 401 with `WWW-Authenticate: Basic` never completes** and ignores the session's
///   timeout (swift-corelibs-foundation #5456, fixed in 6.3.3). Every attempt therefore has its
///   own deadline timer that fails the call whatever URLSession does.
/// - **Cancelling a data task from a Task cancellation handler can deadlock** (#5412: `cancel()`
///   does `workQueue.sync`). The cancellation handler here only resumes the caller, at once;
///   the abandoned transfer is never cancelled (cancelling in-flight transfers has its own
///   crash, #5491) and ends by its own timeout, its result dropped.
/// One session is reused for every request (short-lived sessions crash on teardown, #5491), and
/// nothing is cached, so a retry always reaches the server.
public final class URLSessionTransport: HTTPTransport {
  private let session: URLSession
  private let timers = DispatchQueue(label: "deepcut.http.deadlines")

  public init() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpShouldSetCookies = false
    session = URLSession(configuration: configuration)
  }

  public func perform(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
    let host = request.url.host ?? request.url.absoluteString
    guard !Task.isCancelled else { throw .cancelled }
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: request.timeout.seconds)
    urlRequest.httpMethod = request.method
    urlRequest.httpBody = request.body
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    let outcome = Outcome()
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Result, Never>) in
        outcome.install(continuation)
        let task = session.dataTask(with: urlRequest) { data, response, error in
          outcome.finish(Self.result(data, response, error, host: host))
        }
        task.resume()
        timers.asyncAfter(deadline: .now() + request.timeout.seconds) {
          outcome.finish(.failure(.timedOut(host: host)))
        }
      }
    } onCancel: {
      outcome.finish(.failure(.cancelled))
    }
    return try result.get()
  }

  private typealias Result = Swift.Result<HTTPResponse, HTTPError>

  private static func result(
    _ data: Data?, _ response: URLResponse?, _ error: (any Error)?, host: String
  )
    -> Result
  {
    if let error {
      let code = (error as NSError).code
      if code == NSURLErrorTimedOut { return .failure(.timedOut(host: host)) }
      if code == NSURLErrorCancelled { return .failure(.cancelled) }
      if code == NSURLErrorCannotConnectToHost { return .failure(.refused(host: host)) }
      return .failure(.connection(host: host, reason: reason(code, error)))
    }
    guard let http = response as? HTTPURLResponse else {
      return .failure(.connection(host: host, reason: "no HTTP response"))
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers[String(describing: name)] = String(describing: value)
    }
    return .success(HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
  }

  /// A short reason for a failed connection, without URLSession's multi-line user info.
  private static func reason(_ code: Int, _ error: any Error) -> String {
    switch code {
    case NSURLErrorNetworkConnectionLost: "the connection was lost"
    case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: "unknown host"
    case NSURLErrorNotConnectedToInternet: "no network"
    case NSURLErrorBadServerResponse: "a malformed response"
    default: ErrorBodyText.oneLine((error as NSError).localizedDescription)
    }
  }

  /// The single result of one attempt: whichever of the transfer, the deadline or the
  /// cancellation comes first resumes the caller; later ones are dropped.
  private final class Outcome: Sendable {
    private struct State {
      var continuation: CheckedContinuation<Result, Never>?
      var early: Result?
    }
    private let state = Mutex(State())

    func install(_ continuation: CheckedContinuation<Result, Never>) {
      let early: Result? = state.withLock {
        if let early = $0.early { return early }
        $0.continuation = continuation
        return nil
      }
      if let early { continuation.resume(returning: early) }
    }

    func finish(_ result: Result) {
      let continuation: CheckedContinuation<Result, Never>? = state.withLock {
        if let continuation = $0.continuation {
          $0.continuation = nil
          $0.early = result
          return continuation
        }
        if $0.early == nil { $0.early = result }
        return nil
      }
      continuation?.resume(returning: result)
    }
  }
}
