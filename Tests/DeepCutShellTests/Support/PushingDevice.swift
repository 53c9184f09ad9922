import DeepCutKit
import Synchronization

/// A player device whose changes the test pushes, as a real player's idle connection reports
/// them: the seam's own test double (the app's side and the announcer see only the protocol).
///
/// It plays nothing: `send` records the command and answers with no events; `push` makes a
/// batch that `advance(to:)` returns and `arrivals()` announces.
final class PushingDevice: PlayerDevice {
  private struct State {
    var view = PlayerView(status: .stopped, current: nil)
    var sequence = 0
    var inbox: [PlayerEventBatch] = []
    var sent: [PlayerCommand] = []
    var subscribers: [Int: AsyncStream<Int>.Continuation] = [:]
    var nextSubscriber = 0
  }

  private let state = Mutex(State())

  var name: String { "pusher" }
  var summary: String { "a test device" }
  var isEmulated: Bool { false }

  /// The commands sent so far.
  var sent: [PlayerCommand] { state.withLock { $0.sent } }

  func check(_ command: PlayerCommand) throws(PlayerDeviceError) {}

  func send(
    _ command: PlayerCommand, at instant: Instant
  ) async throws(PlayerDeviceError) -> [PlayerEventBatch] {
    if case .interrupt = command { throw .refused(command: "interrupt", message: "not here") }
    state.withLock { $0.sent.append(command) }
    return []
  }

  func setVolume(_ percent: Int) async throws(PlayerDeviceError) -> Int { percent }

  /// The track `entry` starting to play at `instant`, reported as a real player would.
  func pushStart(of entry: QueueEntry, at instant: Instant) {
    state.withLock { state in
      let from = state.view.status
      state.view = PlayerView(status: .playing, current: entry)
      var events: [PlayerEvent] = []
      for kind in [
        PlayerEvent.Kind.currentEntryChanged(entry.id), .statusChanged(from: from, to: .playing),
        .entryStarted(entry.id),
      ] {
        state.sequence += 1
        events.append(
          PlayerEvent(sequence: state.sequence, instant: instant, kind: kind, view: state.view))
      }
      state.inbox.append(PlayerEventBatch(events))
      for subscriber in state.subscribers.values { subscriber.yield(state.sequence) }
    }
  }

  func advance(to instant: Instant) -> [PlayerEventBatch] {
    state.withLock { state in
      defer { state.inbox.removeAll() }
      return state.inbox
    }
  }

  var view: PlayerView { state.withLock { $0.view } }
  var nextDeadline: Instant? { nil }

  func snapshot(at instant: Instant) -> PlayerSnapshot {
    state.withLock { state in
      PlayerSnapshot(
        instant: instant, view: state.view, position: .zero,
        entries: state.view.current.map { [$0] } ?? [], repeatMode: .off, shuffle: false,
        volume: nil, lastSequence: state.sequence)
    }
  }

  func takeCountedPlays() -> [CountedPlay] { [] }

  func arrivals() -> AsyncStream<Int> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Int.self, bufferingPolicy: .bufferingNewest(1))
    state.withLock { state in
      let key = state.nextSubscriber
      state.nextSubscriber += 1
      state.subscribers[key] = continuation
      // Batches already waiting: say so at once.
      if !state.inbox.isEmpty { continuation.yield(state.sequence) }
      continuation.onTermination = { [weak self] _ in
        self?.state.withLock { _ = $0.subscribers.removeValue(forKey: key) }
      }
    }
    return stream
  }
}
