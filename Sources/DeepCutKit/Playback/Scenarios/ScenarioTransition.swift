/// One change a scenario observed: the status, the track and the position right after it, and
/// when, from the scenario's start.
public struct ScenarioTransition: Hashable, Sendable, CustomStringConvertible {
  public var at: Duration
  public var status: PlaybackStatus
  /// The current track's title (`t1`, …), `nil` with none.
  public var track: String?
  public var position: Duration

  public init(at: Duration, status: PlaybackStatus, track: String?, position: Duration) {
    self.at = at
    self.status = status
    self.track = track
    self.position = position
  }

  /// Where this state has moved the position by `instant` if it is still on `track`: a batch
  /// that says nothing of the position (a queue change, a mode) leaves it where it was going.
  func position(at instant: Duration, on track: String?) -> Duration {
    guard track == self.track else { return .zero }
    return status.isPlaying ? position + (instant - at) : position
  }

  public var description: String {
    "\(Self.seconds(at)) \(status.symbol) \(track ?? "-") @\(Self.seconds(position))"
  }

  /// `1.25s`, to the hundredth.
  static func seconds(_ duration: Duration) -> String {
    let hundredths = Int((duration / .milliseconds(10)).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)s"
  }

  /// The observations that are transitions.
  ///
  /// A transition is a change of status or track, or a jump of the position (a restart, a
  /// seek) of more than `tolerance` from where it would have moved. Repeated reports of the same state (MPD sends two `player` events per start) drop out.
  public static func transitions(
    of observations: [ScenarioTransition], tolerance: Duration = .milliseconds(300)
  ) -> [ScenarioTransition] {
    var kept: [ScenarioTransition] = []
    for observation in observations {
      guard let last = kept.last else {
        kept.append(observation)
        continue
      }
      if observation.status != last.status || observation.track != last.track {
        kept.append(observation)
        continue
      }
      let drift = observation.position - last.position(at: observation.at, on: last.track)
      if drift > tolerance || drift < .zero - tolerance { kept.append(observation) }
    }
    return kept
  }
}
