import Foundation

/// The wall clock: instants are measured on the monotonic clock from the session's start.
public struct RealClock: SessionClock {
  private let origin: ContinuousClock.Instant
  public let startDate: Date
  public var isVirtual: Bool { false }

  public init() {
    origin = ContinuousClock.now
    startDate = Date()
  }

  public var now: Instant { Instant(sinceStart: ContinuousClock.now - origin) }

  public func sleep(until deadline: Instant) async throws {
    try await ContinuousClock().sleep(until: origin + deadline.sinceStart)
  }
}
