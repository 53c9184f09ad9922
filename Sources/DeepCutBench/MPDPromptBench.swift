import DeepCutKit
import DeepCutShell
import Foundation
import Synchronization

/// The prompt over a real MPD, in process: the shell's `Session` with the real `MPDPlayer`,
/// and for announcements the real `Repl` reading from `BenchReader`.
///
/// - play → playing: from handing the session `play` (as the prompt does with a line) to the
///   indicator showing the track playing with nothing pending, confirmed by MPD's status.
/// - idle event → announcement: a track ends (sought to 0.2 s before its end by another
///   client); a second idle connection, the bench's own, stamps the moment MPD's
///   `changed: player` reaches it, and the reader stamps the `♪ now playing` line the
///   announcer hands it. The delay is the second stamp minus the first.
enum MPDPromptBench {
  static func run(address: MPDAddress) async throws -> [Figure] {
    let clock = RealClock()
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    var services = Services.sample(clock: clock)
    let player = try MPDPlayer(address: address, clock: clock, source: .sampleLayout)
    defer { player.close() }
    services.player = player
    let session = Session(
      environment: Environment(
        clock: clock, output: BufferSink(), state: state, workingDirectory: "/",
        services: services))
    let tracks = SampleLibrary.contents.tracks
    let first = tracks[0]
    let album = tracks.filter { $0.albumID == first.albumID }
    var figures: [Figure] = []
    figures.append(
      try await measure("mpd prompt: play → playing, confirmed by MPD", runs: 30, target: "≤ 10 ms")
      {
        _ = await session.execute("play \(first.id.rawValue)")
        let indicator = await session.playback.indicator
        guard indicator.isPlaying, indicator.pending == nil, player.view.status == .playing
        else { throw BenchFailure("play did not confirm: \(indicator)") }
      })
    figures.append(try await announcementDelay(session: session, address: address, album: album))
    return figures
  }

  /// Plays `album` and ends its tracks one after another; the delays from each `player` idle
  /// event to the announcement of the next track.
  private static func announcementDelay(
    session: Session, address: MPDAddress, album: [LibraryTrack]
  ) async throws -> Figure {
    let heard = Mutex<[ContinuousClock.Instant]>([])
    let listener = MPDIdleListener(address: address) { event in
      if case .changed(let subsystems) = event, subsystems.contains(.player) {
        heard.withLock { $0.append(.now) }
      }
    }
    listener.start()
    defer { listener.stop() }
    let reader = BenchReader()
    let repl = Task { await Repl(session: session, reader: reader).run() }
    let other = MPDClient(address: address)
    var delays: [Duration] = []
    for _ in 0..<20 {
      var status = try other.status()
      // The last track's end is the queue's, not a next track: start the album again.
      if status.nextSong == nil {
        _ = await session.execute("play \(album[0].albumID.rawValue)")
        try await Task.sleep(for: .milliseconds(300))
        status = try other.status()
      }
      guard let duration = status.duration else { break }
      reader.clear()
      do {
        try other.seekCurrent(to: max(0, duration - 0.2))
      } catch {
        // A track just started may not seek yet ("Decoder failed to seek"): the next round.
        try await Task.sleep(for: .milliseconds(100))
        continue
      }
      // The seek's own event first, then the end 0.2 s later; wait for the announcement.
      let deadline = ContinuousClock.now + .seconds(3)
      var announced: ContinuousClock.Instant?
      while ContinuousClock.now < deadline {
        if let stamp = reader.firstNowPlaying() {
          announced = stamp
          break
        }
        try await Task.sleep(for: .milliseconds(5))
      }
      guard let announced else { throw BenchFailure("no announcement of the next track") }
      guard let event = heard.withLock({ $0.last { $0 <= announced } }) else { continue }
      delays.append(announced - event)
    }
    reader.finish()
    _ = await repl.value
    delays.sort()
    guard !delays.isEmpty else { throw BenchFailure("no track ended") }
    return Figure(
      name: "mpd prompt: idle event (track ended) → announcement above the prompt"
        + " (worst \(milliseconds(delays[delays.count - 1])) ms)",
      best: delays[0], median: delays[delays.count / 2], runs: delays.count, target: "< 50 ms")
  }
}

/// A prompt with no one typing: `read` waits until the bench ends it; `announce` stamps the
/// lines the announcer draws.
final class BenchReader: LineReader {
  private let lines: AsyncStream<LineInput>
  private let input: AsyncStream<LineInput>.Continuation
  private let announced = Mutex<[(ContinuousClock.Instant, String)]>([])

  init() {
    (lines, input) = AsyncStream.makeStream()
  }

  func read(prompt: String) async -> LineInput {
    for await line in lines { return line }
    return .endOfInput
  }

  func remember(_ line: String) {}

  func announce(_ lines: [String]) {
    let now = ContinuousClock.now
    announced.withLock { list in list += lines.map { (now, $0) } }
  }

  func finish() { input.yield(.endOfInput) }

  func clear() { announced.withLock { $0.removeAll() } }

  /// When the first `♪ now playing` line since `clear` was drawn.
  func firstNowPlaying() -> ContinuousClock.Instant? {
    announced.withLock { list in list.first { $0.1.hasPrefix("♪ now playing") }?.0 }
  }
}

struct BenchFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
