/// What deepcut knows of an MPD's player, and the `PlayerEvent`s each new reading of it means:
/// the pure half of `MPDPlayer` (the other half talks to MPD).
///
/// A reading is MPD's `status`, and its queue when the queue's version changed. Until
/// something needs the queue (`queueIsRead`), a reading is `status` and `currentsong` only:
/// `-c status` costs what `mpc status` costs, not a reading of every queued song. Comparing it
/// with the last one gives the events, the way the emulator would have told them: a new song
/// while the old one was playing is the old one's end; a stop with no current song after
/// playing is the queue's end. MusicKit's semantics stay MusicKit's where MPD differs: at the
/// queue's end MPD forgets the current song, but the last entry stays current here, as it does
/// on the emulator.
struct MPDPlayerState: Sendable {
  /// Why the reading was taken, which decides how a change is told.
  enum Cause: Equatable, Sendable {
    /// MPD's idle connection said something changed (a track ended, another client acted).
    case idle
    /// deepcut sent this command.
    case command(PlayerCommand)
  }

  /// The queue, in MPD's order, each entry named by MPD's song id (`QueueEntryID(id + 1)`).
  private(set) var entries: [QueueEntry] = []
  private(set) var songIDs: [Int] = []
  private(set) var status: PlaybackStatus = .stopped
  private(set) var current: QueueEntry?
  /// MPD's `elapsed` at `readAt`.
  private(set) var elapsed: Duration = .zero
  private(set) var readAt: Instant = .start
  private(set) var duration: Duration?
  private(set) var playlistVersion: Int = -1
  /// Whether `entries` hold MPD's queue; until then only its length and place are known.
  private(set) var queueIsRead = false
  private(set) var unreadQueue = PlayerSnapshot.UnreadQueue(length: 0, currentIndex: nil)
  private(set) var repeatMode: RepeatMode = .off
  private(set) var shuffle = false
  private(set) var volume: Int?
  private(set) var lastSequence = 0
  /// The plays counted and not taken yet.
  private(set) var countedPlays: [CountedPlay] = []
  /// Listening time of the current song (normal-speed playing only), and whether it counted.
  private var listened: Duration = .zero
  private var playCounted = false

  /// The tracks deepcut queued, by MPD's URI, so a queue read back names them; a song another
  /// client queued gets a track made from its tags.
  var tracksByURI: [String: LibraryTrack] = [:]

  var view: PlayerView { PlayerView(status: status, current: current) }

  /// The position at `instant`: MPD's elapsed, moved on while playing, held within the song.
  func position(at instant: Instant) -> Duration {
    guard current != nil else { return .zero }
    var position = elapsed
    if status == .playing { position += max(.zero, instant - readAt) }
    if let duration { position = min(position, duration) }
    return position
  }

  func snapshot(at instant: Instant) -> PlayerSnapshot {
    PlayerSnapshot(
      instant: instant, view: view, position: position(at: instant), entries: entries,
      repeatMode: repeatMode, shuffle: shuffle, volume: volume, lastSequence: lastSequence,
      unreadQueue: queueIsRead ? nil : unreadQueue)
  }

  /// The MPD song id of `entry`.
  func songID(of entry: QueueEntryID) -> Int? {
    entries.firstIndex { $0.id == entry }.map { songIDs[$0] }
  }

