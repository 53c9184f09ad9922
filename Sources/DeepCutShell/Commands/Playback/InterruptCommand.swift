import DeepCutKit

/// `interrupt [end]`: an incoming call takes the audio, then gives it back.
enum InterruptCommand {
  enum Action: String, CaseIterable {
    case end
  }

  static let command = Command(
    CommandSpec(
      name: "interrupt", group: .emulation,
      summary: "emulate an interruption (a phone call); 'interrupt end' resumes if it was playing",
      signature: .subcommands(Action.self, noun: "interrupt action"))
  ) { session, arguments in
    let action: PlaybackAction =
      arguments.subcommand(Action.self) == .end ? .endInterruption : .interrupt
    var output = CommandOutput()
    output.add(try await session.perform(action))
    if session.wantsDocument { output.value = session.playbackStatus }
    return output
  }
}
