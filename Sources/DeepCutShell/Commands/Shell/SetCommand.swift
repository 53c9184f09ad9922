/// `set [name [value]]`: shows or changes the session's settings.
enum SetCommand {
  static let name = Argument<SettingSpec?>.optional(
    "name", .word, .words(Settings.all.map(\.name))
  ) { text throws(CommandError) in
    let key = try Keyword.match(text, among: Settings.all.map(\.name), what: "setting")
    guard let setting = Settings.all.first(where: { $0.name == key }) else {
      throw CommandError("unknown setting '\(text)'")
    }
    return setting
  }
  static let value = Argument<String?>.optionalText(
    "value",
    .computed { before, _ in
      .words(Settings.all.first { $0.name == before.first }?.values ?? [])
    })

  static let command = Command(
    CommandSpec(
      name: "set", group: .shell,
      summary: "show or change settings (latency, reconcile, json, ...)",
      details: "With no arguments, every setting and its value; with a name, that one.",
      examples: ["set", "set json on"],
      signature: Signature([name.spec, value.spec]),
      usage: ["set", "set <name>", "set <name> <value>"], isQuery: true)
  ) { session, arguments in
    guard let setting = arguments[Self.name] else {
      let rows = Settings.all.map { [$0.name, $0.get(session), $0.summary] }
      var output = CommandOutput(
        Dictionary(uniqueKeysWithValues: Settings.all.map { ($0.name, $0.get(session)) }))
      output.say(Table([.init("setting"), .init("value"), .init("meaning")], rows: rows))
      return output
    }
    var output = CommandOutput()
    if let value = arguments[Self.value] {
      output.add(try setting.set(session, value))
    }
    output.value = [setting.name: setting.get(session)]
    output.say("\(setting.name) = \(setting.get(session))")
    return output
  }
}
