import DeepCutKit

extension Session {
  /// Performs a playback action now; returns the events it caused.
  ///
  /// A refused action (`PlaybackError`) is a one-line error and changes nothing.
  func perform(_ action: PlaybackAction) throws(CommandError) -> [CommandEvent] {
    do {
      return try playback.perform(action, at: environment.clock.now).map(\.event)
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
    playback.advance(to: environment.clock.now).map(\.event)
  }

  /// The lines timed transitions due by now produce, for printing above the prompt.
  public func catchUpLines() -> [String] {
    playback.advance(to: environment.clock.now).map(\.description)
  }

  /// When playback changes next by itself, or `nil` when it will not.
  public var nextPlaybackDeadline: Instant? { playback.nextDeadline }

  /// The indicator and the player side by side, now.
  var playbackStatus: PlaybackStatusReport { playback.status(at: environment.clock.now) }
}

extension PlaybackNotice {
  /// The notice as an event: its kind in one word, and its line.
  var event: CommandEvent {
    let name =
      switch kind {
      case .nowPlaying: "nowPlaying"
      case .queueEnded: "queueEnded"
      case .playFailed: "playFailed"
      case .reconciled: "reconciled"
      }
    return CommandEvent(name, message: description)
  }
}
