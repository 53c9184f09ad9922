import DeepCutKit

/// One step of a random session, as a plain value that can be printed, shrunk and replayed.
///
/// Steps that name queue entries pick them when replayed (`pick` modulo the queue's length),
/// so a step still means something after others were dropped.
enum ModelStep: Hashable, Sendable, CustomStringConvertible {
  case play(tracks: [Int], start: Int)
  case resume
  case pause
  case stop
  case next
  case previous
  case toggle(track: Int)
  case seek(milliseconds: Int)
  case scan(SeekDirection)
  case endScan
  case enqueue(tracks: [Int], InsertionPosition)
  case remove(pick: Int)
  case removeUnknown
  case move(pick: Int, to: Int)
  case clear
  case repeatMode(RepeatMode)
  case shuffle(Bool)
  case interrupt
  case endInterruption
  case latency(milliseconds: Int)
  case reconcile(Bool)
  case window(milliseconds: Int)
  case delay(milliseconds: Int)
  /// Arms a one-shot injected failure of the next start.
  case failNextStart
  case wait(milliseconds: Int)

  /// Short tracks so endings happen often; one unplayable, one without a duration.
  static let pool: [LibraryTrack] = [
    Fixtures.track("Blip", "5s"), Fixtures.track("Chirp", "12s"),
    Fixtures.track("Interlude", "40s"), Fixtures.jezebel, Fixtures.hurricane,
    Fixtures.locked, Fixtures.track("Silence", "0s"), Fixtures.track("Half", "2.5s"),
  ]

  static func random(using random: inout SeededRandom) -> ModelStep {
    func tracks() -> [Int] { (0...random.below(3)).map { _ in random.below(pool.count) } }
    func milliseconds(_ choices: [Int]) -> Int { choices[random.below(choices.count)] }
    switch random.below(100) {
    case 0..<30:
      let long = random.below(10) == 0
      return .wait(milliseconds: long ? random.below(600_000) : random.below(15_000))
    case 30..<38: return .play(tracks: tracks(), start: random.below(4))
    case 38..<42: return .resume
    case 42..<46: return .pause
    case 46..<48: return .stop
    case 48..<52: return .next
    case 52..<55: return .previous
    case 55..<61: return .toggle(track: random.below(pool.count))
    case 61..<64: return .seek(milliseconds: random.below(200_000))
    case 64..<66: return .scan(random.below(2) == 0 ? .forward : .backward)
    case 66..<67: return .endScan
    case 67..<71:
      return .enqueue(tracks: tracks(), random.below(2) == 0 ? .afterCurrentEntry : .tail)
    case 71..<74: return .remove(pick: random.below(8))
    case 74..<75: return .removeUnknown
    case 75..<77: return .move(pick: random.below(8), to: random.below(8))
    case 77..<78: return .clear
    case 78..<80: return .repeatMode([RepeatMode.off, .one, .all][random.below(3)])
    case 80..<82: return .shuffle(random.below(2) == 0)
    case 82..<85: return .interrupt
    case 85..<88: return .endInterruption
    case 88..<91: return .latency(milliseconds: milliseconds([0, 0, 300, 2_500, 4_000]))
    case 91..<93: return .reconcile(random.below(4) != 0)
    case 93..<95: return .window(milliseconds: milliseconds([0, 500, 2_000, 5_000]))
    case 95..<98: return .delay(milliseconds: milliseconds([0, 0, 100, 1_000, 3_000]))
    default: return .failNextStart
    }
  }

  var description: String {
    func names(_ indices: [Int]) -> String {
      indices.map { Self.pool[$0].title }.joined(separator: ", ")
    }
    switch self {
    case .play(let tracks, let start): return "play [\(names(tracks))] from \(start)"
    case .resume: return "play"
    case .pause: return "pause"
    case .stop: return "stop"
    case .next: return "next"
    case .previous: return "prev"
    case .toggle(let track): return "toggle \(Self.pool[track].title)"
    case .seek(let milliseconds): return "seek \(milliseconds)ms"
    case .scan(let direction): return "scan \(direction)"
    case .endScan: return "scan end"
    case .enqueue(let tracks, let position): return "queue \(position) [\(names(tracks))]"
    case .remove(let pick): return "queue remove (pick \(pick))"
    case .removeUnknown: return "queue remove e999999"
    case .move(let pick, let index): return "queue move (pick \(pick)) to \(index + 1)"
    case .clear: return "queue clear"
    case .repeatMode(let mode): return "repeat \(mode)"
    case .shuffle(let on): return "shuffle \(on ? "on" : "off")"
    case .interrupt: return "interrupt"
    case .endInterruption: return "interrupt end"
    case .latency(let milliseconds): return "set latency \(milliseconds)ms"
    case .reconcile(let on): return "set reconcile \(on ? "on" : "off")"
    case .window(let milliseconds): return "set window \(milliseconds)ms"
    case .delay(let milliseconds): return "set delay \(milliseconds)ms"
    case .failNextStart: return "fail play once"
    case .wait(let milliseconds): return "wait \(milliseconds)ms"
    }
  }
}

/// Replays steps on a fresh session and checks the invariants after every one.
struct ModelRun {
  /// A check beyond the built-in invariants; returns a message when violated.
  var extraInvariant: (PlaybackSession) -> String? = { _ in nil }

