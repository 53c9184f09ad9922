/// The commands a player needs, typed, over one `MPDConnection`.
///
/// Each call is one round trip (blocking; see `MPDConnection`) and throws one `MPDError`. Song
/// ids are preferred to positions, which shift as the queue changes.
public final class MPDClient: Sendable {
  public let connection: MPDConnection

  public init(address: MPDAddress, timeout: Duration = .seconds(10)) {
    connection = MPDConnection(address: address, timeout: timeout)
  }

  public var address: MPDAddress { connection.address }

  public func status() throws(MPDError) -> MPDStatus {
    try MPDStatus(connection.run("status"))
  }

  /// The current song, or nil when there is none.
  public func currentSong() throws(MPDError) -> MPDSong? {
    try MPDSong.song(in: connection.run("currentsong"))
  }

  /// `status` and `currentsong` in one command list: one round trip, one consistent moment.
  public func statusAndCurrentSong() throws(MPDError) -> (MPDStatus, MPDSong?) {
    let parts = try connection.runList([MPDCommand("status"), MPDCommand("currentsong")])
    return (try MPDStatus(parts[0]), MPDSong.song(in: parts.count > 1 ? parts[1] : MPDResponse()))
  }

  /// The whole queue, in order.
  public func playlistInfo() throws(MPDError) -> [MPDSong] {
    try MPDSong.songs(in: connection.run("playlistinfo"))
  }

  /// The queue entries changed since queue version `version` (`plchanges`).
  ///
  /// Entries removed from the end show only in `status`'s `playlistLength`. A version MPD
  /// never had (it restarted since) gives the whole queue (seen on mpd 0.23.12).
  public func playlistChanges(since version: Int) throws(MPDError) -> [MPDSong] {
    try MPDSong.songs(in: connection.run("plchanges", String(version)))
  }

  /// Queues the file `uri` (at `position`, else at the end) and returns its song id.
  @discardableResult
  public func addID(_ uri: String, at position: Int? = nil) throws(MPDError) -> Int {
    let arguments = [uri] + (position.map { [String($0)] } ?? [])
    let response = try connection.run(MPDCommand("addid", arguments))
    guard let text = response.value("Id"), let id = Int(text) else {
      throw MPDError.unreadable(command: "addid", line: response.pairs.first?.value ?? "(no Id)")
    }
    return id
  }

  public func deleteID(_ id: Int) throws(MPDError) {
    try connection.run("deleteid", String(id))
  }

  public func clear() throws(MPDError) { try connection.run("clear") }

  /// Plays the song `id`, or with nil the current (else the first) song.
  public func play(id: Int? = nil) throws(MPDError) {
    try connection.run(MPDCommand("playid", id.map { [String($0)] } ?? []))
  }

  /// Pauses (true) or resumes (false); never the argument-less toggle, whose result the caller
  /// could not know.
  public func pause(_ paused: Bool) throws(MPDError) {
    try connection.run("pause", paused ? "1" : "0")
  }

  public func stop() throws(MPDError) { try connection.run("stop") }
  public func next() throws(MPDError) { try connection.run("next") }
  public func previous() throws(MPDError) { try connection.run("previous") }

  /// Seeks the current song to `seconds` from its start (MPD: "Not playing" when stopped).
  public func seekCurrent(to seconds: Double) throws(MPDError) {
    try connection.run("seekcur", Self.seconds(seconds))
  }

  /// Seeks the current song by `seconds`, forward or (negative) back.
  public func seekCurrent(by seconds: Double) throws(MPDError) {
    try connection.run("seekcur", (seconds < 0 ? "-" : "+") + Self.seconds(abs(seconds)))
  }

  /// Seeks song `id` to `seconds` (it becomes the current song).
  ///
  /// Past its end MPD moves on
  /// to the next song and answers OK.
  public func seek(id: Int, to seconds: Double) throws(MPDError) {
    try connection.run("seekid", String(id), Self.seconds(seconds))
  }

  public func setRepeat(_ on: Bool) throws(MPDError) {
    try connection.run("repeat", on ? "1" : "0")
  }

  public func setRandom(_ on: Bool) throws(MPDError) {
    try connection.run("random", on ? "1" : "0")
  }

  public func setSingle(_ mode: MPDStatus.Mode) throws(MPDError) {
    try connection.run("single", mode.rawValue)
  }

  /// Sets the volume, 0–100 (MPD refuses it without a mixer).
  public func setVolume(_ percent: Int) throws(MPDError) {
    try connection.run("setvol", String(min(100, max(0, percent))))
  }

  /// MPD's music directory (`config`), which only local-socket clients may ask: nil over TCP,
  /// without asking.
  public func musicDirectory() throws(MPDError) -> String? {
    guard address.isLocalSocket else { return nil }
    return try connection.run("config").value("music_directory")
  }

  /// The folder's entries (`lsinfo`): its songs with their tags, folders and playlists.
  public func lsinfo(_ uri: String = "") throws(MPDError) -> [MPDEntry] {
    try MPDEntry.entries(in: connection.run("lsinfo", uri))
  }

  /// Every file and folder under `uri` (`listall`), without tags.
  public func listAll(_ uri: String = "") throws(MPDError) -> [MPDEntry] {
    try MPDEntry.entries(in: connection.run("listall", uri))
  }

  /// Starts a database update (of `uri`, else all) and returns its job id; `idle` reports
  /// `update` when it starts and ends.
  @discardableResult
  public func update(_ uri: String? = nil) throws(MPDError) -> Int {
    let response = try connection.run(MPDCommand("update", uri.map { [$0] } ?? []))
    return response.value("updating_db").flatMap { Int($0) } ?? 0
  }

  public func ping() throws(MPDError) { try connection.run("ping") }

  /// Seconds as MPD reads them: a plain decimal with at most three places.
  private static func seconds(_ value: Double) -> String {
    let milliseconds = Int((max(0, value) * 1000).rounded())
    let fraction = milliseconds % 1000
    guard fraction != 0 else { return String(milliseconds / 1000) }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(milliseconds / 1000).\(digits)"
  }
}
