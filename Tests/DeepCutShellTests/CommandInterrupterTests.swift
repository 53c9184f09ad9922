import DeepCutShell
import Testing

/// A stop reaches the command it was meant for, whenever it comes: before the command has
/// started, or as it starts; and never the command after.
@Suite struct CommandInterrupterTests {
  /// What the command saw: cancelled or not.
  private static func command() async -> Outcome {
    Task.isCancelled ? .cancelled : .success
  }

  @Test func aStopBeforeTheCommandStartsCancelsIt() async {
    let interrupter = CommandInterrupter()
    interrupter.accept()
    #expect(interrupter.interrupt())
    #expect(await interrupter.run { await Self.command() } == .cancelled)
  }

  /// The command can start before `run` has registered it; a stop it causes at once (watch's
  /// first line on screen, Enter typed) still finds it.
  @Test func aStopAsTheCommandStartsCancelsIt() async {
    let interrupter = CommandInterrupter()
    for _ in 0..<200 {
      interrupter.accept()
      let outcome = await interrupter.run {
        guard interrupter.interrupt() else { return .failure("the stop found no command") }
        return await Self.command()
      }
      #expect(outcome == .cancelled)
    }
  }

  @Test func aStopAtThePromptStopsNothing() async {
    let interrupter = CommandInterrupter()
    #expect(!interrupter.interrupt())
    interrupter.accept()
    #expect(await interrupter.run { await Self.command() } == .success)
    #expect(!interrupter.interrupt())
  }

  /// A stop after a line that ran nothing (a blank one) is not kept for the next line.
  @Test func aStopForALineThatRanNothingIsDropped() async {
    let interrupter = CommandInterrupter()
    interrupter.accept()
    interrupter.interrupt()
    interrupter.accept()
    #expect(await interrupter.run { await Self.command() } == .success)
  }
}
