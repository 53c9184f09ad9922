import DeepCutKit
import MPDServer
import Testing

/// The command connection against a real MPD: greeting, framing, quoting, refusals.
@Suite(.serialized, .enabled(if: MPDServer.isInstalled, "mpd, mpc, sox or metaflac not installed"))
struct MPDConnectionTests {
  /// One MPD for the suite (its tests clear the queue they use).
  static let server = Result { try MPDServer.start() }

  private func connection() throws -> (MPDServer, MPDConnection) {
    let server = try Self.server.get()
    return (server, MPDConnection(address: MPDAddress(.unix(path: server.socketPath))))
  }

  @Test func greetsAndAnswersStatus() throws {
    let (_, mpd) = try connection()
    let status = try mpd.run("status")
    #expect(status.value("state") == "stop")
    #expect(status.value("playlistlength") != nil)
    #expect(mpd.protocolVersion?.hasPrefix("0.") == true)
  }

  @Test func quotedNamesRoundTrip() throws {
    let (server, mpd) = try connection()
    let name = "Quote \"q\" back\\slash Ärzte 東京.wav"
    try server.makeWAV("odd/" + name, seconds: 1)
    try server.update()
    let listed = try mpd.run("lsinfo", "odd")
    #expect(listed.values("file") == ["odd/" + name])
    try mpd.run("clear")
    let added = try mpd.run("addid", "odd/" + name)
    let id = try #require(added.value("Id"))
    let song = try mpd.run("playlistid", id)
    #expect(song.value("file") == "odd/" + name)
  }

  @Test func refusedCommandIsOneLineNamingIt() throws {
    let (_, mpd) = try connection()
    #expect(throws: MPDError.self) { try mpd.run("playid", "9999") }
    do {
      try mpd.run("playid", "9999")
    } catch {
      #expect(error.description == "MPD refused 'playid': No such song")
      if case .refused(_, let ack) = error {
        #expect(ack.code == 50)
        #expect(ack.command == "playid")
      }
    }
    // The connection is still good after a refusal.
    #expect(try mpd.run("ping").pairs.isEmpty)
  }
}