  /// The first violated invariant, with the 0-based index of the step after which it showed.
  func firstViolation(_ steps: [ModelStep]) -> (step: Int, message: String)? {
    let injector = FailureInjector()
    var session = PlaybackSession(startCheck: .injected(by: injector))
    var clock = Instant.start
    var queueLength = 0
    var lastSequence = 0
    /// The state a scan in progress must return to, and the entry it scans.
    var scanReturn: (entry: QueueEntryID?, status: PlaybackStatus)?
    for (index, step) in steps.enumerated() {
      let before = (session.player, session.indicator, session.trace.entries.count, session.now)
      let statusBefore = session.player.status
      var notices: [PlaybackNotice] = []
      if case .wait(let milliseconds) = step {
        clock = clock + .milliseconds(milliseconds)
        notices = session.advance(to: clock)
      } else if case .failNextStart = step {
        injector.fail([.play], once: true)
      } else if let action = action(for: step, in: session) {
        do {
          let length = Self.expectedLength(after: action, from: queueLength, in: session)
          notices = try session.perform(action, at: clock)
          queueLength = length
        } catch {
          if before != (session.player, session.indicator, session.trace.entries.count, session.now)
          {
            return (index, "refused \(action) (\(error)) but changed the session")
          }
        }
      }
      let newEntries = session.trace.entries.suffix(session.trace.entries.count - before.2)
      // A play that could not start gives the previous queue back (see `Player`).
      for entry in newEntries {
        if case .player(let event) = entry.kind,
          case .queueChanged(.restored(let count)) = event.kind
        {
          queueLength = count
        }
      }
      if let message = Self.scanViolation(
        step: step, before: statusBefore, session: session, scanReturn: &scanReturn)
      {
        return (index, message)
      }
      if let message = Self.violation(
        in: session, queueLength: queueLength, notices: notices, newEntries: newEntries,
        lastSequence: &lastSequence) ?? extraInvariant(session)
      {
        return (index, message)
      }
    }
    return nil
  }

  private func action(for step: ModelStep, in session: PlaybackSession) -> PlaybackAction? {
    let pool = ModelStep.pool
    let entries = session.player.queue.entries
    func entry(_ pick: Int) -> QueueEntryID? {
      entries.isEmpty ? nil : entries[pick % entries.count].id
    }
    switch step {
    case .play(let tracks, let start): return .play(tracks.map { pool[$0] }, startingAt: start)
    case .resume: return .resume
    case .pause: return .pause
    case .stop: return .stop
    case .next: return .next
    case .previous: return .previous
    case .toggle(let track): return .toggle(pool[track])
    case .seek(let milliseconds): return .seek(to: .milliseconds(milliseconds))
    case .scan(let direction): return .scan(direction)
    case .endScan: return .endScan
    case .enqueue(let tracks, let position): return .enqueue(tracks.map { pool[$0] }, position)
    case .remove(let pick): return entry(pick).map { .remove($0) }
    case .removeUnknown: return .remove(QueueEntryID(999_999))
    case .move(let pick, let index): return entry(pick).map { .move($0, to: index) }
    case .clear: return .clearQueue
    case .repeatMode(let mode): return .setRepeat(mode)
    case .shuffle(let on): return .setShuffle(on)
    case .interrupt: return .interrupt
    case .endInterruption: return .endInterruption
    case .latency(let milliseconds): return .set(.latency(.milliseconds(milliseconds)))
    case .reconcile(let on): return .set(.reconcile(on))
    case .window(let milliseconds): return .set(.confirmWindow(.milliseconds(milliseconds)))
    case .delay(let milliseconds): return .set(.observationDelay(.milliseconds(milliseconds)))
    case .failNextStart, .wait: return nil
    }
  }

  /// MusicKit's scanning: a scan starts only from playing or paused, and `scan end` returns
  /// the player to the state before the scan ("the player returns to its previous state").
  private static func scanViolation(
    step: ModelStep, before: PlaybackStatus, session: PlaybackSession,
    scanReturn: inout (entry: QueueEntryID?, status: PlaybackStatus)?
  ) -> String? {
    let player = session.player
    let scanning = player.status == .seekingForward || player.status == .seekingBackward
    let wasScanning = before == .seekingForward || before == .seekingBackward
    if scanning && !wasScanning {
      guard case .scan = step, before == .playing || before == .paused else {
        return "scanning began from \(before) on '\(step)'"
      }
      scanReturn = (player.currentEntry?.id, before)
    }
    if case .endScan = step, wasScanning, let expected = scanReturn,
      expected.entry == player.currentEntry?.id, player.status != expected.status
    {
      return "scan end went to \(player.status), not back to \(expected.status)"
    }
    if !scanning { scanReturn = nil }
    return nil
  }

  /// A shadow of the queue's length, from the accepted actions alone.
  private static func expectedLength(
    after action: PlaybackAction, from length: Int, in session: PlaybackSession
  ) -> Int {
    switch action {
    case .play(let tracks, _): return tracks.count
    case .enqueue(let tracks, _): return length + tracks.count
    case .remove: return length - 1
    case .clearQueue: return min(length, 1)
    case .toggle(let track):
      // Toggle pauses, or replaces the queue with the track: it never resumes.
      switch session.indicator.toggleDecision(for: track) {
      case .pause: return length
      case .play: return 1
      }
    default: return length
    }
  }
}
