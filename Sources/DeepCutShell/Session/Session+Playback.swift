import DeepCutKit

extension Session {
  /// Performs a playback action now and announces what it caused.
  ///
  /// A refused action (`PlaybackError`) is a one-line error and changes nothing.
  func perform(_ action: PlaybackAction) throws(CommandError) {
    do {
      let notices = try playback.perform(action, at: environment.clock.now)
      announce(notices)
    } catch {
      throw CommandError(
        "\(action.description.split(separator: " ").first ?? "playback"): \(error)")
    }
  }

  /// Applies every timed playback transition due by now and announces it.
  ///
  /// Runs before each command, after `wait`, and from the prompt's ticker (which takes the
  /// lines instead, to print them above the line being edited).
  public func catchUp() {
    announce(playback.advance(to: environment.clock.now))
  }

  /// The lines timed transitions due by now produce, for printing above the prompt.
  public func catchUpLines() -> [String] {
    playback.advance(to: environment.clock.now).map(\.description)
  }

  /// When playback changes next by itself, or `nil` when it will not.
  public var nextPlaybackDeadline: Instant? { playback.nextDeadline }

  func announce(_ notices: [PlaybackNotice]) {
    for notice in notices {
      announce(notice.description, event: notice.eventName)
    }
  }
}

extension PlaybackNotice {
  /// The notice's kind in one word, for `{"event": …}` documents.
  var eventName: String {
    switch kind {
    case .nowPlaying: "nowPlaying"
    case .queueEnded: "queueEnded"
    case .playFailed: "playFailed"
    case .reconciled: "reconciled"
    }
  }
}
