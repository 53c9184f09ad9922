import Foundation
import MPDServer
import Synchronization
import Testing

@testable import DeepCutKit

/// The typed commands and the idle listener against a real MPD, playing 1–2 s tracks.
@Suite(.serialized, .enabled(if: MPDServer.isInstalled, "mpd, mpc, sox or metaflac not installed"))
struct MPDClientTests {
  /// One MPD for the suite, with its tracks; each test starts from an empty, stopped queue.
  static let server = Result { () throws -> MPDServer in
    let server = try MPDServer.start()
    try server.makeWAV("one.wav", seconds: 1)
    try server.makeWAV("two.wav", seconds: 1)
    try server.makeFLAC(
      "Artist A/Album/01 Tagged.flac", seconds: 2,
      tags: ["ARTIST": "Artist A", "TITLE": "Tagged", "ALBUM": "Album", "TRACKNUMBER": "1"])
    try server.update()
    return server
  }

  private func fresh() throws -> (MPDServer, MPDClient) {
    let server = try Self.server.get()
    let client = MPDClient(address: server.address)
    try client.stop()
    try client.clear()
    try client.setRepeat(false)
    try client.setSingle(.off)
    return (server, client)
  }

  @Test func queuePlayPauseSeekAndTheQueuesEnd() async throws {
    let (server, client) = try fresh()
    let seen = try await PlayerTransitions(server: server)
    defer { seen.stop() }
    let one = try client.addID("one.wav")
    let two = try client.addID("two.wav")
    let first = try client.addID("Artist A/Album/01 Tagged.flac", at: 0)
    #expect(try client.playlistInfo().map(\.id) == [first, one, two])
    try client.play(id: one)
    var (status, song) = try client.statusAndCurrentSong()
    #expect(status.state == .play && status.songID == one && song?.file == "one.wav")
    #expect(status.nextSongID == two)
    try client.pause(true)
    #expect(try client.status().state == .pause)
    try client.pause(false)
    try client.seekCurrent(to: 0.5)
    // one.wav ends, two.wav plays, and at its end the queue stops with no song.
    #expect(try await eventually(within: .seconds(6)) { seen.all.last == "stop -" }, "\(seen.all)")
    #expect(seen.all.contains("play \(two)"), "\(seen.all)")
    (status, song) = try client.statusAndCurrentSong()
    #expect(status.songID == nil && status.elapsed == nil && song == nil)
  }

  @Test func tagsVolumeOptionsAndConfig() throws {
    let (server, client) = try fresh()
    let id = try client.addID("Artist A/Album/01 Tagged.flac")
    let song = try #require(try client.playlistInfo().first)
    #expect(song.id == id && song.title == "Tagged" && song.artist == "Artist A")
    #expect(song.album == "Album" && song.track == "1" && song.duration == 2)
    try client.setVolume(40)
    try client.setRepeat(true)
    try client.setRandom(true)
    try client.setSingle(.oneshot)
    let status = try client.status()
    #expect(status.volume == 40 && status.repeat && status.random && status.single == .oneshot)
    try client.setRandom(false)
    try client.setVolume(100)
    #expect(try client.musicDirectory() == server.musicDirectory)
    let listed = try client.lsinfo("Artist A/Album").compactMap { entry -> String? in
      if case .file(let song) = entry { return song.title }
      return nil
    }
    #expect(listed == ["Tagged"])
    #expect(try client.listAll().contains(.directory("Artist A")))
  }

  @Test func playlistChangesSinceAVersion() throws {
    let (_, client) = try fresh()
    let version = try client.status().playlistVersion
    let id = try client.addID("one.wav")
    let changes = try client.playlistChanges(since: version)
    #expect(changes.map(\.id) == [id])
    // A version MPD never had (an MPD restarted since) gives the whole queue, not nothing.
    #expect(try client.playlistChanges(since: version + 1000).map(\.id) == [id])
    try client.deleteID(id)
    #expect(try client.status().playlistLength == 0)
  }

  @Test func listenerReportsEveryChangeAndNeverLosesOptions() async throws {
    let (server, client) = try fresh()
    let events = IdleEvents()
    let listener = MPDIdleListener(address: server.address) { events.record($0) }
    listener.start()
    defer { listener.stop() }
    #expect(try await events.wait { $0 == .connected })
    let id = try client.addID("one.wav")
    #expect(try await events.wait { $0 == .changed([.playlist]) })
    // On 0.23 a filtered `idle player` would lose this options change: this idles on all.
    try client.setRepeat(true)
    try client.play(id: id)
    try client.setVolume(70)
    #expect(
      try await events.wait { _ in events.changed.isSuperset(of: [.player, .options, .mixer]) })
    try client.setVolume(100)
    try client.setRepeat(false)
    try client.stop()
  }

  @Test func listenerStopsAndFinishesItsStream() async throws {
    let server = try Self.server.get()
    let listener = MPDIdleListener(address: server.address)
    listener.start()
    var iterator = listener.events.makeAsyncIterator()
    #expect(await iterator.next() == .connected)
    listener.stop()
    #expect(await iterator.next() == nil)
  }

  @Test func stopFromTheHandlerDoesNotWaitForItself() async throws {
    let server = try Self.server.get()
    let holder = Mutex<MPDIdleListener?>(nil)
    let listener = MPDIdleListener(address: server.address) { event in
      if event == .connected { holder.withLock { $0 }?.stop() }
    }
    holder.withLock { $0 = listener }
    let start = ContinuousClock.now
    listener.start()
    var iterator = listener.events.makeAsyncIterator()
    #expect(await iterator.next() == .connected)
    #expect(await iterator.next() == nil)
    #expect(ContinuousClock.now - start < .seconds(2))
  }

  @Test func idleListenerThreadDoesNotWakeWhileMPDIsQuiet() async throws {
    let (server, _) = try fresh()
    let events = IdleEvents()
    let listener = MPDIdleListener(address: server.address) { events.record($0) }
    listener.start()
    defer { listener.stop() }
    #expect(try await events.wait { $0 == .connected })
    try await Task.sleep(for: .milliseconds(100))
    let thread = try #require(listener.kernelThreadID)
    let before = try #require(ThreadSwitches.of(thread: thread))
    try await Task.sleep(for: .seconds(1))
    let after = try #require(ThreadSwitches.of(thread: thread))
    // Blocked in poll with no timeout: not one context switch in a quiet second.
    #expect(after == before)
  }
}

/// A thread's context switches (voluntary and not), from /proc.
enum ThreadSwitches {
  static func of(thread: Int) -> Int? {
    guard
      let status = try? String(
        contentsOfFile: "/proc/self/task/\(thread)/status", encoding: .utf8)
    else { return nil }
    let counts = status.split(separator: "\n").filter { $0.contains("ctxt_switches") }
    return counts.compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
  }
}
