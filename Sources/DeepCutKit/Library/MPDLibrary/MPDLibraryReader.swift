import Dispatch

/// Reads MPD's database and stored playlists over one command connection, in a few requests.
///
/// Not one request per album, and not one `listallinfo` (MPD drops a client whose answer
/// passes 8 MiB, and its manual warns against mirroring a large database with it): the songs
/// come in windows of `window` (`find "(base \"\")" window S:E`, MPD's own order), each asking
/// only the tags the library reads, so a window is about 2 MB and 50,000 songs are ten
/// requests, two at a time on two connections. Each answer is turned into songs
/// (`MPDLibrarySongParser`) as its bytes arrive. A database updated meanwhile is read again.
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
        let link = try songLink(tags: tags)
        defer { link.close() }
        last = try self.window(at: start, on: link)
        songs += last
        start += window
      }
      let after = try stamp()
      if after == before || attempts == 3 { return (songs, after) }
    }
  }

  /// The windows `numbers`, in order, read two at a time on two links of their own (which ask
  /// only for `tags`, leaving the command connection's tag types as they were).
  private func windows(_ numbers: Range<Int>, tags: [String]) throws(MPDError)
    -> [[MPDLibrarySong]]
  {
    let read = LockedValue([Int: Result<[MPDLibrarySong], MPDError>]())
    let lanes = numbers.count > 1 ? 2 : 1
    DispatchQueue.concurrentPerform(iterations: lanes) { lane in
      let link: MPDLink
      do throws(MPDError) {
        link = try songLink(tags: tags)
      } catch {
        read.withLock { $0[numbers.lowerBound + lane] = .failure(error) }
        return
      }
      defer { link.close() }
      for number in stride(from: numbers.lowerBound + lane, to: numbers.upperBound, by: lanes) {
        let part = Result { () throws(MPDError) in
          try self.window(at: number * window, on: link)
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

  /// A link to MPD that reports only `tags`.
  private func songLink(tags: [String]) throws(MPDError) -> MPDLink {
    let link = try MPDLink.open(connection.address, timeout: connection.timeout)
    do throws(MPDError) {
      _ = try link.run([
        MPDCommand("tagtypes", ["clear"]), MPDCommand("tagtypes", ["enable"] + tags),
      ])
    } catch {
      link.close()
      throw error
    }
    return link
  }

  /// The songs `start..<start + window` in MPD's order, read from the answer's bytes as they
  /// arrive (`MPDLibrarySongParser`).
  private func window(at start: Int, on link: MPDLink) throws(MPDError) -> [MPDLibrarySong] {
    let find = MPDCommand("find", ["(base \"\")", "window", "\(start):\(start + window)"])
    try link.send(find.line, command: find.name)
    var parser = MPDLibrarySongParser()
    while true {
      let bytes = try link.receiveBytes(command: find.name, timeout: connection.timeout)
      switch parser.read(bytes) {
      case nil: continue
      case .ok: return parser.takeSongs()
      case .ack(let ack): throw MPDError.refused(command: find.name, ack: ack)
      case .unreadable(let line):
        link.close()
        throw MPDError.unreadable(command: find.name, line: line)
      }
    }
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
      if case .refused(_, let ack) = error, ack.knownCode == .unknown { return [] }
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

extension MPDLink {
  /// The next bytes MPD sends, as they come.
  ///
  /// For an answer read as bytes, not as pairs (`MPDLibrarySongParser`). A hang-up or a
  /// silent MPD closes the link, as `run` does.
  fileprivate func receiveBytes(command: String, timeout: Duration) throws(MPDError) -> [UInt8] {
    let milliseconds = Int32(clamping: timeout.components.seconds * 1000)
    var bytes: [UInt8] = []
    let received: MPDSocket.Received
    do {
      received = try socket.receive(into: &bytes, timeoutMilliseconds: milliseconds)
    } catch {
      close()
      throw MPDError.hungUp(address: address.description, command: command)
    }
    switch received {
    case .bytes: return bytes
    case .closed:
      close()
      throw MPDError.hungUp(address: address.description, command: command)
    case .timedOut:
      close()
      throw MPDError.timedOut(
        address: address.description, command: command,
        seconds: max(1, Int(milliseconds / 1000)))
    }
  }
}
