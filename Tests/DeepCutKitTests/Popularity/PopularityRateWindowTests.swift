import Testing

@testable import DeepCutKit

/// The fixed window as a pure state machine: what goes when, from the headers it heard.
@Suite struct PopularityRateWindowTests {
  @Test func nothingKnownAssumesListenBrainzsWindowUntilAnAnswerSaysOtherwise() {
    guard case .go(let first) = PopularityRateWindow().admit(at: 100) else {
      Issue.record("the first request waited")
      return
    }
    #expect(first == PopularityRateWindow(remaining: 29, resetAt: 110))
    // The server's window is shorter and has 1 left: it wins, the requests in flight count.
    let heard = first.heard(remaining: 1, resetIn: 3, at: 100.2)
    #expect(heard == PopularityRateWindow(remaining: 1, resetAt: 103.2))
  }

  @Test func withNoneLeftTheNextRequestWaitsForTheWindowsEnd() {
    let window = PopularityRateWindow(remaining: 1, resetAt: 105)
    guard case .go(let spent) = window.admit(at: 101) else {
      Issue.record("a request with one left waited")
      return
    }
    #expect(spent.remaining == 0)
    #expect(spent.admit(at: 102) == .wait(until: 105))
    #expect(spent.admit(at: 105) == .go(PopularityRateWindow(remaining: 29, resetAt: 115)))
  }

  @Test func withinOneWindowTheFewerLeftWinsAndALaterWindowReplacesIt() {
    let window = PopularityRateWindow(remaining: 3, resetAt: 110)
    // An answer that left before two more requests went says 5: 3 is nearer the truth.
    #expect(window.heard(remaining: 5, resetIn: 9, at: 100.5).remaining == 3)
    // A window ending later than this one's end (plus Reset-In's second) is a new one.
    #expect(
      window.heard(remaining: 29, resetIn: 10, at: 101.5)
        == PopularityRateWindow(remaining: 29, resetAt: 111.5))
    #expect(
      window.heard(remaining: 20, resetIn: 10, at: 111)
        == PopularityRateWindow(remaining: 20, resetAt: 121))
  }

  @Test func anAnswerWithoutRateHeadersChangesNothing() {
    let window = PopularityRateWindow(remaining: 3, resetAt: 110)
    #expect(window.heard(remaining: nil, resetIn: nil, at: 101) == window)
    #expect(window.heard(remaining: -1, resetIn: 5, at: 101) == window)
    #expect(window.heard(remaining: 2, resetIn: -5, at: 101) == window)
  }

  @Test func a429HoldsEverythingForItsResetInOrTheAssumedWindow() {
    let window = PopularityRateWindow(remaining: 10, resetAt: 110)
    #expect(
      window.throttled(resetIn: 4, at: 100) == PopularityRateWindow(remaining: 0, resetAt: 104))
    #expect(
      window.throttled(resetIn: 20, at: 100) == PopularityRateWindow(remaining: 0, resetAt: 120))
    #expect(PopularityRateWindow().throttled(resetIn: nil, at: 100).resetAt == 110)
    // A Reset-In beyond a minute is taken as a minute; a shared file's far end as nothing.
    #expect(window.throttled(resetIn: 1e300, at: 100).resetAt == 160)
    #expect(
      PopularityRateWindow(remaining: 0, resetAt: 1e300).admit(at: 100) != .wait(until: 1e300))
  }

  @Test func theHeadersAreReadFromAnyResponse() {
    let response = HTTPResponse(
      status: 200, headers: ["x-ratelimit-remaining": " 7", "X-RateLimit-Reset-In": "4"])
    let (remaining, resetIn) = PopularityRateWindow.headers(of: response)
    #expect(remaining == 7 && resetIn == 4)
    let junk = HTTPResponse(
      status: 200, headers: ["X-RateLimit-Remaining": "many", "X-RateLimit-Reset-In": "inf"])
    #expect(PopularityRateWindow.headers(of: junk).remaining == nil)
    #expect(PopularityRateWindow.headers(of: junk).resetIn == nil)
  }

  @Test func theSharedFilesTextRoundTripsAndJunkIsNothingKnown() {
    let window = PopularityRateWindow(remaining: 4, resetAt: 1_790_000_012.5)
    #expect(PopularityRateWindow(text: window.text) == window)
    #expect(PopularityRateWindow(text: "garbage") == PopularityRateWindow())
    #expect(PopularityRateWindow(text: "-3 12") == PopularityRateWindow(remaining: 0, resetAt: 12))
  }
}
