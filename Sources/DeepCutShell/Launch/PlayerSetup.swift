import DeepCutKit

extension Services {
  /// The services with the player `options` chose: the emulator needs nothing (each session
  /// makes its own); MPD is built once, here, by `PlayerSetup.mpd`.
  ///
  /// A player that cannot be had is one line (exit status 2), and nothing starts.
  public func applyingPlayer(
    _ options: PlayerOptions, environment: [String: String], clock: any SessionClock
  ) throws(UsageError) -> Services {
    guard options.choice == .mpd else { return self }
    var services = self
    do throws(PlayerDeviceError) {
      services.player = try PlayerSetup.mpd(
        options: options, environment: environment, services: self, clock: clock)
    } catch {
      throw UsageError("--player mpd: \(error)")
    }
    return services
  }
}

/// Builds the real players `--player` can choose.
enum PlayerSetup {
  /// The MPD player for `--player mpd`: found through `MPD_HOST`/`MPD_PORT` as mpc finds it, its
  /// events on the session's `clock`, its tracks mapped from the library in `services`.
  static func mpd(
    options: PlayerOptions, environment: [String: String], services: Services,
    clock: any SessionClock
  ) throws(PlayerDeviceError) -> any PlayerDevice {
    throw .unsupported("deepcut was built without the MPD player")
  }
}
