/// Sends one request and returns whatever status came back; the layer the retrying client
/// and its tests plug into.
///
/// A transport throws only when there is no complete response: `.timedOut`, `.connection`
/// (refused, reset, closed mid-body) or `.cancelled`. Error statuses are returned, not thrown;
/// deciding about them is the client's job.
public protocol HTTPTransport: Sendable {
  func perform(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse
}

/// Something that must let each attempt through before it is sent, and hears when the server
/// pushed back: the catalog's rate limiter.
public protocol RequestGate: Sendable {
  /// Returns when the next request may go; throws `CancellationError` when cancelled.
  func admit() async throws
  /// The server said "too many requests" and asked for `retryAfter` (if it said).
  func throttled(retryAfter: Duration?) async
}
