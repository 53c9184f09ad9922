import DeepCutKit
import Testing

@testable import DeepCutShell

/// Big listings come `--limit N` at a time with `more`; typos in options and values get a
/// "did you mean"; transport commands say the status they lead to.
@Suite struct LimitAndTypoTests {
  @Test func limitThenMoreUntilTheEnd() async throws {
    let test = try TestSession()
    _ = await test.run("ls playlists --limit 3\nmore\nmore\nmore")
    let lines = test.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains { $0.hasPrefix("showing 1–3 of 8") && $0.hasSuffix("'more' for the next 3") })
    #expect(lines.contains { $0.hasPrefix("showing 4–6 of 8") })
    #expect(lines.contains { $0 == "showing 7–8 of 8 playlists (the end)" })
    // Past the end, more says the listing ended (not that ls recent starts again).
    #expect(lines.last == "nothing more to show (that listing has ended)")
  }

  @Test func limitedJSONHoldsThePageOnly() async throws {
    let test = try TestSession(json: true)
    _ = await test.run("ls tracks --limit 3\nmore")
    let documents = test.stdout.split(separator: "\n")
    #expect(documents.count == 2)
    for document in documents {
      #expect(document.components(separatedBy: "\"durationMilliseconds\"").count - 1 == 3)
    }
  }

  @Test(arguments: [
    (
      "ls tracks --limt 3",
      "unknown option '--limit'".replacingOccurrences(of: "limit", with: "limt")
    ),
    ("ls artists --jsn", "(did you mean '--json'?)"),
    ("cuts acid bath --types singel", "did you mean 'single'?"),
    ("ls tracks --limit 0", "--limit takes a number of entries above 0, not '0'"),
  ])
  func typosGetSuggestions(line: String, message: String) async throws {
    let test = try TestSession()
    _ = await test.run(line)
    #expect(test.stderr.contains(message), "\(test.stderr)")
  }

  /// pause, stop, next and previous print the status they lead to, in one line (mpc's way).
  @Test func transportCommandsSayWhereTheyLed() async throws {
    let test = try TestSession()
    _ = await test.run("play When the Kite String Pops\nwait 10s\npause\nnext\nprevious\nstop")
    let lines = test.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("‖ paused  The Blue — Acid Bath  0:10/6:34  #1/12"))
    #expect(lines.contains("‖ paused  Tranquilized — Acid Bath  0:00/4:16  #2/12"))
    #expect(lines.contains("‖ paused  The Blue — Acid Bath  0:00/6:34  #1/12"))
    #expect(lines.last == "■ stopped  The Blue — Acid Bath  0:00/6:34  #1/12")
  }
}
