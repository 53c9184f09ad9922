import DeepCutKit
import Testing

/// `status` in the latency window says what `trace` says: the indicator awaits confirmation,
/// which is not yet a disagreement (issue #28, point 8).
@Suite struct StatusAwaitingTests {
  private func agreeLine(_ report: PlaybackStatusReport) -> String? {
    report.lines(width: 100).first { $0.hasPrefix("agree") }
  }

  @Test func thePendingPlayAwaitsConfirmation() throws {
    var session = PlaybackSession(settings: PlaybackSettings(latency: .milliseconds(300)))
    try session.act(.play(Fixtures.hurricane), "0s")
    let report = session.status(at: at("0.1s"))
    #expect(report.awaitsConfirmation)
    #expect(!report.agree)
    #expect(
      agreeLine(report)
        == "agree     ~ awaits confirmation: the indicator says playing, the player says stopped")
    // The narrow layout says the same.
    #expect(
      report.lines(width: 80).contains {
        $0.hasPrefix("agree     ~ awaits confirmation:")
      })
  }

  @Test func onceConfirmedTheyAgree() throws {
    var session = PlaybackSession(settings: PlaybackSettings(latency: .milliseconds(300)))
    try session.act(.play(Fixtures.hurricane), "0s")
    session.wait(until: "0.3s")
    let report = session.status(at: at("0.3s"))
    #expect(!report.awaitsConfirmation)
    #expect(agreeLine(report) == "agree     ✓ yes")
  }

  @Test func withNothingPendingADifferenceIsADisagreement() throws {
    var session = PlaybackSession(settings: PlaybackSettings(reconcile: false))
    try session.act(.play(Fixtures.hurricane), "0s")
    session.wait(until: "3:01")
    let report = session.status(at: at("3:01"))
    #expect(!report.awaitsConfirmation)
    #expect(
      agreeLine(report) == "agree     ✗ no: the indicator says playing, the player says stopped")
  }
}
