import Foundation
import Testing

@testable import DeepCutKit

/// The retry decisions as a pure function: which failures are retried, how long the waits are.
@Suite struct RetryPolicyTests {
  let policy = RetryPolicy(
    maximumAttempts: 5, baseDelay: .seconds(1), maximumDelay: .seconds(30))
  let serverError = HTTPError.status(500, host: "h", message: "", retryAfter: nil)

  @Test func backoffDoublesWithJitterBetweenHalfAndAllOfTheStep() {
    #expect(policy.delay(after: serverError, attempt: 1, random: 0) == .milliseconds(500))
    #expect(policy.delay(after: serverError, attempt: 1, random: 0.999_999)! > .milliseconds(999))
    #expect(policy.delay(after: serverError, attempt: 2, random: 0) == .seconds(1))
    #expect(policy.delay(after: serverError, attempt: 3, random: 0) == .seconds(2))
    #expect(policy.delay(after: serverError, attempt: 4, random: 0) == .seconds(4))
  }

  @Test func theLastAttemptIsNotRetried() {
    #expect(policy.delay(after: serverError, attempt: 5, random: 0) == nil)
  }

  @Test func aRefusedConnectionIsRetriedOnceOnly() {
    #expect(policy.delay(after: .refused(host: "h"), attempt: 1, random: 0) == .milliseconds(500))
    #expect(policy.delay(after: .refused(host: "h"), attempt: 2, random: 0) == nil)
  }

  @Test func stepsStopGrowingAtTheMaximum() {
    let long = RetryPolicy(maximumAttempts: 40, maximumDelay: .seconds(30))
    #expect(long.delay(after: serverError, attempt: 39, random: 1) == .seconds(30))
  }

  @Test func retryAfterIsAFloorAndTooLongAnAskEndsTheRetries() {
    let throttled = HTTPError.status(503, host: "h", message: "", retryAfter: .seconds(7))
    #expect(policy.delay(after: throttled, attempt: 1, random: 0) == .seconds(7))
    let tooLong = HTTPError.status(503, host: "h", message: "", retryAfter: .seconds(3600))
    #expect(policy.delay(after: tooLong, attempt: 1, random: 0) == nil)
  }

  @Test func onlyTransientFailuresAreRetried() {
    let retried: [HTTPError] = [
      .timedOut(host: "h"), .connection(host: "h", reason: "reset"),
      .status(429, host: "h", message: "", retryAfter: nil),
      .status(502, host: "h", message: "", retryAfter: nil),
    ]
    let final: [HTTPError] = [
      .status(400, host: "h", message: "", retryAfter: nil),
      .status(401, host: "h", message: "", retryAfter: nil),
      .status(404, host: "h", message: "", retryAfter: nil),
      .undecodable(host: "h", reason: "x"), .cancelled,
    ]
    for error in retried { #expect(policy.delay(after: error, attempt: 1, random: 0) != nil) }
    for error in final { #expect(policy.delay(after: error, attempt: 1, random: 0) == nil) }
  }

  @Test func retryAfterReadsSecondsAndHTTPDates() {
    let now = Date(timeIntervalSince1970: 1_767_225_600)  // Thu, 01 Jan 2026 00:00:00 GMT
    #expect(RetryAfter.parse("5") == .seconds(5))
    #expect(RetryAfter.parse(" 0 ") == .zero)
    #expect(RetryAfter.parse("Thu, 01 Jan 2026 00:00:30 GMT", now: now) == .seconds(30))
    #expect(RetryAfter.parse("Wed, 31 Dec 2025 00:00:00 GMT", now: now) == .zero)
    #expect(RetryAfter.parse("soon") == nil)
    #expect(RetryAfter.httpDate("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
    #expect(RetryAfter.httpDate("Thu, 29 Feb 2024 12:00:00 GMT") == 1_709_208_000)
    #expect(RetryAfter.httpDate("Sun, 06 Nov 1994 08:49:37 PST") == nil)
    #expect(RetryAfter.httpDate("Sun, 06 Foo 1994 08:49:37 GMT") == nil)
    #expect(RetryAfter.parse(nil) == nil)
  }

  @Test func errorBodiesBecomeOneShortLine() {
    let html = Data("<html>\n<head><title>504 Gateway Time-out</title></head>\n</html>".utf8)
    #expect(ErrorBodyText.message(in: html) == "504 Gateway Time-out")
    let json = Data(#"{"error":"Invalid mbid.","help":"For usage"}"#.utf8)
    #expect(ErrorBodyText.message(in: json) == "Invalid mbid.")
    let apple = Data(#"{"errors":[{"title":"Not Found","detail":"No related resources"}]}"#.utf8)
    #expect(ErrorBodyText.message(in: apple) == "No related resources")
    let long = Data(String(repeating: "word ", count: 100).utf8)
    let line = ErrorBodyText.message(in: long)
    #expect(line.count == ErrorBodyText.excerptLimit)
    #expect(!line.contains("\n"))
  }
}
