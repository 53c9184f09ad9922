import Synchronization

/// deepcut's player commands in MPD's terms: what MPD cannot do is refused before anything is
/// sent (`check`), and each command becomes MPD's by song id (`run`), with MusicKit's semantics
/// where MPD's differ (see `MPDPlayer`).
extension MPDPlayer {
  public func check(_ command: PlayerCommand) throws(PlayerDeviceError) {
    // Commands are checked against the queue, and a command's reading tells how it changed.
    try readQueue()
    switch command {
    case .beginSeeking, .endSeeking:
      throw .unsupported("MPD cannot scan; seek to a time instead (seek 1:30, seek +10s)")
    case .interrupt, .endInterruption:
      throw .unsupported("MPD has no audio interruptions to simulate; that is the emulator's")
    case .play(let tracks, let start):
      guard tracks.indices.contains(start) else {
        throw .invalid(
          tracks.isEmpty ? .nothingToPlay : .startOutOfRange(index: start, count: tracks.count))
      }
      if case .failure(let refusal) = uri(for: tracks[start]) {
        throw .cannotPlay(title: "'\(refusal.title)' on MPD", reason: refusal.reason)
      }
    case .insert(let tracks, _):
      guard !tracks.isEmpty else { throw .invalid(.nothingToPlay) }
    case .resume, .next, .previous, .seek:
      guard !state.withLock({ $0.entries.isEmpty }) else { throw .invalid(.emptyQueue) }
    case .remove(let id), .move(let id, _):
      guard state.withLock({ $0.songID(of: id) }) != nil else { throw .invalid(.unknownEntry(id)) }
    case .pause, .stop, .clear, .setRepeat, .setShuffle:
      break
    }
  }

  /// The MPD commands `command` stands for.
  func run(_ command: PlayerCommand) throws(MPDError) {
    let now = state.withLock { $0.snapshot(at: clock.now) }
    let currentID = now.current.flatMap { entry in state.withLock { $0.songID(of: entry.id) } }
    switch command {
    case .play(let tracks, let start):
      let placed = tracks.enumerated().compactMap { index, track -> (Int, String, LibraryTrack)? in
        guard case .success(let uri) = uri(for: track) else { return nil }
        return (index, uri, track)
      }
      state.withLock { state in
        for (_, uri, track) in placed { state.tracksByURI[uri] = track }
      }
      try client.clear()
      var startID: Int?
      for (index, uri, _) in placed {
        let id = try client.addID(uri)
        if index == start { startID = id }
      }
      try client.play(id: startID)
    case .resume:
      switch now.view.status {
      case .paused: try client.pause(false)
      default: try client.play(id: currentID)
      }
    case .pause:
      if now.view.status == .playing { try client.pause(true) }
    case .stop: try client.stop()
    case .next: try client.next()
    case .previous:
      if now.position > Player.restartThreshold, let currentID {
        try client.seek(id: currentID, to: 0)
      } else {
        try client.previous()
      }
    case .seek(let target):
      guard let currentID else { return }
      // Past the end, MusicKit ends the entry; MPD would report the end of this song first.
      let length = state.withLock { $0.duration } ?? now.current?.track.duration
      if let length, length > .zero, target >= length {
        try client.next()
        return
      }
      try client.seek(id: currentID, to: target / .seconds(1))
      if now.view.status == .stopped { try client.pause(true) }
    case .insert(let tracks, let position):
      var at: Int? = nil
      if position == .afterCurrentEntry, let index = now.currentIndex { at = index + 1 }
      for track in tracks {
        guard case .success(let uri) = uri(for: track) else { continue }
        state.withLock { $0.tracksByURI[uri] = track }
        _ = try client.addID(uri, at: at)
        at = at.map { $0 + 1 }
      }
    case .remove(let entry):
      if let id = state.withLock({ $0.songID(of: entry) }) { try client.deleteID(id) }
    case .move(let entry, let index):
      if let id = state.withLock({ $0.songID(of: entry) }) {
        _ = try client.connection.run(MPDCommand("moveid", [String(id), String(index)]))
      }
    case .clear:
      // "Clear" in Up Next keeps what plays; MPD's clear would stop it.
      let others = state.withLock { state in
        zip(state.entries, state.songIDs).filter { $0.0.id != now.current?.id }.map(\.1)
      }
      for id in others { try client.deleteID(id) }
    case .setRepeat(let mode):
      try client.setRepeat(mode != .off)
      try client.setSingle(mode == .one ? .on : .off)
    case .setShuffle(let on, _):
      try client.setRandom(on)
    case .beginSeeking, .endSeeking, .interrupt, .endInterruption:
      break  // refused by check
    }
  }
}
