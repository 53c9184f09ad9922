import DeepCutKit
import MPDServer
import Testing

/// `status` on MPD reads `status` and `currentsong`, never the queue's songs; what needs the
/// queue (`queue`, a command) reads it then, and a first reading of an unchanged queue is no
/// news.
@Suite(.enabled(if: MPDServer.isInstalled, "mpd, mpc, sox or metaflac not installed"))
struct MPDLazyQueueTests {
  @Test func statusKnowsTheQueuesLengthAndPlaceWithoutItsSongs() throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    for name in ["a.wav", "b.wav", "c.wav"] { try server.makeWAV(name, seconds: 2) }
    try server.update()
    _ = try server.mpc(["add", "/"])
    _ = try server.mpc(["play", "2"])
    _ = try server.mpc(["pause"])
    let clock = RealClock()
    let device = try MPDPlayer(address: server.address, clock: clock, source: .sampleLayout)
    defer { device.close() }

    let status = device.statusSnapshot(at: clock.now)
    #expect(status.entries.isEmpty)
    #expect(status.queueLength == 3)
    #expect(status.currentIndex == 1)
    #expect(status.view.status == .paused)
    #expect(status.current?.track.title == "b.wav")
    let report = PlaybackApp().status(of: device, at: clock.now)
    #expect(report.player.queuePosition == 2)
    #expect(report.player.queueLength == 3)

    // `queue` reads the songs: the same current entry, now with the others around it.
    let full = device.snapshot(at: clock.now)
    #expect(full.entries.map(\.track.title) == ["a.wav", "b.wav", "c.wav"])
    #expect(full.unreadQueue == nil)
    #expect(full.currentIndex == 1)
    #expect(full.current == status.current)
    let events = device.advance(to: clock.now).flatMap(\.events)
    #expect(
      !events.contains { event in
        if case .queueChanged = event.kind { return true }
        return false
      })
  }

  @Test func aQueueChangedBeforeItsFirstReadingIsNewsOnce() throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    for name in ["a.wav", "b.wav"] { try server.makeWAV(name, seconds: 2) }
    try server.update()
    _ = try server.mpc(["add", "a.wav"])
    let clock = RealClock()
    let device = try MPDPlayer(address: server.address, clock: clock, source: .sampleLayout)
    defer { device.close() }
    #expect(device.statusSnapshot(at: clock.now).queueLength == 1)

    // Another client adds a song; the next statement's reading sees the length move.
    _ = try server.mpc(["add", "b.wav"])
    let changed = device.advance(to: clock.now).flatMap(\.events).map(\.kind)
    #expect(changed == [.queueChanged(.replaced(count: 2))])
    #expect(device.statusSnapshot(at: clock.now).queueLength == 2)
    // Reading the songs afterwards tells nothing new.
    let full = device.snapshot(at: clock.now)
    #expect(full.entries.count == 2)
    #expect(device.advance(to: clock.now).isEmpty)
  }
}
