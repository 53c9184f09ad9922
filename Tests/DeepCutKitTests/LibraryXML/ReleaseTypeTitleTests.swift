import Testing

@testable import DeepCutKit

/// The release type an album title announces, with the last-byte shortcut in front of the
/// character comparison.
@Suite struct ReleaseTypeTitleTests {
  @Test func onlyTheExactSuffixesAnnounceAnEPOrASingle() {
    let expected: [(String, ReleaseType)] = [
      ("Midnight - EP", .ep), ("Midnight - Single", .single), (" - EP", .ep),
      ("Midnight EP", .album), ("Midnight - Singles", .album), ("Midnight - ep", .album),
      ("Single", .album), ("EP", .album), ("", .album), ("Caf\u{E9} - Single", .single),
      // A combining accent makes the last character "P\u{301}", no longer "P".
      ("Midnight - EP\u{301}", .album), ("Midnight - Singl\u{E9}", .album),
    ]
    for (title, type) in expected {
      #expect(ReleaseType(albumTitle: title) == type, "\(title)")
    }
  }
}
