import DeepCutKit

/// Every setting `set` knows, in the order it lists them.
public enum Settings {
  public static let all: [SettingSpec] = [
    json, keepGoing, pager, latency, reconcile, window, delay, seed, catalogLatency,
    catalogLookup, feedGuard, catalog, offline,
  ]

  static let catalogLookup = keyword(
    "catalog-lookup", \.lookup, what: "catalog lookup",
    summary: "how the feed asks the catalog: catalog-links, or library-ids (the app's old bug)")

  static let feedGuard = keyword(
    "feed-guard", \.feedGuard, what: "feed guard",
    summary: "when an empty refresh is an error: new, or old (the app's 'did every artist fail?')")

  /// A setting that picks one case of a String enum kept in the session's catalog state (any
  /// unique prefix of its name).
  private static func keyword<Value: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<CatalogState, Value> & Sendable, what: String,
    summary: String
  ) -> SettingSpec where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue)
    return SettingSpec(
      name: name, summary: summary, values: names,
      get: { session in session.catalogs[keyPath: keyPath].rawValue },
      set: { session, value throws(CommandError) in
        let key = try Keyword.match(value, among: names, what: what)
        if let choice = Value(rawValue: key) { session.catalogs[keyPath: keyPath] = choice }
        return []
      })
  }

  static let pager = SettingSpec(
    name: "pager",
    summary: "show output taller than the terminal through $PAGER (default less -FRX)",
    values: ["on", "off"],
    get: { session in session.capture.paging ? "on" : "off" },
    set: { session, value throws(CommandError) in
      session.capture.paging = try SettingSpec.parseSwitch(value, setting: "pager")
      return []
    })

  static let catalog = SettingSpec(
    name: "catalog", summary: "where discographies come from (musicbrainz, or simulated/sample)",
    values: CatalogChoice.allCases.map(\.rawValue),
    get: { session in session.catalogChoice.rawValue },
    set: { session, value throws(CommandError) in
      let services = session.environment.services
      let available = [services.baseCatalog] + (services.musicBrainz == nil ? [] : [.musicbrainz])
      guard let choice = CatalogChoice(rawValue: value.lowercased()), available.contains(choice)
      else {
        throw CommandError(
          "catalog is \(available.map(\.rawValue).joined(separator: " or ")) here, not '\(value)'")
      }
      session.choose(choice)
      return []
    })

  static let offline = SettingSpec(
    name: "offline", summary: "MusicBrainz from the cache only, never the network",
    values: ["on", "off"],
    get: { session in
      session.environment.services.musicBrainz?.settings.offline == true ? "on" : "off"
    },
    set: { session, value throws(CommandError) in
      let on = try SettingSpec.parseSwitch(value, setting: "offline")
      guard let musicBrainz = session.environment.services.musicBrainz else {
        throw CommandError("offline applies to MusicBrainz, which this session cannot use")
      }
      musicBrainz.settings.offline = on
      return []
    })

  static let catalogLatency = SettingSpec(
    name: "catalog-latency",
    summary: "simulated time each catalog page takes (see refresh progress, try Ctrl-C)",
    values: ["0s", "50ms", "250ms"],
    get: { session in DurationText.compact(session.catalogLatency) },
    set: { session, value throws(CommandError) in
      guard let duration = DurationText.parse(value) else {
        throw CommandError("catalog-latency is a duration such as 50ms, not '\(value)'")
      }
      session.catalogLatency = duration
      return []
    })

  static let latency = duration(
    "latency", summary: "how long the emulated player takes to start a track",
    get: { $0.latency }, make: { .latency($0) })

  static let window = duration(
    "window", summary: "how long the indicator waits for the player to confirm an intent",
    get: { $0.confirmWindow }, make: { .confirmWindow($0) })

  static let delay = duration(
    "delay", summary: "how long the app takes to observe a player event (makes stale events)",
    get: { $0.observationDelay }, make: { .observationDelay($0) })

  static let reconcile = SettingSpec(
    name: "reconcile",
    summary: "settle the indicator on the player's truth (off: the app's old bug)",
    values: ["on", "off"],
    get: { session in session.playbackSettings.reconcile ? "on" : "off" },
    set: { session, value throws(CommandError) in
      let on = try SettingSpec.parseSwitch(value, setting: "reconcile")
      return try session.change(.reconcile(on))
    })

  static let seed = SettingSpec(
    name: "seed", summary: "the seed of the next 'shuffle on' (same seed, same order)",
    get: { session in String(session.playbackSettings.shuffleSeed) },
    set: { session, value throws(CommandError) in
      guard let seed = UInt64(value) else {
        throw CommandError("seed is a whole number from 0, not '\(value)'")
      }
      return try session.change(.shuffleSeed(seed))
    })

  /// A playback setting that takes a duration (`set latency 300ms`).
  private static func duration(
    _ name: String, summary: String, get: @escaping @Sendable (PlaybackSettings) -> Duration,
    make: @escaping @Sendable (Duration) -> PlaybackSetting
  ) -> SettingSpec {
    SettingSpec(
      name: name, summary: summary, values: ["0s", "250ms", "2s"],
      get: { session in DurationText.compact(get(session.playbackSettings)) },
      set: { session, value throws(CommandError) in
        guard let duration = DurationText.parse(value) else {
          throw CommandError("\(name) is a duration such as 300ms or 2s, not '\(value)'")
        }
        return try session.change(make(duration))
      })
  }

  static let json = SettingSpec(
    name: "json", summary: "print one JSON document per command", values: ["on", "off"],
    get: { session in session.jsonByDefault ? "on" : "off" },
    set: { session, value throws(CommandError) in
      session.jsonByDefault = try SettingSpec.parseSwitch(value, setting: "json")
      return []
    })

  static let keepGoing = SettingSpec(
    name: "keep-going", summary: "scripts continue after a failing command", values: ["on", "off"],
    get: { session in session.keepGoing ? "on" : "off" },
    set: { session, value throws(CommandError) in
      session.scripts.keepGoing = try SettingSpec.parseSwitch(value, setting: "keep-going")
      return []
    })
}
