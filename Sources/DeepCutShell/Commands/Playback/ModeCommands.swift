import DeepCutKit

/// `repeat off|one|all`.
enum RepeatCommand {
  static let mode = Argument<RepeatMode>.choice(
    "mode", what: "repeat mode", missing: "repeat off, one or all?")

  static let command = Command(
    CommandSpec(
      name: "repeat", group: .playback,
      summary: "repeat nothing, the current track, or the whole queue",
      signature: Signature([mode.spec]))
  ) { session, arguments in
    let mode = arguments[Self.mode]
    var output = CommandOutput(["repeat": mode.rawValue])
    output.add(try await session.perform(.setRepeat(mode)))
    output.say("repeat \(mode.rawValue)")
    return output
  }
}

/// `shuffle on|off`.
enum ShuffleCommand {
  static let on = Argument<Bool>.required(
    "on|off", .word, .words(["on", "off"]), missing: "shuffle on or off?"
  ) { text throws(CommandError) in try SettingSpec.parseSwitch(text, setting: "shuffle") }

  static let command = Command(
    CommandSpec(
      name: "shuffle", group: .playback,
      summary: "shuffle the queue (seeded: the same order every run; 'set seed N' changes it)",
      signature: Signature([on.spec]))
  ) { session, arguments in
    let on = arguments[Self.on]
    var output = CommandOutput(["shuffle": on ? "on" : "off"])
    output.add(try await session.perform(.setShuffle(on)))
    output.say("shuffle \(on ? "on" : "off")")
    return output
  }
}
