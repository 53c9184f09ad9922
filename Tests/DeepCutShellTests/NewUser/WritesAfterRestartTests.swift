import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// `writes` after a restart shows an earlier process's writes by the journal's dates, not by
/// that process's clock offsets (issue #28, point 9).
@Suite struct WritesAfterRestartTests {
  @Test func earlierWritesShowTheirDatesAndThisSessionsTheirOffsets() async throws {
    let first = try TestSession()
    _ = await first.run("wait 5m\nplaylist create Earlier")
    let saved = try #require(
      WriteJournal(state: first.state, identity: "sample").read { _ in }.first)
    let date = ISO8601DateFormatter().string(from: saved.date)

    let second = try TestSession(state: first.state)
    let result = await second.run("wait 1m\nplaylist create Later\nwrites")
    #expect(result.failures == 0, "\(second.stderr)")
    let rows = second.stdout.split(separator: "\n").map(String.init)
    let earlier = try #require(rows.first { $0.contains("'Earlier'") })
    let later = try #require(rows.last { $0.contains("'Later'") })
    #expect(earlier.contains(date), "\(earlier)")
    #expect(!earlier.contains("0:05:00"), "\(earlier)")
    #expect(later.contains("0:01:00.000"), "\(later)")
  }
}
