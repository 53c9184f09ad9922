import Testing

@testable import DeepCutShell

/// A command's output is rendered once: its parts in order as text, or exactly one JSON
/// document holding its value and its events as fields; warnings go to stderr either way.
@Suite struct CommandOutputTests {
  private var output: CommandOutput {
    var output = CommandOutput(["answer": 42])
    output.add([
      CommandEvent(
        "nowPlaying", message: "♪ now playing: X", at: 1500, fields: ["title": .text("X")])
    ])
    output.say("first line")
    output.say(Table([.init("a"), .init("b", .right)], rows: [["x", "1"]]))
    output.warn("careful")
    return output
  }

  @Test func textShowsThePartsInOrder() async throws {
    let test = try TestSession()
    await test.session.render(output, json: false, command: "test")
    #expect(test.stdout == "♪ now playing: X\nfirst line\na  b\nx  1\n")
    #expect(test.stderr == "warning: careful\n")
  }

  @Test func jsonIsOneDocumentWithTheEventsAsFields() async throws {
    let test = try TestSession()
    await test.session.render(output, json: true, command: "test")
    #expect(
      test.stdout
        == #"{"command":"test","events":[{"at":1500,"event":"nowPlaying","title":"X"}],"#
        + #""result":{"answer":42}}"# + "\n")
    #expect(test.stderr == "warning: careful\n")
  }

  @Test func aCommandWithoutAValueStillPrintsItsOneDocument() async throws {
    let test = try TestSession()
    var quiet = CommandOutput()
    quiet.say("only for people")
    await test.session.render(quiet, json: true, command: "quiet")
    #expect(test.stdout == #"{"command":"quiet","events":[],"result":null}"# + "\n")
  }

  @Test func aFailingCommandShowsOnlyItsError() async throws {
    let test = try TestSession()
    let result = await test.run("queue remove e9")
    #expect(result.failures == 1)
    #expect(test.stdout.isEmpty)
    #expect(
      test.stderr
        == "test.deepcut:1: error: no queue entry 'e9' (the queue is empty; see 'queue')\n")
  }
}
