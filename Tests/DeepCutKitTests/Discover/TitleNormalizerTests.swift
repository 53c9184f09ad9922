import DeepCutKit
import Testing

@Suite struct TitleNormalizerTests {
  @Test(arguments: [
    ("Rumours", "rumours"),
    ("Rumours (Super Deluxe)", "rumours"),
    ("Rumours [2004 Remaster]", "rumours"),
    ("Rumours - Remastered", "rumours"),
    ("Rumours – 2011 Remaster", "rumours"),
    ("The Dark Side of the Moon (2011 Remaster)", "thedarksideofthemoon"),
    ("The Dark Side of the Moon (50th Anniversary) [2023 Remaster]", "thedarksideofthemoon"),
    ("Kind of Blue (Legacy Edition)", "kindofblue"),
    ("LONG.LIVE.A$AP (Deluxe Version)", "longliveaap"),
    ("Long Live A$AP", "longliveaap"),
    ("Fear of Music [Bonus Track Version]", "fearofmusic"),
    ("Homogenic (Expanded)", "homogenic"),
    ("Animal 6 (Edición 20 aniversario)", "animal6"),
    ("Poder latino (Remasterizado)", "poderlatino"),
    ("Radio Edits - EP", "radioedits"),
    ("Tranquility Base Hotel & Casino - Single", "tranquilitybasehotelandcasino"),
    ("Tranquility Base Hotel and Casino", "tranquilitybasehotelandcasino"),
    ("BEYONCÉ [Platinum Edition]", "beyonce"),
    ("Ágætis byrjun", "agaetisbyrjun"),
    ("Medúlla", "medulla"),
    ("戦場のメリークリスマス", "戦場のメリークリスマス"),
  ])
  func foldsEditionsPunctuationCaseAndDiacritics(title: String, key: String) {
    #expect(TitleNormalizer.key(title) == key)
  }

  @Test(arguments: [
    ("Love Deluxe", "Love"),
    ("Demos: 1993-1996", "Demos"),
    ("Live at Leeds (Live)", "Live at Leeds"),
    ("Mordechai Remixes", "Mordechai"),
    ("Combativo en vivo (Buenos Aires 2023)", "Combativo"),
    ("Rumours Live", "Rumours"),
  ])
  func keepsWhatMakesADifferentRecord(title: String, other: String) {
    #expect(TitleNormalizer.key(title) != TitleNormalizer.key(other))
  }

  @Test func titlesOfPunctuationOnlyKeepAKey() {
    #expect(TitleNormalizer.key("( )") == "( )")
    #expect(TitleNormalizer.key("( )") != TitleNormalizer.key("..."))
    #expect(TitleNormalizer.strippingEditions("(Deluxe)") == "(Deluxe)")
  }

  @Test func strippingShowsWhatIsLeft() {
    #expect(TitleNormalizer.strippingEditions("Abbey Road (Super Deluxe Edition)") == "Abbey Road")
    #expect(TitleNormalizer.strippingEditions("Con Todo El Mundo") == "Con Todo El Mundo")
    #expect(TitleNormalizer.strippingEditions("Paegan (Demo) (Remastered)") == "Paegan (Demo)")
  }
}
