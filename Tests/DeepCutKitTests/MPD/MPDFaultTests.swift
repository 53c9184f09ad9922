import DeepCutKit
import Foundation
import MPDServer
import Testing

/// What goes wrong with a real MPD, each as one line.
///
/// MPD killed and started again, a refused command, a file gone after it was queued, a wrong
/// password, nothing listening, a hang-up. Each test starts its own MPD, so they run in
/// parallel.
@Suite(.enabled(if: MPDServer.isInstalled, "mpd, mpc, sox or metaflac not installed"))
struct MPDFaultTests {
  @Test func killedMidPlayThenStartedAgain() async throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    try server.makeWAV("long.wav", seconds: 3)
    try server.update()
    let client = MPDClient(address: server.address)
    let events = IdleEvents()
    let listener = MPDIdleListener(address: server.address) { events.record($0) }
    listener.start()
    defer { listener.stop() }
    #expect(try await events.wait { $0 == .connected })
    try client.play(id: client.addID("long.wav"))
    #expect(try client.status().state == .play)

    server.kill()
    #expect(try await events.wait { if case .lost = $0 { true } else { false } })
    let lost = events.all.first { if case .lost = $0 { true } else { false } }
    #expect(lost == .lost(.hungUp(address: server.socketPath, command: "idle")))
    // A command while MPD is down: one line, nothing else.
    #expect(throws: MPDError.connectionRefused(address: server.socketPath)) {
      try client.status()
    }
    #expect(
      (try? client.status()).map(String.init(describing:)) == nil
        && MPDError.connectionRefused(address: server.socketPath).description
          == "cannot reach MPD at \(server.socketPath): connection refused (is mpd running?)"
    )

    try server.restart()
    #expect(try await events.wait(within: .seconds(4)) { $0 == .back })
    // Lost once, back once: the retries in between are silent.
    #expect(events.all.filter { if case .lost = $0 { true } else { false } }.count == 1)
    // The command connection reconnects by itself; the restarted MPD has an empty queue.
    let status = try client.status()
    #expect(status.state == .stop && status.playlistLength == 0)
    // And the listener idles again on the new MPD.
    try client.addID("long.wav")
    #expect(try await events.wait { $0 == .changed([.playlist]) })
  }

  /// The same fault under the player the session drives: one line when MPD goes, one when it
  /// is back, and the indicator reconciled against what the new MPD says (stopped, its queue
  /// empty), from which a play starts again.
  @Test func playerKilledMidPlayReconnectsAndReconciles() async throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    let track = LibraryTrack(
      id: LibraryTrackID(derivedFrom: "fault long"), title: "Long",
      artistID: LibraryArtistID(
        derivedFrom: "Fault"), artistName: "Fault", albumID: LibraryAlbumID(derivedFrom: "Fault"),
      albumTitle: "Faults", durationMilliseconds: 4000, trackNumber: 1)
    let path = server.musicDirectory + "/" + SampleAudioLayout.relativePath(of: track)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let tone = WAVFile.tone(duration: track.duration, frequency: 440, sampleRate: 44100)
    #expect(FileManager.default.createFile(atPath: path, contents: Data(tone)))
    try server.update()
    let clock = RealClock()
    let device = try MPDPlayer(address: server.address, clock: clock, source: .sampleLayout)
    defer { device.close() }
    var app = PlaybackApp()
    func play() async throws {
      let step = try app.begin(.play([track], startingAt: 0), at: clock.now, on: device)
      guard case .send(let sending) = step else { return }
      _ = app.finish(
        sending, batches: try await device.send(sending.command, at: app.now), on: device)
    }
    try await play()
    #expect(app.indicator.isPlaying && device.view.status == .playing)

    // The idle connection, opened by the play, is up by now (else the loss is met in its
    // greeting: the same line without "during 'idle'").
    try await Task.sleep(for: .milliseconds(300))
    server.kill()
    var said: [String] = []
    #expect(
      try await eventually {
        said += device.takeReports()
        return !said.isEmpty
      })
    let loss = "MPD at \(server.socketPath) closed the connection"
    #expect(said.count == 1 && said[0].hasPrefix(loss), "\(said)")
    #expect(said.first?.hasSuffix("; reconnecting when MPD is back") == true)
    #expect(device.summary.hasPrefix("MPD at \(server.socketPath) (unreachable: \(loss)"))

    try server.restart()
    #expect(
      try await eventually(within: .seconds(4)) {
        said += device.takeReports()
        return said.count > 1
      })
    // Lost once, back once: the silent retries between say nothing.
    #expect(said.dropFirst() == ["MPD at \(server.socketPath) is back; its status read again"])
    #expect(device.summary == "MPD at \(server.socketPath)")
    let notices = app.advance(to: clock.now, on: device)
    // The new MPD has stopped with an empty queue: the indicator says so at once.
    #expect(device.view.status == .stopped && device.snapshot(at: clock.now).entries.isEmpty)
    #expect(!app.indicator.isPlaying, "\(notices)")
    #expect(!notices.isEmpty)

    // Commands reach the new MPD (the command connection reconnects by itself).
    try await play()
    #expect(app.indicator.isPlaying && device.view.status == .playing)
  }

  @Test func commandsMPDRefuse() throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    let mpd = MPDConnection(address: server.address)
    let cases: [(MPDCommand, String)] = [
      (MPDCommand("frobnicate"), "MPD refused 'frobnicate': unknown command \"frobnicate\""),
      (MPDCommand("seekcur", ["1"]), "MPD refused 'seekcur': Not playing"),
      (MPDCommand("pause", ["2"]), "MPD refused 'pause': Boolean (0/1) expected: 2"),
      (MPDCommand("addid", ["nope.wav"]), "MPD refused 'addid': No such song"),
    ]
    for (command, message) in cases {
      #expect(throws: MPDError.self) { try mpd.run(command) }
      do {
        try mpd.run(command)
      } catch {
        #expect(error.description == message)
      }
    }
    // In a command list the refusal names the command refused, not the list.
    do {
      _ = try mpd.runList([MPDCommand("status"), MPDCommand("playid", ["99"]), MPDCommand("ping")])
      Issue.record("a refused command list answered")
    } catch {
      #expect(error.description == "MPD refused 'playid': No such song")
    }
    #expect(try mpd.run("ping").pairs.isEmpty)
  }

  @Test func fileDeletedAfterItWasQueued() async throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    try server.makeWAV("gone.wav", seconds: 1)
    try server.makeWAV("kept.wav", seconds: 2)
    try server.update()
    let client = MPDClient(address: server.address)
    let seen = try await PlayerTransitions(server: server)
    defer { seen.stop() }
    let gone = try client.addID("gone.wav")
    let kept = try client.addID("kept.wav")
    try server.deleteFile("gone.wav")
    // MPD either refuses at once (the decoder failed before it answered), naming the file in
    // one line, or answers OK and fails a moment later; either way it moves on to the next song.
    var refused = "answered OK"
    do {
      try client.play(id: gone)
    } catch {
      refused = error.description
      #expect(error.description.hasPrefix("MPD refused 'playid': Failed to decode "))
      #expect(error.description.contains("gone.wav"))
      #expect(!error.description.contains("\n"))
    }
    #expect(
      try await eventually(within: .seconds(6)) { seen.all.last?.hasPrefix("stop") == true },
      "\(refused): \(seen.all)")
    #expect(seen.all.contains { $0.hasPrefix("play \(kept)") }, "\(refused): \(seen.all)")
  }

  @Test func wrongPasswordAndNoPassword() throws {
    let server = try MPDServer.start(password: "right")
    defer { server.cleanup() }
    let wrong = MPDConnection(
      address: MPDAddress(.unix(path: server.socketPath), password: "wrong"))
    #expect(
      throws: MPDError.refused(
        command: "password",
        ack: MPDAck(code: 3, index: 0, command: "password", message: "incorrect password"))
    ) { try wrong.connect() }
    do { try wrong.connect() } catch {
      #expect(error.description == "MPD refused 'password': incorrect password")
    }
    let none = MPDClient(address: MPDAddress(.unix(path: server.socketPath)))
    #expect(try none.status().state == .stop)  // read is allowed without it
    do {
      try none.play()
      Issue.record("played without the password")
    } catch {
      #expect(error.description == "MPD refused 'playid': you don't have permission for \"playid\"")
    }
    let right = MPDClient(address: server.address)
    try right.clear()
  }

  @Test func nothingListening() throws {
    let server = try MPDServer.start(tcp: true)
    let port = try #require(server.tcpPort)
    let tcp = MPDClient(address: MPDAddress(.tcp(host: "127.0.0.1", port: port)))
    #expect(try tcp.status().state == .stop)
    // MPD grants `config` to local sockets only: asked over TCP, no music directory.
    #expect(try tcp.musicDirectory() == nil)
    server.cleanup()
    // The killed mpd's listening socket can outlive `cleanup` by a moment (a connection then
    // reads as a hang-up): ask until nothing listens, for at most two seconds.
    let refused = MPDError.connectionRefused(address: "127.0.0.1:\(port)")
    var last: MPDError?
    for _ in 0..<40 {
      do {
        try MPDConnection(address: MPDAddress(.tcp(host: "127.0.0.1", port: port))).connect()
        last = nil
      } catch let error as MPDError {
        last = error
        if error == refused { break }
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(last == refused)
    let missing = MPDConnection(address: MPDAddress(.unix(path: server.socketPath)))
    do {
      try missing.connect()
      Issue.record("connected to a removed socket")
    } catch {
      #expect(
        error.description == "cannot reach MPD at \(server.socketPath): no such file or directory")
    }
  }

  @Test func hangUpWithoutAnError() throws {
    let server = try MPDServer.start()
    defer { server.cleanup() }
    let mpd = MPDConnection(address: server.address)
    // MPD hangs up, with no ACK, on a command that does not start with a lower-case letter.
    #expect(throws: MPDError.hungUp(address: server.socketPath, command: "Status")) {
      try mpd.run("Status")
    }
    // A line break inside an argument is refused here, before it could split the command.
    #expect(throws: MPDError.badArgument(command: "add")) { try mpd.run("add", "a\nclear") }
    // The next command reconnects.
    #expect(try mpd.run("status").value("state") == "stop")
  }

  @Test func silentCommandConnectionDroppedByMPDReconnectsQuietly() async throws {
    // MPD drops a client silent for connection_timeout (60 s; 1 s here).
    let server = try MPDServer.start(abstract: true, connectionTimeout: 1)
    defer { server.cleanup() }
    let client = MPDClient(address: server.address)
    #expect(try client.status().state == .stop)
    try await Task.sleep(for: .milliseconds(2500))
    // MPD has closed it by now: the client sees that before sending, and connects again.
    #expect(try client.status().state == .stop)
    // The same MPD on its abstract socket.
    let name = try #require(server.abstractName)
    let abstract = MPDClient(address: MPDAddress(.abstract(name: name)))
    #expect(try abstract.status().state == .stop)
    #expect(abstract.address.description == "@" + name)
  }

  @Test func silentServerTimesOutAndAStrangerIsNotMPD() throws {
    let silent = try SilentSocket(greeting: nil)
    let quiet = MPDConnection(
      address: MPDAddress(.unix(path: silent.path)), timeout: .milliseconds(300))
    #expect(throws: MPDError.timedOut(address: silent.path, command: "greeting", seconds: 1)) {
      try quiet.connect()
    }
    let stranger = try SilentSocket(greeting: "SSH-2.0-OpenSSH_9.2")
    let other = MPDConnection(address: MPDAddress(.unix(path: stranger.path)))
    do {
      try other.connect()
      Issue.record("took a stranger for MPD")
    } catch {
      #expect(
        error.description == "\(stranger.path) is not an MPD: it greeted with 'SSH-2.0-OpenSSH_9.2'"
      )
    }
  }
}
