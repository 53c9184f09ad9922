import Testing

@testable import DeepCutKit

/// The pure readers, on text recorded from Debian's mpd 0.23.12.
struct MPDParsingTests {
  private func answers(_ text: String) -> [MPDResponseReader.Answer] {
    var reader = MPDResponseReader()
    reader.append(Array(text.utf8))
    var all: [MPDResponseReader.Answer] = []
    while let answer = reader.takeAnswer() { all.append(answer) }
    return all
  }

  @Test func pairsSplitAtTheFirstColonSpaceAndKeepTrailingSpaces() {
    let read = answers("AlbumArtist: \nTitle: a: b \nOK\n")
    #expect(read == [.ok([MPDResponse([MPDPair("AlbumArtist", ""), MPDPair("Title", "a: b ")])])])
  }

  @Test func answersArriveInPieces() {
    var reader = MPDResponseReader()
    reader.append(Array("state: pl".utf8))
    #expect(reader.takeAnswer() == nil)
    reader.append(Array("ay\nOK\nchanged: player\n".utf8))
    #expect(reader.takeAnswer() == .ok([MPDResponse([MPDPair("state", "play")])]))
    #expect(reader.takeAnswer() == nil)
    reader.append(Array("OK\n".utf8))
    #expect(reader.takeAnswer() == .ok([MPDResponse([MPDPair("changed", "player")])]))
  }

