import DeepCutKit
import Testing

@testable import DeepCutShell

/// The offered names complete exactly as the forms written out in full do, on entries made to
/// collide: shared titles, names that differ only in case, diacritics or leading quotes,
/// `TITLE by ARTIST` forms that two entries spell alike, and names that lead with kind words.
@Suite struct OfferedNamesCollisionTests {
  static let titles = [
    "Midnight", "MIDNIGHT", "midnight", "Midnight by Ocean", "Midnight Oracle", "Café", "Cafe",
    "CAFÉ", "Cafe\u{301}", "'Cause", "Cause", "“Heroes”", "Heroes", "(Untitled)", "'", "",
    "Track Record", "album 'Cause", "Album", "track", "Stand by Me", "Stand", "Øresund",
    "oresund", "Straße", "strasse", "Sigur Rós", "坂本龍一", "a", "A", "ab", "a b", "ガガ",
    "カ\u{3099}ガ", "Stand by Ann", "Stand by Mz",
  ]
  static let artists = [
    "Ocean", "Ocean by X", "X", "Sigur Rós", "Sigur Ros", "SIGUR RÓS", "Björk", "Bjork", "Me",
    "Ocean by x", "'Ocean", "Bjo\u{308}rk",
  ]

  /// Entries of every kind drawn from the lists above in a fixed, uneven pattern, so a name is
  /// shared by several kinds and artists, sometimes twice by the same artist.
  static let entries: [OfferedNames.Entry] = {
    var entries: [OfferedNames.Entry] = []
    for (index, artist) in artists.enumerated() where index % 3 != 2 {
      entries.append(.init(kind: "artist", name: artist))
    }
    for index in 0..<260 {
      let title = titles[(index * 7 + index / 5) % titles.count]
      let artist = artists[(index * 5 + index / 11) % artists.count]
      entries.append(.init(kind: index % 4 == 0 ? "album" : "track", name: title, artist: artist))
    }
    // Two entries spelled alike as `TITLE by ARTIST`.
    entries.append(.init(kind: "track", name: "Midnight by Ocean", artist: "X"))
    entries.append(.init(kind: "track", name: "Midnight", artist: "Ocean by X"))
    // `Stand by Zed` sorts after `Stand by Mz`, which its first piece `stand` is no prefix of.
    entries.append(.init(kind: "track", name: "Stand", artist: "Zed"))
    entries.append(.init(kind: "track", name: "Stand by Mz", artist: "Zed"))
    for index in stride(from: 0, to: titles.count, by: 4) {
      entries.append(.init(kind: "playlist", name: titles[index]))
    }
    return entries
  }()

  /// What a user may type: nothing, kind words, and every beginning of every form's words.
  static func prefixes(_ list: NameList) -> [String] {
    var prefixes = ["", "t", "track", "track ", "TRACK m", "Album ", "album 'c", "playlist "]
    for name in list.names {
      for length in Set([1, 2, 4, 8, 12, name.count]) {
        prefixes.append(String(name.prefix(length)))
      }
      prefixes.append("track " + name.prefix(3))
      prefixes.append("album " + name.prefix(5))
    }
    return prefixes
  }

  /// Names as bytes: `==` on strings takes a name's other normalization for it.
  static func bytes(_ names: [String]) -> [[UInt8]] { names.map { Array($0.utf8) } }

  @Test(arguments: [false, true], [false, true])
  func collidingNamesCompleteAsTheFullForms(kindWords: Bool, byArtist: Bool) {
    let words = kindWords ? LibrarySnapshot.kindWords : []
    let expected = OfferedNamesTests.reference(
      Self.entries, kindWords: kindWords, byArtist: byArtist, leadingWords: words)
    let offered = OfferedNames.list(
      Self.entries, kindWords: kindWords, byArtist: byArtist, leadingWords: words)
    #expect(offered.names.count == expected.names.count)
    #expect(Set(offered.names) == Set(expected.names))
    for prefix in Self.prefixes(expected) {
      #expect(
        Self.bytes(offered.matching(prefix: prefix))
          == Self.bytes(expected.matching(prefix: prefix)),
        "\(prefix)")
    }
  }

  /// Without kind words the offered names are one run, in the reference's order entry for
  /// entry, keys included.
  @Test(arguments: [false, true])
  func oneRunSortsAsTheReference(byArtist: Bool) {
    let expected = OfferedNamesTests.reference(
      Self.entries, kindWords: false, byArtist: byArtist, leadingWords: [])
    let names = OfferedNames.names(Self.entries, byArtist: byArtist)
    #expect(Self.bytes(names.map(\.name)) == Self.bytes(expected.names))
    #expect(Self.bytes(names.map(\.key)) == Self.bytes(expected.names.map { NameList.key($0) }))
  }

  /// The collisions the entries are made for do occur: a form two entries spell alike, and
  /// titles offered by artist.
  @Test func theEntriesCollide() {
    let names = OfferedNames.names(Self.entries, byArtist: true).map(\.name)
    #expect(names.contains { $0.hasPrefix("Midnight by ") })
    let pairs = Set(Self.entries.map { "\($0.name)|\($0.artist ?? "")" })
    #expect(pairs.isSuperset(of: ["Midnight by Ocean|X", "Midnight|Ocean by X"]))
    #expect(names.contains("Stand by Zed") && names.contains { $0.hasPrefix("Stand by Mz") })
  }
}
