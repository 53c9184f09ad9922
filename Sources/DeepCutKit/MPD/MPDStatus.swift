/// MPD's `status`, read field by field: only `state` must be there.
///
/// MPD leaves out what does not apply: `song`/`songid` when there is no current song (also at
/// the queue's end), `elapsed`/`duration` when stopped, `volume` without a mixer, `error` when
/// there is none, `updating_db` when no update runs.
public struct MPDStatus: Hashable, Sendable {
  public enum State: String, Sendable { case play, pause, stop }

  /// `single` and `consume`: off, on, or once (`oneshot`).
  public enum Mode: String, Sendable {
    case off = "0", on = "1", oneshot
  }

  public var state: State
  /// The current song's queue position and id.
  public var song: Int?
  public var songID: Int?
  /// The song that plays after it.
  public var nextSong: Int?
  public var nextSongID: Int?
  /// Seconds into the current song, and its length (absent when stopped).
  public var elapsed: Double?
  public var duration: Double?
  /// The queue's version: it grows by one with every change to the queue.
  public var playlistVersion: Int
  public var playlistLength: Int
  public var `repeat`: Bool
  public var random: Bool
  public var single: Mode
  public var consume: Mode
  /// 0–100; nil when MPD has no mixer.
  public var volume: Int?
  /// The last playback error (a file that could not be decoded), until cleared.
  public var error: String?
  /// The running database update's job id.
  public var updatingDB: Int?

  public init(
    state: State, song: Int? = nil, songID: Int? = nil, nextSong: Int? = nil,
    nextSongID: Int? = nil, elapsed: Double? = nil, duration: Double? = nil,
    playlistVersion: Int = 0, playlistLength: Int = 0, repeat: Bool = false, random: Bool = false,
    single: Mode = .off, consume: Mode = .off, volume: Int? = nil, error: String? = nil,
    updatingDB: Int? = nil
  ) {
    self.state = state
    self.song = song
    self.songID = songID
    self.nextSong = nextSong
    self.nextSongID = nextSongID
    self.elapsed = elapsed
    self.duration = duration
    self.playlistVersion = playlistVersion
    self.playlistLength = playlistLength
    self.repeat = `repeat`
    self.random = random
    self.single = single
    self.consume = consume
    self.volume = volume
    self.error = error
    self.updatingDB = updatingDB
  }

  /// Reads a `status` answer; a missing or unknown `state`, or a field that should be a number
  /// and is not, is `.unreadable`.
  ///
  /// Fields it does not know are ignored.
  public init(_ response: MPDResponse) throws(MPDError) {
    var state: State?
    self.init(state: .stop)
    for pair in response.pairs {
      let value = pair.value
      func number() throws(MPDError) -> Int {
        guard let number = Int(value) else { throw Self.unreadable(pair) }
        return number
      }
      func seconds() throws(MPDError) -> Double {
        guard let number = Double(value), number.isFinite else { throw Self.unreadable(pair) }
        return number
      }
      func flag() throws(MPDError) -> Bool {
        guard value == "0" || value == "1" else { throw Self.unreadable(pair) }
        return value == "1"
      }
      func mode() throws(MPDError) -> Mode {
        guard let mode = Mode(rawValue: value) else { throw Self.unreadable(pair) }
        return mode
      }
      switch pair.name {
      case "state":
        guard let read = State(rawValue: value) else { throw Self.unreadable(pair) }
        state = read
      case "song": song = try number()
      case "songid": songID = try number()
      case "nextsong": nextSong = try number()
      case "nextsongid": nextSongID = try number()
      case "elapsed": elapsed = try seconds()
      case "duration": duration = try seconds()
      case "playlist": playlistVersion = try number()
      case "playlistlength": playlistLength = try number()
      case "repeat": self.repeat = try flag()
      case "random": random = try flag()
      case "single": single = try mode()
      case "consume": consume = try mode()
      // MPD 0.23 without a mixer said -1 before it learned to leave the line out.
      case "volume":
        let level = try number()
        volume = level < 0 ? nil : level
      case "error": error = value
      case "updating_db": updatingDB = try number()
      default: continue
      }
    }
    guard let state else {
      throw MPDError.unreadable(command: "status", line: "(no state line)")
    }
    self.state = state
  }

  private static func unreadable(_ pair: MPDPair) -> MPDError {
    .unreadable(command: "status", line: "\(pair.name): \(pair.value)")
  }
}
