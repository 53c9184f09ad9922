import DeepCutKit
import MPDServer
import Testing

/// A seek on MPD answers at once and lands where MusicKit's would: past the end, the next
/// song. (deepcut sends `next` there: MPD's own `seekid` past the end can hold its reply until
/// the song has played out, seen on 0.23.12 with the sample's 8 kHz WAVs.)
@Suite(.enabled(if: MPDServer.isInstalled, "mpd, mpc, sox or metaflac not installed"))
struct MPDSeekTests {
  @Test func aSeekPastTheEndEndsTheSongAtOnce() async throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    for name in ["a.flac", "b.flac"] { try server.makeFLAC(name, seconds: 4) }
    try server.update()
    _ = try server.mpc(["add", "/"])
    _ = try server.mpc(["play", "1"])
    let clock = RealClock()
    let device = try MPDPlayer(address: server.address, clock: clock, source: .sampleLayout)
    defer { device.close() }

    // Half a second in, as the comparison's scenario seeks: the file wholly decoded.
    try await Task.sleep(for: .milliseconds(500))
    let asked = ContinuousClock.now
    _ = try await device.send(.seek(to: .seconds(60)), at: clock.now)
    #expect(ContinuousClock.now - asked < .seconds(1))
    #expect(try server.mpc(["current"]).hasPrefix("b.flac"))
  }

  @Test func aSeekWithinTheSongMovesItsPosition() async throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    try server.makeWAV("a.wav", seconds: 4)
    try server.update()
    _ = try server.mpc(["add", "a.wav"])
    _ = try server.mpc(["play"])
    let clock = RealClock()
    let device = try MPDPlayer(address: server.address, clock: clock, source: .sampleLayout)
    defer { device.close() }

    _ = try await device.send(.seek(to: .seconds(3)), at: clock.now)
    let position = device.statusSnapshot(at: clock.now).position
    #expect(position >= .seconds(2.9) && position < .seconds(4))
    #expect(try server.mpc(["current"]).hasPrefix("a.wav"))
  }
}
