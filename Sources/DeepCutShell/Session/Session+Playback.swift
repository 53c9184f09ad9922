import DeepCutKit
import Foundation

extension Session {
  /// Performs a playback action now on the session's player; returns the events it caused.
  ///
  /// The app's side decides what to send (`PlaybackApp.begin`), the device takes it (the one
  /// effect, which may wait on a real player), and the app's side takes what it caused. A
  /// refused action is a one-line error and changes nothing; it starts with `command`, or the
  /// action's first word (`next: the queue is empty`).
  func perform(
    _ action: PlaybackAction, as command: String? = nil
  ) async throws(CommandError) -> [CommandEvent] {
    do throws(PlayerDeviceError) {
      switch try playback.begin(action, at: environment.clock.now, on: player) {
      case .done(let notices): return events(of: notices)
      case .send(let sending):
        let batches: [PlayerEventBatch]
        do throws(PlayerDeviceError) {
          batches = try await player.send(sending.command, at: playback.now)
        } catch {
          playback.abandon(sending)
          throw error
        }
        return events(of: playback.finish(sending, batches: batches, on: player))
      }
    } catch {
      throw Self.playbackError(error, in: action, as: command)
    }
  }

  /// Changes a playback setting (`set latency 300ms`); returns the events it caused.
  ///
  /// Settings never reach the device's `send`, so this needs no `await`.
  func change(_ setting: PlaybackSetting) throws(CommandError) -> [CommandEvent] {
    let action = PlaybackAction.set(setting)
    do throws(PlayerDeviceError) {
      guard
        case .done(let notices) = try playback.begin(action, at: environment.clock.now, on: player)
      else { return [] }
      return events(of: notices)
    } catch {
      throw Self.playbackError(error, in: action)
    }
  }

  /// Refuses to play library items unless Apple Music access is authorized, as the app's gate
  /// does and every library read does (`auth deny`); `command` names the command in the line.
  func requirePlaybackAuthorization(_ command: String) throws(CommandError) {
    do throws(ServiceError) {
      try failures.authorization.check()
    } catch {
      throw CommandError("\(command): \(error)")
    }
  }

  /// A refusal as one line, after the action's first word (`next: the queue is empty`).
  private static func playbackError(
    _ error: PlayerDeviceError, in action: PlaybackAction, as command: String? = nil
  ) -> CommandError {
    let name = command ?? action.description.split(separator: " ").first.map(String.init)
    return CommandError("\(name ?? "playback"): \(error)")
  }

  private func events(of notices: [PlaybackNotice]) -> [CommandEvent] {
    notices.map { $0.event(withFields: wantsDocument) }
  }

  /// Applies every timed playback transition due by now; returns what happened.
  ///
  /// Runs before each command, after `wait`, and from the prompt's ticker (which takes the
  /// lines instead, to print them above the line being edited).
  func catchUp() -> [CommandEvent] {
    let notices = playback.advance(to: environment.clock.now, on: player)
    for report in player.takeReports() { warn(report) }
    return events(of: notices)
  }

  /// The lines timed transitions due by now produce, for printing above the prompt, after
  /// what the player said of itself (a real player lost or back).
  public func catchUpLines() -> [String] {
    let notices = playback.advance(to: environment.clock.now, on: player)
    return player.takeReports() + notices.map(\.description)
  }

  /// Takes in what playback did since the last statement and records the plays it counted, as
  /// a statement does first; for the end of a session (a track heard out before Ctrl-D).
  public func recordCountedPlays() async {
    _ = playback.advance(to: environment.clock.now, on: player)
    let plays = player.takeCountedPlays()
    if !plays.isEmpty { await record(plays) }
  }

