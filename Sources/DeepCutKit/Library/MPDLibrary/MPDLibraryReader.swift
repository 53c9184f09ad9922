import Dispatch

/// Reads MPD's database and stored playlists over one command connection, in a few requests.
///
/// Not one request per album, and not one `listallinfo` (MPD drops a client whose answer
/// passes 8 MiB, and its manual warns against mirroring a large database with it): the songs
/// come in windows of `window` (`find "(base \"\")" window S:E`, MPD's own order), each asking
/// only the tags the library reads, so a window is about 2 MB and 50,000 songs are ten
/// requests, two at a time on two connections. Each answer is turned into songs
/// (`MPDLibrarySong.songs`) as it arrives. A database updated meanwhile is read again.
public struct MPDLibraryReader: Sendable {
  public let connection: MPDConnection
  /// Songs per request.
  public var window: Int

  public init(connection: MPDConnection, window: Int = 5000) {
    self.connection = connection
    self.window = max(1, window)
  }

  /// What `stats` says about the database: when it was last updated, and its songs.
  public struct DatabaseStamp: Hashable, Sendable {
    /// `db_update`: seconds since 1970 of the last update that changed something.
    public var updated: Int
    public var songs: Int

    public init(updated: Int, songs: Int) {
      self.updated = updated
      self.songs = songs
    }
  }

  public func stamp() throws(MPDError) -> DatabaseStamp {
    let stats = try connection.run("stats")
    return DatabaseStamp(
      updated: stats.value("db_update").flatMap { Int($0) } ?? 0,
      songs: stats.value("songs").flatMap { Int($0) } ?? 0)
  }

  /// Every song, and the stamp of the database they were read from.
  public func songs() throws(MPDError) -> (songs: [MPDLibrarySong], stamp: DatabaseStamp) {
    let tags = try enabledTags()
    var attempts = 0
    while true {
      attempts += 1
      let before = try stamp()
      // The windows `stats` promises, two at a time on two connections: one window is read
      // while MPD writes the other. Any more (songs added meanwhile) follow one by one.
      let expected = before.songs / window + 1
      let parts = try windows(0..<expected, tags: tags)
      var songs: [MPDLibrarySong] = []
      songs.reserveCapacity(before.songs)
      for part in parts { songs += part }
      var start = expected * window
      var last = parts.last ?? []
      while last.count == window {
        last = try self.window(at: start, tags: tags, on: connection)
        songs += last
        start += window
      }
      let after = try stamp()
      if after == before || attempts == 3 { return (songs, after) }
    }
  }

  /// The windows `numbers`, in order, read on this connection and a second one.
  private func windows(_ numbers: Range<Int>, tags: [String]) throws(MPDError)
    -> [[MPDLibrarySong]]
  {
    let read = LockedValue([Int: Result<[MPDLibrarySong], MPDError>]())
    let second = MPDConnection(address: connection.address, timeout: connection.timeout)
    defer { second.close() }
    let lanes = [connection, second]
    DispatchQueue.concurrentPerform(iterations: numbers.count > 1 ? 2 : 1) { lane in
      for number in stride(from: numbers.lowerBound + lane, to: numbers.upperBound, by: 2) {
        let part = Result { () throws(MPDError) in
          try self.window(at: number * window, tags: tags, on: lanes[lane])
        }
        read.withLock { $0[number] = part }
        if case .failure = part { return }
      }
    }
    let results = read.withLock { $0 }
    var parts: [[MPDLibrarySong]] = []
    for number in numbers {
      guard let part = results[number] else { break }
      parts.append(try part.get())
    }
    return parts
  }

  /// The songs `start..<start + window` in MPD's order.
  private func window(at start: Int, tags: [String], on connection: MPDConnection)
    throws(MPDError) -> [MPDLibrarySong]
  {
    let answer = try connection.runList([
      MPDCommand("tagtypes", ["clear"]), MPDCommand("tagtypes", ["enable"] + tags),
      MPDCommand("find", ["(base \"\")", "window", "\(start):\(start + window)"]),
    ])
    return MPDLibrarySong.songs(in: answer.last ?? MPDResponse())
  }

  /// The tags to ask for: the library's, as far as this MPD knows them (0.23 has no
  /// `MUSICBRAINZ_RELEASEGROUPID`, and `tagtypes enable` refuses an unknown tag).
  private func enabledTags() throws(MPDError) -> [String] {
    let parts = try connection.runList([
      MPDCommand("tagtypes", ["all"]), MPDCommand("tagtypes"),
    ])
    let known = Set((parts.last ?? MPDResponse()).values("tagtype"))
    return (MPDLibrarySong.tagTypes + ["MUSICBRAINZ_RELEASEGROUPID"]).filter(known.contains)
  }

  /// Every stored playlist with its URIs, in MPD's order; none when MPD keeps none (no
  /// `playlist_directory`: "Stored playlists are disabled").
  public func playlists() throws(MPDError) -> [MPDStoredPlaylist] {
    let names: [String]
    do throws(MPDError) {
      names = try connection.run("listplaylists").values("playlist")
    } catch {
      if case .refused(_, let ack) = error, ack.code == 5 { return [] }
      throw error
    }
    var playlists: [MPDStoredPlaylist] = []
    // A few dozen per command list: one round trip, and far below the list's 2 MiB limit.
    var rest = names[...]
    while !rest.isEmpty {
      let batch = rest.prefix(50)
      rest = rest.dropFirst(batch.count)
      let answers = try connection.runList(batch.map { MPDCommand("listplaylist", [$0]) })
      for (name, answer) in zip(batch, answers) {
        playlists.append(MPDStoredPlaylist(name: name, uris: answer.values("file")))
      }
    }
    return playlists
  }
}
