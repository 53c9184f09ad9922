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
    guard !clock.isVirtual else {
      throw .unsupported("MPD plays in real time, so it cannot run on --clock virtual")
    }
    let address: MPDAddress
    do throws(MPDAddressError) {
      if let text = options.mpdAddress {
        address = try MPDAddress.parse(text)
      } else {
        address = try MPDAddress.fromEnvironment(environment)
      }
    } catch {
      throw .unsupported(error.description)
    }
    let source: TrackLocator.Source
    if let mpd = services.mpdLibrary {
      source = .mpdLibrary(mpd.uris)
    } else if let file = options.libraryFile {
      switch LibraryLocations.read(path: file) {
      case .success(let locations): source = .library(locations)
      case .failure(let error): throw .unsupported(error.description)
      }
    } else {
      source = .sampleLayout
    }
    return try MPDPlayer(
      address: address, clock: clock, source: source, musicDirectory: options.musicDirectory,
      rules: options.maps)
  }
}