  /// Puts the plays the player counted (`ListeningHistory`) into the library's listening
  /// history, so `ls recent` and the feed's ranking see them, and saves them in the state
  /// directory (`ListeningHistoryFile`), so later sessions see them too.
  ///
  /// Driven by the player, never by the indicator: with `set reconcile off` only what really
  /// played is recorded. Runs before every statement, so the next command sees them. Only
  /// the recording library's plays are saved (a real service's history is the API's), and
  /// not into a script's scratch state.
  func record(_ plays: [CountedPlay]) async {
    let clock = environment.clock
    let recording = environment.services.recording
    var saved: [RecentlyPlayedEntry] = []
    for play in plays {
      let date = clock.date(at: play.instant)
      try? await library.recordPlay(of: play.track, at: date)
      if let recording {
        guard await recording.isInHistory(play.track.id) else { continue }
      } else {
        // MPD keeps no history: deepcut's own is the library's.
        guard let mpd = environment.services.mpdLibrary, await mpd.isInHistory(play.track.id)
        else { continue }
      }
      // Saved with wall-clock dates, as writes are: other sessions read them later.
      let wallDate = wallClock.map { $0.wallDate(of: date, wallNow: Date()) } ?? date
      saved.append(RecentlyPlayedEntry(trackID: play.track.id, playedAt: wallDate))
    }
    // A script's own state is removed at its end, and a session reads the file only at launch:
    // saving each play there would cost a locked, synced write per play for no reader.
    guard !saved.isEmpty, !environment.state.isScratch else { return }
    do {
      try await ListeningHistoryFile.record(
        saved, identity: environment.services.identity, in: environment.state)
    } catch {
      if !listeningSaveFailed { warn("listening history not saved: \(error)") }
      listeningSaveFailed = true
    }
  }

  /// When playback changes next by itself, or `nil` when it will not (or, on a real player,
  /// when only the player knows: it says so on `arrivals()`).
  public var nextPlaybackDeadline: Instant? { playback.nextDeadline(on: player) }

  /// The indicator and the player side by side, now.
  var playbackStatus: PlaybackStatusReport {
    playback.status(of: player, at: environment.clock.now)
  }

  /// The player's queue as `queue` lists it.
  var queueListing: QueueListing { playback.queueListing(of: player) }

  /// The playback settings now (the emulator's latency on the emulator).
  var playbackSettings: PlaybackSettings { playback.settings(on: player) }
}

extension PlaybackNotice {
  /// The notice as an event: its kind in one word, its fields, and its line.
  ///
  /// The fields are only read from JSON: without `fields` the event is its line alone.
  func event(withFields fields: Bool) -> CommandEvent {
    let at = Int(instant.sinceStart.milliseconds)
    guard fields else { return CommandEvent(kind.word, message: description, at: at) }
    switch kind {
    case .nowPlaying(let track):
      return CommandEvent("nowPlaying", message: description, at: at, fields: Self.fields(track))
    case .queueEnded:
      return CommandEvent("queueEnded", message: description, at: at)
    case .playFailed(let track, let reason, let rolledBack):
      var fields = Self.fields(track)
      fields["reason"] = .text(reason)
      fields["rolledBack"] = .flag(rolledBack)
      return CommandEvent("playFailed", message: description, at: at, fields: fields)
    case .reconciled(let correction):
      let fields: [String: EventField] = [
        "reason": .text(correction.reason.word), "from": correction.from.field,
        "to": correction.to.field,
      ]
      return CommandEvent("reconciled", message: description, at: at, fields: fields)
    }
  }

  private static func fields(_ track: LibraryTrack) -> [String: EventField] {
    [
      "trackID": .text(track.id.rawValue), "title": .text(track.title),
      "artist": .text(track.artistName),
    ]
  }
}

extension IndicatorState {
  /// The indicator as an event field.
  var field: EventField {
    .indicator(
      trackID: track?.id.rawValue, title: track?.title, artist: track?.artistName,
      isPlaying: isPlaying)
  }
}

extension PlaybackNotice.Kind {
  /// The kind in one word, as events name it.
  var word: String {
    switch self {
    case .nowPlaying: "nowPlaying"
    case .queueEnded: "queueEnded"
    case .playFailed: "playFailed"
    case .reconciled: "reconciled"
    }
  }
}

extension Correction.Reason {
  /// The rule in one word, for programs (`trackEnded`, `unconfirmed`, …).
  var word: String {
    switch self {
    case .trackEnded: "trackEnded"
    case .queueEnded: "queueEnded"
    case .playFailed: "playFailed"
    case .unconfirmed: "unconfirmed"
    case .followed: "followed"
    case .enabled: "enabled"
    }
  }
}
