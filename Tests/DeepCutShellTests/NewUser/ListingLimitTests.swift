import DeepCutKit
import Testing

@testable import DeepCutShell

/// `--limit N` cuts every listing that accepts it to N rows, and `more` shows the next N
/// (issue #28: `ls recent --limit 1` printed ten rows, `ls queue --limit 2` the whole queue).
@Suite struct ListingLimitTests {
  /// The rows of a table in `text`: lines that start with a row number (after the spaces
  /// and the status mark before it).
  static func rowNumbers(_ text: String) -> [Int] {
    text.split(separator: "\n").compactMap { line in
      Int(line.drop(while: { !$0.isNumber && !$0.isLetter }).prefix(while: \.isNumber))
    }
  }

  @Test func recentShowsTheLimitThenMoreTheNext() async throws {
    let test = try TestSession()
    _ = await test.run("ls recent --limit 1")
    #expect(Self.rowNumbers(test.stdout) == [1], "\(test.stdout)")
    #expect(test.stdout.hasSuffix("showing 1–1; 'more' for the next page\n"), "\(test.stdout)")
    let next = try TestSession()
    // 12 is more than a page of the service (10): the rows come from two of its pages.
    _ = await next.run("ls recent --limit 12\nmore")
    #expect(Self.rowNumbers(next.stdout) == Array(1...24), "\(next.stdout)")
    #expect(next.stdout.contains("showing 13–24; 'more' for the next page"))
  }

  @Test func recentRowsAreNumberedForPlay() async throws {
    let test = try TestSession()
    _ = await test.run("ls recent --limit 3\nmore\nplay 5")
    // Row 5 of the sample's history is Digital Love (the second page's second row).
    #expect(test.stdout.contains("now playing: Digital Love — Daft Punk"), "\(test.stdout)")
  }

  @Test func recentWithoutALimitKeepsTheServicePages() async throws {
    let test = try TestSession()
    _ = await test.run("ls recent")
    #expect(Self.rowNumbers(test.stdout) == Array(1...10))
    #expect(test.stdout.hasSuffix("showing 1–10; 'more' for the next page\n"))
  }

  @Test func aFilterThatMatchesNothingSaysSoWithoutARange() async throws {
    let test = try TestSession()
    _ = await test.run("ls recent zzzz --limit 5")
    #expect(!test.stdout.contains("–"), "\(test.stdout)")
    #expect(test.stdout == "nothing in recently played matches 'zzzz'\n", "\(test.stdout)")
  }

  @Test func queueShowsTheLimitThenMoreTheNext() async throws {
    let test = try TestSession()
    _ = await test.run("play Late Night Drive\nls queue --limit 4\nmore\nmore")
    let lines = test.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("showing 1–4 of 10 queue entries; 'more' for the next 4"), "\(lines)")
    #expect(lines.contains("showing 5–8 of 10 queue entries; 'more' for the next 2"))
    #expect(lines.contains("showing 9–10 of 10 queue entries (the end)"))
    #expect(Self.rowNumbers(test.stdout) == Array(1...10), "\(test.stdout)")
  }

  @Test func aLimitAboveTheCountShowsAllWithTheSummary() async throws {
    let test = try TestSession()
    _ = await test.run("play Late Night Drive\nls queue --limit 50")
    #expect(test.stdout.hasSuffix("10 entries · repeat off · shuffle off\n"), "\(test.stdout)")
  }
}
