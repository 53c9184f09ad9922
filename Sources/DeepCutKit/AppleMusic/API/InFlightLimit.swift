/// An `HTTPClient` that lets at most `limit` requests be in flight at once; the rest wait in
/// arrival order.
///
/// The Apple Music API publishes no rate, only 429s that "clear shortly after the request rate
/// reduces"; bounding concurrency (8 by default) lets a 40-artist refresh overlap its waits
/// without hammering. Added beside the HTTP layer, not in it: the MusicBrainz catalog needs a
/// rate, not a bound. A waiting call that is cancelled leaves the queue with `.cancelled`.
public struct InFlightLimitedHTTPClient: HTTPClient {
  public let base: any HTTPClient
  public let limit: Int
  private let permits: Permits

  public init(_ base: any HTTPClient, limit: Int = 8) {
    self.base = base
    self.limit = max(1, limit)
    self.permits = Permits(max(1, limit))
  }

  public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
    guard await permits.acquire() else { throw .cancelled }
    do {
      let response = try await base.send(request)
      await permits.release()
      return response
    } catch {
      await permits.release()
      throw error
    }
  }

  /// A counting semaphore whose waiters are resumed in order.
  private actor Permits {
    private var available: Int
    private var waiters: [(id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
    private var nextID = 0

    init(_ count: Int) { available = count }

    /// Waits for a permit; `false` when the task was cancelled before it got one.
    func acquire() async -> Bool {
      if available > 0 {
        available -= 1
        return true
      }
      let id = nextID
      nextID += 1
      return await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          if Task.isCancelled {
            continuation.resume(returning: false)
          } else {
            waiters.append((id, continuation))
          }
        }
      } onCancel: {
        Task { await self.cancel(id) }
      }
    }

    func release() {
      if waiters.isEmpty {
        available += 1
      } else {
        waiters.removeFirst().continuation.resume(returning: true)
      }
    }

    private func cancel(_ id: Int) {
      guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
      waiters.remove(at: index).continuation.resume(returning: false)
    }
  }
}
