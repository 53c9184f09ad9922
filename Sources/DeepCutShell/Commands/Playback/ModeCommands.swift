import DeepCutKit

extension CommandSpec {
  /// `repeat off|one|all`.
  static let repeatMode = CommandSpec(
    name: "repeat", group: .playback,
    usage: ["repeat off|one|all"],
    summary: "repeat nothing, the current track, or the whole queue",
    complete: { request in
      request.arguments.isEmpty ? .word(request, RepeatMode.allCases.map(\.rawValue)) : nil
    },
    run: { session, invocation in
      guard let word = invocation[0] else { throw CommandError("repeat off, one or all?") }
      let name = try Keyword.match(
        word, among: RepeatMode.allCases.map(\.rawValue), what: "repeat mode")
      guard let mode = RepeatMode(rawValue: name) else { return }
      try session.perform(.setRepeat(mode))
      session.result(["repeat": mode.rawValue])
      session.say("repeat \(mode.rawValue)")
    })

  /// `shuffle on|off`.
  static let shuffle = CommandSpec(
    name: "shuffle", group: .playback,
    usage: ["shuffle on|off"],
    summary: "shuffle the queue (seeded: the same order every run; 'set seed N' changes it)",
    complete: { request in request.arguments.isEmpty ? .word(request, ["on", "off"]) : nil },
    run: { session, invocation in
      guard let word = invocation[0] else { throw CommandError("shuffle on or off?") }
      let on = try SettingSpec.parseSwitch(word, setting: "shuffle")
      try session.perform(.setShuffle(on))
      session.result(["shuffle": on ? "on" : "off"])
      session.say("shuffle \(on ? "on" : "off")")
    })
}
