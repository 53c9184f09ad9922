import Foundation

/// Sends every request to ListenBrainz through its rate window (`PopularityRateWindow`): a
/// transport in front of the real one, so every attempt the retrying client makes (the retry
/// after a 429 too) waits its turn, and every answer, a success too, tells the window what the
/// server said.
///
/// The window lives in memory, or in the file `listenbrainz-rate` in the state directory, read
/// and written under a `StateLock`, so two deepcut sessions on one state directory together
/// keep to the one limit ListenBrainz sets per address. Time is `clock`'s date and waiting is
/// `clock.sleep`. A state file that cannot be used costs at most a request the window would
/// have held back (the server then answers 429, which this hears), never a failed call.
public final class PopularityRateGate: HTTPTransport {
  private let base: any HTTPTransport
  private let clock: any SessionClock
  private let memory = LockedValue(PopularityRateWindow())
  private let state: StateDirectory?

  /// The name of the shared file in the state directory.
  public static let fileName = "listenbrainz-rate"

  /// A gate before `base`, for this process alone (`state` nil) or shared through `state`.
  public init(base: any HTTPTransport, clock: any SessionClock, sharedIn state: StateDirectory?) {
    self.base = base
    self.clock = clock
    self.state = state
  }

  private var now: Double { clock.date(at: clock.now).timeIntervalSince1970 }

  public func perform(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
    do {
      try await admit()
    } catch {
      throw .cancelled
    }
    let response = try await base.perform(request)
    let (remaining, resetIn) = PopularityRateWindow.headers(of: response)
    let now = self.now
    await update { window in
      window =
        response.status == 429
        ? window.throttled(resetIn: resetIn, at: now)
        : window.heard(remaining: remaining, resetIn: resetIn, at: now)
    }
    return response
  }

  /// Returns when a request may go, having spent its place in the window.
  private func admit() async throws {
    while true {
      try Task.checkCancellation()
      let now = self.now
      let until: Double? = await update { window in
        switch window.admit(at: now) {
        case .go(let next):
          window = next
          return nil
        case .wait(let time): return time
        }
      }
      guard let until else { return }
      try await clock.sleep(for: .milliseconds(Int64(((until - now) * 1000).rounded(.up))))
    }
  }

  /// Runs `change` on the window: under a process lock, and for a shared file under the state
  /// lock too (a missing or unreadable file is a window nothing is known of).
  @discardableResult
  private func update<Result: Sendable>(
    _ change: @Sendable (inout PopularityRateWindow) -> Result
  ) async -> Result {
    guard let state, let lock = try? await StateLock.acquire(Self.fileName + ".lock", in: state)
    else { return memory.withLock { change(&$0) } }
    defer { lock.release() }
    let text = (try? state.read(Self.fileName)).flatMap { $0 }.map {
      String(decoding: $0, as: UTF8.self)
    }
    var window = text.map(PopularityRateWindow.init(text:)) ?? PopularityRateWindow()
    let result = change(&window)
    try? state.write(Data(window.text.utf8), to: Self.fileName, durable: false)
    return result
  }
}
