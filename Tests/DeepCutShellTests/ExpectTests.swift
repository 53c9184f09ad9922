import Testing

@testable import DeepCutShell

@Suite struct ExpectTests {
  private func parse(_ line: String) throws -> Assertion {
    try Assertion.parse(try Tokenizer.statements(in: line)[0].words)
  }

  @Test func grammar() throws {
    #expect(try parse("fail lsx") == .fails([Word("lsx")]))
    #expect(
      try parse("output contains Acid Bath")
        == .text(.output, .init(op: .contains, negated: false, value: "Acid Bath")))
    #expect(
      try parse("output not empty") == .text(.output, .init(op: .empty, negated: true, value: "")))
    #expect(
      try parse("error matches ^unknown")
        == .text(.error, .init(op: .matches, negated: false, value: "^unknown")))
    guard
      case .query(let statement, let path, let check) = try parse("status player.status == stopped")
    else {
      Issue.record("expected a query")
      return
    }
    #expect(statement.values == ["status"])
    #expect(path == ["player", "status"])
    #expect(check == .init(op: .equals, negated: false, value: "stopped"))
    guard
      case .query(let quoted, _, let inequality) = try parse(
        #"expect "cuts 'acid bath'" total != 3"#.dropFirst(7).description)
    else {
      Issue.record("expected a query")
      return
    }
    #expect(quoted.values == ["cuts", "acid bath"])
    #expect(inequality == .init(op: .equals, negated: true, value: "3"))
  }

  @Test(arguments: [
    "", "output", "output frobnicates x", "output contains", "status path", "fail",
    "output empty x",
  ])
  func grammarErrorsShowTheForms(line: String) {
    #expect(throws: CommandError.self) { try parse("x " + line).self }
    do {
      _ = try Assertion.parse(
        try Tokenizer.statements(in: "x " + line)[0].words.dropFirst().map { $0 })
      Issue.record("'\(line)' should not parse")
    } catch let error as CommandError {
      #expect(error.message.contains("forms: expect fail CMD"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func operatorsHoldOrNot() throws {
    func holds(_ op: Assertion.Operator, _ text: String, _ value: String, negated: Bool = false)
      throws -> Bool
    {
      try ExpectCheck.holds(.init(op: op, negated: negated, value: value), text: text, json: nil)
    }
    #expect(try holds(.contains, "Acid Bath\nAcid Jazz", "Bath"))
    #expect(try !holds(.contains, "Acid Bath", "bath"))
    #expect(try holds(.contains, "Acid Bath", "Jazz", negated: true))
    #expect(try holds(.matches, "41 artists\nmore", "^4[0-9] artists$"))
    #expect(try holds(.equals, " stopped\n", "stopped"))
    #expect(try holds(.less, "3", "10"))
    #expect(try !holds(.greaterOrEqual, "3", "10"))
    #expect(try !holds(.less, "three", "10"))
    #expect(try holds(.empty, "  \n", ""))
    #expect(throws: CommandError("'<' compares numbers; 'x' is not one")) {
      try holds(.less, "3", "x")
    }
    #expect(throws: CommandError("'(' is not a valid regular expression")) {
      try holds(.matches, "3", "(")
    }
  }

  @Test func aFailedExpectationShowsExpectedAndActual() async throws {
    let test = try TestSession()
    let result = await test.run("echo hello world\nexpect output contains goodbye\n")
    #expect(result.exitStatus == 1)
    #expect(
      test.stderr == """
        test.deepcut:2: error: expectation failed: expect output contains goodbye
          expected: contains goodbye
          actual:   hello world

        """)
  }

  @Test func expectationsLookAtThePreviousCommandNotAtEachOther() async throws {
    let test = try TestSession()
    let result = await test.run(
      """
      echo alpha beta
      expect output contains alpha
      expect output contains beta
      expect output not contains gamma
      expect output matches ^alpha
      """)
    #expect(result.exitStatus == 0, "\(test.stderr)")
  }

  @Test func expectFailAndTheErrorMessage() async throws {
    let test = try TestSession()
    #expect(
      await test.run("expect fail lsx\nexpect error contains \"unknown command 'lsx'\"\n")
        .exitStatus == 0)
    test.output.reset()
    let result = await test.run("expect fail echo fine\n")
    #expect(result.exitStatus == 1)
    #expect(test.stderr.contains("expected: 'echo fine' fails"))
    #expect(test.stderr.contains("actual:   it succeeded"))
  }

  @Test func queriesReadACommandsJSONSilently() async throws {
    let test = try TestSession()
    let result = await test.run(
      """
      wait 1:30
      expect clock elapsed is 0:01:30.000
      expect clock elapsedMilliseconds >= 90000
      expect clock clock is virtual
      expect "help echo" usage.0 contains echo
      expect help count > 5
      """)
    #expect(result.exitStatus == 0, "\(test.stderr)")
    #expect(test.stdout == "")
  }

  @Test func onlyQueriesMayBeExpected() async throws {
    let test = try TestSession()
    #expect(await test.run("expect wait x is y").exitStatus == 1)
    #expect(test.stderr.contains("expect can only query"))
    test.output.reset()
    #expect(await test.run("expect clock nothing.here is 1").exitStatus == 1)
    #expect(test.stderr.contains("actual:   (no value at nothing.here)"))
  }
}
