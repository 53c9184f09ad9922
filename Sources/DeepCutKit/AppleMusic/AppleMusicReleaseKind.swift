/// Which kind of release an Apple Music album is, and its title without Apple's suffix.
///
/// Apple marks singles with `isSingle` and the name suffix " - Single"; EPs only by the suffix
/// " - EP" (`isSingle` is false for them); compilations with `isCompilation`. The suffix is
/// stripped from the title so that ownership matching compares the record's real name. Live
/// albums carry no flag; a title ending in "(Live)" or beginning "Live at" / "Live in" is
/// taken as one, the way the Music app's own "Live" shelf reads.
struct AppleMusicReleaseKind: Hashable, Sendable {
  var title: String
  var releaseType: ReleaseType

  init(name: String, isSingle: Bool?, isCompilation: Bool?) {
    var title = name
    var type = ReleaseType.album
    if let stripped = Self.strip(" - Single", from: name) {
      title = stripped
      type = .single
    } else if let stripped = Self.strip(" - EP", from: name) {
      title = stripped
      type = .ep
    }
    if isSingle == true { type = .single }
    if isCompilation == true {
      type = .compilation
    } else if type == .album, Self.looksLive(title) {
      type = .live
    }
    self.title = title
    self.releaseType = type
  }

  /// `name` without `suffix`, when it ends with it and something is left.
  private static func strip(_ suffix: String, from name: String) -> String? {
    guard name.hasSuffix(suffix), name.count > suffix.count else { return nil }
    return String(name.dropLast(suffix.count))
  }

  private static func looksLive(_ title: String) -> Bool {
    let lower = title.lowercased()
    return lower.hasSuffix("(live)") || lower.hasSuffix("[live]") || lower.hasPrefix("live at ")
      || lower.hasPrefix("live in ") || lower.hasPrefix("live from ")
  }
}