  @Test func commandListPartsAndAnAckPartWay() {
    let listed = answers("state: stop\nlist_OK\nlist_OK\nOK\n")
    #expect(
      listed == [.ok([MPDResponse([MPDPair("state", "stop")]), MPDResponse(), MPDResponse()])])
    let refused = answers("state: stop\nlist_OK\nACK [50@1] {playid} No such song\n")
    #expect(
      refused == [
        .ack(
          MPDAck(code: 50, index: 1, command: "playid", message: "No such song"),
          completed: [MPDResponse([MPDPair("state", "stop")])])
      ])
  }

  @Test func ackLines() {
    #expect(
      MPDAck(line: "ACK [5@0] {} unknown command \"frobnicate\"")
        == MPDAck(code: 5, index: 0, command: "", message: "unknown command \"frobnicate\""))
    #expect(
      MPDAck(line: "ACK [3@0] {password} incorrect password")
        == MPDAck(code: 3, index: 0, command: "password", message: "incorrect password"))
    #expect(MPDAck(line: "ACK nonsense") == nil)
    #expect(answers("ACK [x@0] {a} b\n") == [.unreadable("ACK [x@0] {a} b")])
    #expect(answers("no separator\nOK\n").first == .unreadable("no separator"))
  }

  @Test func statusWhilePlaying() throws {
    let text = """
      volume: 100
      repeat: 0
      random: 0
      single: oneshot
      consume: 0
      partition: default
      playlist: 7
      playlistlength: 2
      mixrampdb: 0.000000
      state: play
      song: 0
      songid: 1
      time: 0:3
      elapsed: 0.479
      bitrate: 0
      duration: 3.000
      audio: 44100:16:2
      nextsong: 1
      nextsongid: 2
      updating_db: 3
      OK

      """
    guard case .ok(let parts) = answers(text).first else {
      Issue.record("no answer")
      return
    }
    let status = try MPDStatus(parts[0])
    #expect(
      status
        == MPDStatus(
          state: .play, song: 0, songID: 1, nextSong: 1, nextSongID: 2, elapsed: 0.479,
          duration: 3, playlistVersion: 7, playlistLength: 2, single: .oneshot, volume: 100,
          updatingDB: 3))
  }

  @Test func statusAtTheQueuesEndHasNoSong() throws {
    let response = MPDResponse([
      MPDPair("repeat", "1"), MPDPair("random", "1"), MPDPair("single", "0"),
      MPDPair("consume", "1"), MPDPair("playlist", "12"), MPDPair("playlistlength", "3"),
      MPDPair("state", "stop"), MPDPair("error", "Failed to decode x.wav"),
    ])
    let status = try MPDStatus(response)
    #expect(status.song == nil && status.songID == nil && status.elapsed == nil)
    #expect(status.repeat && status.random && status.consume == .on && status.volume == nil)
    #expect(status.error == "Failed to decode x.wav")
  }

  @Test func unreadableStatus() {
    #expect(throws: MPDError.unreadable(command: "status", line: "(no state line)")) {
      try MPDStatus(MPDResponse([MPDPair("volume", "5")]))
    }
    #expect(throws: MPDError.unreadable(command: "status", line: "songid: x")) {
      try MPDStatus(MPDResponse([MPDPair("state", "play"), MPDPair("songid", "x")]))
    }
    #expect(throws: MPDError.unreadable(command: "status", line: "state: playing")) {
      try MPDStatus(MPDResponse([MPDPair("state", "playing")]))
    }
  }

  @Test func songRecordsSplitAtFile() {
    let response = MPDResponse([
      MPDPair("directory", "Artist A"),
      MPDPair("file", "a.flac"), MPDPair("Last-Modified", "2026-12-03T06:50:46Z"),
      MPDPair("Title", "One"), MPDPair("Artist", "A"), MPDPair("Time", "3"),
      MPDPair("duration", "2.500"), MPDPair("Pos", "0"), MPDPair("Id", "5"),
      MPDPair("file", "untagged.wav"), MPDPair("Time", "2"),
      MPDPair("playlist", "mix"), MPDPair("Last-Modified", "2026-12-03T06:50:46Z"),
    ])
    let songs = MPDSong.songs(in: response)
    #expect(songs.map(\.file) == ["a.flac", "untagged.wav"])
    #expect(songs[0].title == "One" && songs[0].artist == "A" && songs[0].duration == 2.5)
    #expect(songs[0].position == 0 && songs[0].id == 5)
    #expect(songs[1].title == nil && songs[1].duration == 2 && songs[1].id == nil)
    #expect(
      MPDEntry.entries(in: response).map {
        switch $0 {
        case .file(let song): "file " + song.file
        case .directory(let name): "directory " + name
        case .playlist(let name): "playlist " + name
        }
      } == ["directory Artist A", "file a.flac", "file untagged.wav", "playlist mix"])
    #expect(MPDSong.song(in: MPDResponse()) == nil)
  }

  @Test func idleAnswer() {
    let response = MPDResponse([MPDPair("changed", "playlist"), MPDPair("changed", "player")])
    #expect(MPDSubsystem.changed(in: response) == [.playlist, .player])
  }

  @Test func quotingEscapesQuotesAndBackslashesOnly() {
    let command = MPDCommand("addid", ["a \"b\" \\c Ä.wav", "3"])
    #expect(
      String(decoding: command.line, as: UTF8.self) == "addid \"a \\\"b\\\" \\\\c Ä.wav\" \"3\"\n")
    #expect(MPDCommand("add", ["a\nstatus"]).isSendable == false)
    #expect(MPDCommand("add", ["ok"]).isSendable)
  }

  @Test func backoffIsOneSecondThenUpToFive() {
    var backoff = MPDBackoff.standard
    let delays = (0..<6).map { _ in backoff.next() }
    #expect(
      delays == [.seconds(1), .seconds(2), .seconds(4), .seconds(5), .seconds(5), .seconds(5)])
    backoff.reset()
    #expect(backoff.next() == .seconds(1))
  }

  @Test func errorsReadAsOneLine() {
    let ack = MPDAck(code: 55, index: 0, command: "seekcur", message: "Not playing")
    #expect(
      MPDError.refused(command: "seekcur", ack: ack).description
        == "MPD refused 'seekcur': Not playing")
    #expect(
      MPDError.connectionRefused(address: "/tmp/s").description
        == "cannot reach MPD at /tmp/s: connection refused (is mpd running?)")
    #expect(
      MPDError.hungUp(address: "/tmp/s", command: "status").description
        == "MPD at /tmp/s closed the connection during 'status'")
    #expect(
      MPDError.notMPD(address: "h:1", greeting: "SSH-2.0\r\nx").description
        == "h:1 is not an MPD: it greeted with 'SSH-2.0 x'")
  }
}
