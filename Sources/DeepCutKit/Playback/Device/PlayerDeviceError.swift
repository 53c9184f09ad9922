/// Why a device did not do what it was sent, in one line; a refused command changes nothing.
public enum PlayerDeviceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The command makes no sense in the player's state (the queue is empty, …).
  case invalid(PlaybackError)
  /// The device answered with an error (MPD's `ACK`): the command it refused and its message.
  case refused(command: String, message: String)
  /// The device cannot be reached (a refused connection, a hang-up), and why.
  case unreachable(String)
  /// A track cannot play on this device: its title and why (not in MPD's music directory, …).
  case cannotPlay(title: String, reason: String)
  /// The device has no such thing (`interrupt` on a real player), said as a sentence.
  case unsupported(String)

  public var description: String {
    switch self {
    case .invalid(let error): error.description
    case .refused(let command, let message): "the player refused \(command): \(message)"
    case .unreachable(let reason): "the player is unreachable: \(reason)"
    case .cannotPlay(let title, let reason): "cannot play \(title): \(reason)"
    case .unsupported(let sentence): sentence
    }
  }
}
