import DeepCutKit
import Testing

@Suite struct DurationTextTests {
  @Test(arguments: [
    ("45s", 45_000), ("3m", 180_000), ("1:30", 90_000), ("250ms", 250), ("1h", 3_600_000),
    ("2m30s", 150_000), ("90", 90_000), ("1.5s", 1_500), ("1:02:03", 3_723_000),
    ("0:00", 0), ("3:01", 181_000), ("1:30.5", 90_500), (" 10s ", 10_000),
  ])
  func parsesWhatPeopleType(text: String, milliseconds: Int64) {
    #expect(DurationText.parse(text)?.milliseconds == milliseconds)
  }

  @Test(arguments: [
    "", "-5s", "abc", "1:60", "1::2", "5x", "1.2.3s", "99999999999999h", "8d", ":30", "1:", "s",
    "10s5", "1:30:", "12345678901234567890", "200h",
  ])
  func rejectsNonsense(text: String) {
    #expect(DurationText.parse(text) == nil)
  }

  /// The spellings read from their bytes give what the general reading gives, up to the week.
  @Test(arguments: [
    ("0s", 0), ("7", 7_000), ("007s", 7_000), ("3sec", 3_000), ("2min", 120_000),
    ("168h", 604_800_000), ("10080m", 604_800_000), ("604800", 604_800_000), ("5:9", 309_000),
    ("0:59", 59_000), ("123456789ms", 123_456_789), ("10:00", 600_000),
  ])
  func readsCommonSpellingsUpToAWeek(text: String, milliseconds: Int64) {
    #expect(DurationText.parse(text)?.milliseconds == milliseconds)
  }

  @Test(arguments: ["169h", "604801", "999999999s", "10081m", "0:60", "1:234", "5mm", "3 s"])
  func rejectsCommonSpellingsBeyondTheRules(text: String) {
    #expect(DurationText.parse(text) == nil)
  }

  @Test func formatsForPeople() {
    #expect(DurationText.minutesSeconds(.seconds(181)) == "3:01")
    #expect(DurationText.minutesSeconds(.seconds(3723)) == "1:02:03")
    #expect(DurationText.minutesSeconds(.milliseconds(59_999)) == "0:59")
    #expect(DurationText.clock(.milliseconds(181_250)) == "0:03:01.250")
    #expect(DurationText.compact(.milliseconds(90_000)) == "1m30s")
    #expect(DurationText.compact(.milliseconds(250)) == "250ms")
  }
}
