extension CommandSpec {
  /// `set [name [value]]`: shows or changes the session's settings.
  static let set = CommandSpec(
    name: "set", group: .shell,
    usage: ["set", "set <name>", "set <name> <value>"],
    summary: "show or change settings (latency, reconcile, json, ...)",
    details: "With no arguments, every setting and its value; with a name, that one.",
    examples: ["set", "set json on"],
    isQuery: true,
    complete: { request in
      switch request.arguments.count {
      case 0: return .word(request, Settings.all.map(\.name))
      case 1:
        return .word(request, Settings.all.first { $0.name == request.arguments[0] }?.values ?? [])
      default: return nil
      }
    },
    run: { session, invocation in
      guard let name = invocation[0] else {
        let rows = Settings.all.map { [$0.name, $0.get(session), $0.summary] }
        session.result(
          Dictionary(uniqueKeysWithValues: Settings.all.map { ($0.name, $0.get(session)) }))
        session.say(Table([.init("setting"), .init("value"), .init("meaning")], rows: rows))
        return
      }
      let key = try Keyword.match(name, among: Settings.all.map(\.name), what: "setting")
      guard let setting = Settings.all.first(where: { $0.name == key }) else { return }
      guard let value = invocation.rest(from: 1) else {
        session.result([setting.name: setting.get(session)])
        session.say("\(setting.name) = \(setting.get(session))")
        return
      }
      try setting.set(session, value)
      session.result([setting.name: setting.get(session)])
      session.say("\(setting.name) = \(setting.get(session))")
    })
}
