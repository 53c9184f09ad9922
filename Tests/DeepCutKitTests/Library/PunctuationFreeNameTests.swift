import DeepCutKit
import Testing

/// Names match ignoring punctuation too.
///
/// `cuts animal` finds A.N.I.M.A.L. (issue #13, point 14).
@Suite struct PunctuationFreeNameTests {
  @Test(arguments: [
    ("A.N.I.M.A.L.", "animal"), ("AC/DC", "acdc"), ("Sigur Rós", "sigurros"),
    ("A$AP Rocky", "aaprocky"), ("King Gizzard & the Lizard Wizard", "kinggizzardthelizardwizard"),
    ("( )", "()"), ("!!!", "!!!"), ("   ", ""), ("坂本龍一", "坂本龍一"), ("Blink-182", "blink182"),
  ])
  func keepsOnlyLettersAndDigits(name: String, key: String) {
    #expect(NameFolding.punctuationFree(name) == key)
  }

  @Test func whatAPersonTypesMatchesThePunctuatedName() {
    #expect(NameFolding.punctuationFree("animal") == NameFolding.punctuationFree("A.N.I.M.A.L."))
    #expect(NameFolding.punctuationFree("sigur ros") == NameFolding.punctuationFree("Sigur Rós"))
  }
}
