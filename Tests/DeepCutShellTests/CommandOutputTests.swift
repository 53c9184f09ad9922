import Testing

@testable import DeepCutShell

/// A command's output is rendered once: its parts in order as text, or its events and then its
/// one document as JSON; warnings go to stderr either way.
@Suite struct CommandOutputTests {
  private var output: CommandOutput {
    var output = CommandOutput(["answer": 42])
    output.add([CommandEvent("nowPlaying", message: "♪ now playing: X")])
    output.say("first line")
    output.say(Table([.init("a"), .init("b", .right)], rows: [["x", "1"]]))
    output.warn("careful")
    return output
  }

  @Test func textShowsThePartsInOrder() async throws {
    let test = try TestSession()
    await test.session.render(output, json: false)
    #expect(test.stdout == "♪ now playing: X\nfirst line\na  b\nx  1\n")
    #expect(test.stderr == "warning: careful\n")
  }

  @Test func jsonShowsTheEventsThenOneDocument() async throws {
    let test = try TestSession()
    await test.session.render(output, json: true)
    #expect(
      test.stdout
        == #"{"event":"nowPlaying","message":"♪ now playing: X"}"# + "\n" + #"{"answer":42}"# + "\n"
    )
    #expect(test.stderr == "warning: careful\n")
  }

  @Test func aCommandWithoutADocumentPrintsNoJSON() async throws {
    let test = try TestSession()
    var quiet = CommandOutput()
    quiet.say("only for people")
    await test.session.render(quiet, json: true)
    #expect(test.stdout.isEmpty)
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