  /// Takes a reading: `status`, and `queue` when it was read (after a version change, or the
  /// first time something needs it); before the queue is read, `currentSong` names the current
  /// entry.
  mutating func apply(
    _ reading: MPDStatus, queue: [MPDSong]?, currentSong: MPDSong? = nil, at instant: Instant,
    cause: Cause
  ) -> [PlayerEvent] {
    let before = (status: status, current: current, position: position(at: instant))
    var kinds: [PlayerEvent.Kind] = []
    let versionMoved = reading.playlistVersion != playlistVersion
    if let queue {
      songIDs = queue.map { $0.id ?? 0 }
      entries = queue.map { song in
        QueueEntry(id: QueueEntryID((song.id ?? 0) + 1), track: track(for: song))
      }
      // The first reading of a queue that did not change since the last status is no news.
      if queueIsRead || versionMoved {
        kinds.append(.queueChanged(queueChange(cause: cause, count: entries.count)))
      }
      queueIsRead = true
    } else if !queueIsRead, versionMoved {
      // Unread, the queue still changed: told as it would be had it been read.
      kinds.append(.queueChanged(queueChange(cause: cause, count: reading.playlistLength)))
    }
    playlistVersion = reading.playlistVersion
    let newStatus = Self.status(of: reading.state)
    let newCurrent: QueueEntry?
    if queueIsRead {
      newCurrent =
        reading.songID.flatMap { id in entries.first { $0.id == QueueEntryID(id + 1) } }
        // MPD forgets the song at the queue's end; MusicKit keeps the last entry current.
        ?? current.flatMap { kept in entries.contains { $0.id == kept.id } ? kept : nil }
    } else {
      newCurrent =
        currentSong.map { song in
          QueueEntry(id: QueueEntryID((song.id ?? 0) + 1), track: track(for: song))
        }
        // The same at the queue's end, as long as the queue did not change.
        ?? (versionMoved ? nil : current)
    }
    unreadQueue = PlayerSnapshot.UnreadQueue(
      length: reading.playlistLength,
      currentIndex: newCurrent == nil ? nil : reading.song ?? unreadQueue.currentIndex)
    countListening(until: instant, newElapsed: reading.elapsed)
    let newElapsed = Duration.milliseconds(Int(((reading.elapsed ?? 0) * 1000).rounded()))
    // Only a song that repeats can start again under its own id. Without repeat, MPD's status
    // between a song's end and the queue's catching up shows the old id with the next song's
    // elapsed time (0): not a restart, the next reading moves on.
    let repeatsItself =
      reading.repeat && (reading.single == .on || reading.playlistLength == 1)
    let restarted =
      repeatsItself && newCurrent?.id == before.current?.id && newStatus == .playing
      && before.status == .playing && newElapsed + .milliseconds(300) < before.position
      && cause == .idle
    let songChanged = newCurrent?.id != before.current?.id
    if cause == .idle, before.status == .playing, let ended = before.current,
      songChanged || restarted || (newStatus == .stopped && reading.songID == nil)
    {
      kinds.append(.entryEnded(ended.id))
    }
    if songChanged || restarted {
      listened = .zero
      playCounted = false
    }
    if songChanged { kinds.append(.currentEntryChanged(newCurrent?.id)) }
    if newStatus != before.status {
      kinds.append(.statusChanged(from: before.status, to: newStatus))
    }
    if let entry = newCurrent, newStatus == .playing,
      songChanged || restarted || before.status == .stopped
    {
      kinds.append(.entryStarted(entry.id))
    }
    if cause == .idle, before.status == .playing, newStatus == .stopped, reading.songID == nil {
      kinds.append(.queueEnded)
    }
    // A seek, or a previous that restarted the track: the position moved by command.
    let jumped =
      !songChanged && newCurrent != nil && before.status != .stopped
      && (newElapsed + .milliseconds(300) < before.position
        || newElapsed > before.position + .milliseconds(300))
    if case .command(let command) = cause, let entry = newCurrent {
      if case .seek = command {
        kinds.append(.seeked(entry.id, to: newElapsed))
      } else if jumped {
        kinds.append(.seeked(entry.id, to: newElapsed))
      }
    }
    let newRepeat: RepeatMode = reading.repeat ? (reading.single == .on ? .one : .all) : .off
    if newRepeat != repeatMode { kinds.append(.repeatModeChanged(newRepeat)) }
    if reading.random != shuffle { kinds.append(.shuffleChanged(reading.random)) }
    status = newStatus
    current = newCurrent
    elapsed =
      newCurrent == nil || (newStatus == .stopped && reading.elapsed == nil) ? .zero : newElapsed
    readAt = instant
    duration =
      reading.duration.map { .milliseconds(Int(($0 * 1000).rounded())) } ?? current?.track.duration
    repeatMode = newRepeat
    shuffle = reading.random
    volume = reading.volume
    let view = self.view
    return kinds.map { kind in
      lastSequence += 1
      return PlayerEvent(sequence: lastSequence, instant: instant, kind: kind, view: view)
    }
  }

  /// Moves the listening time on to `instant` and counts the play when it crossed the
  /// threshold (30 s, or the whole of a shorter track): from MPD's own elapsed time, so only
  /// what MPD really played counts.
  private mutating func countListening(until instant: Instant, newElapsed: Double?) {
    guard status == .playing, let entry = current, !playCounted else { return }
    let played = max(.zero, instant - readAt)
    let threshold = ListeningHistory.threshold(for: duration ?? entry.track.duration)
    // A track that ended within the reading's tolerance has played to its end.
    let heard = listened + played + .milliseconds(300)
    if heard >= threshold {
      let crossing = readAt + max(.zero, threshold - listened)
      if !entry.track.isCatalogPreview {
        countedPlays.append(CountedPlay(track: entry.track, instant: min(crossing, instant)))
      }
      playCounted = true
    }
    listened += played
  }

  mutating func takeCountedPlays() -> [CountedPlay] {
    defer { countedPlays = [] }
    return countedPlays
  }

  private func queueChange(cause: Cause, count: Int) -> PlayerEvent.QueueChange {
    switch cause {
    case .command(.insert(let tracks, let position)): .inserted(count: tracks.count, position)
    case .command(.clear): .cleared(count: max(0, self.entries.count))
    default: .replaced(count: count)
    }
  }

  /// The track a queued song stands for.
  private func track(for song: MPDSong) -> LibraryTrack {
    if let track = tracksByURI[song.file] { return track }
    // The file's name (a Character-wise split of the path cost most of a queue's reading).
    let name =
      song.file.utf8.lastIndex(of: UInt8(ascii: "/")).map { slash in
        String(song.file[song.file.utf8.index(after: slash)...])
      } ?? song.file
    let artist = song.artist ?? ""
    let album = song.album ?? ""
    return LibraryTrack(
      id: LibraryTrackID(derivedFrom: "mpd " + song.file), title: song.title ?? name,
      artistID: LibraryArtistID(derivedFrom: artist), artistName: artist,
      albumID: LibraryAlbumID(derivedFrom: artist + "\u{1}" + album), albumTitle: album,
      durationMilliseconds: Int(((song.duration ?? 0) * 1000).rounded()),
      trackNumber: Int(song.track?.split(separator: "/").first ?? "") ?? 0)
  }

  static func status(of state: MPDStatus.State) -> PlaybackStatus {
    switch state {
    case .play: .playing
    case .pause: .paused
    case .stop: .stopped
    }
  }
}
