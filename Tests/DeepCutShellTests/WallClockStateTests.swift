import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// What a virtual-clock script saves in a state directory carries wall-clock dates, while the
/// script itself still prints its virtual ones (issue #13, point 12).
@Suite struct WallClockStateTests {
  @Test func savedFeedChecksAndWritesCarryWallClockDates() async throws {
    let before = Date().addingTimeInterval(-1)
    let test = try TestSession()
    let result = await test.run(
      """
      discover refresh --batch 3
      wait 3h
      discover
      expect output contains "checked 2026-01-01 00:00"
      cuts acid bath
      add 1 to "Crate Digging"
      """)
    #expect(result.failures == 0, "\(test.stderr)")
    let after = Date().addingTimeInterval(1)
    let data = try #require(try test.state.read(FeedCacheCodec.fileName(for: "sample")))
    let cache = try FeedCacheCodec.decode(data, identity: "sample")
    let checks = cache.entries.values.compactMap(\.check?.date)
    #expect(checks.count == 3)
    #expect(checks.allSatisfy { (before...after).contains($0) })
    let writes = WriteJournal(state: test.state, identity: "sample").read { _ in }
    // Both writes of the one command are saved: the release, then its tracks to the playlist.
    #expect(writes.count == 2)
    // `wait 3h` took no real time, so no saved date lies in the future.
    #expect(writes.allSatisfy { (before...after).contains($0.date) })
  }
}
