import DeepCutKit

extension Session {
  /// Performs a playback action now; returns the events it caused.
  ///
  /// A refused action (`PlaybackError`) is a one-line error and changes nothing.
  func perform(_ action: PlaybackAction) throws(CommandError) -> [CommandEvent] {
    do {
      let notices = try playback.perform(action, at: environment.clock.now)
      return notices.map { $0.event(withFields: wantsDocument) }
    } catch {
      throw CommandError(
        "\(action.description.split(separator: " ").first ?? "playback"): \(error)")
    }
  }

  /// Applies every timed playback transition due by now; returns what happened.
  ///
  /// Runs before each command, after `wait`, and from the prompt's ticker (which takes the
  /// lines instead, to print them above the line being edited).
  func catchUp() -> [CommandEvent] {
    playback.advance(to: environment.clock.now).map { $0.event(withFields: wantsDocument) }
  }

  /// The lines timed transitions due by now produce, for printing above the prompt.
  public func catchUpLines() -> [String] {
    playback.advance(to: environment.clock.now).map(\.description)
  }

  /// Puts the plays the player counted (`ListeningHistory`) into the library's listening
  /// history, so `ls recent` and the feed's ranking see them.
  ///
  /// Driven by the player, never by the indicator: with `set reconcile off` only what really
  /// played is recorded. Runs before every statement, so the next command sees them.
  func recordCountedPlays() async {
    let plays = playback.takeCountedPlays()
    guard !plays.isEmpty else { return }
    let clock = environment.clock
    for play in plays {
      try? await library.recordPlay(of: play.track, at: clock.date(at: play.instant))
    }
  }

  /// When playback changes next by itself, or `nil` when it will not.
  public var nextPlaybackDeadline: Instant? { playback.nextDeadline }

  /// The indicator and the player side by side, now.
  var playbackStatus: PlaybackStatusReport { playback.status(at: environment.clock.now) }
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
