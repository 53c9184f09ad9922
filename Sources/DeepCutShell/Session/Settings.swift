/// Every setting `set` knows, in the order it lists them.
public enum Settings {
  public static let all: [SettingSpec] = [json, keepGoing]

  static let json = SettingSpec(
    name: "json", summary: "print one JSON document per command", values: ["on", "off"],
    get: { session in session.jsonByDefault ? "on" : "off" },
    set: { session, value throws(CommandError) in
      session.jsonByDefault = try SettingSpec.parseSwitch(value, setting: "json")
    })

  static let keepGoing = SettingSpec(
    name: "keep-going", summary: "scripts continue after a failing command", values: ["on", "off"],
    get: { session in session.keepGoing ? "on" : "off" },
    set: { session, value throws(CommandError) in
      session.keepGoing = try SettingSpec.parseSwitch(value, setting: "keep-going")
    })
}
