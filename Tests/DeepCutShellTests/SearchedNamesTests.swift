import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// One search of the ASCII names' buffer finds, for every step, exactly the names that
/// testing each name finds (`SearchedNames.scan`).
@Suite struct SearchedNamesTests {
  /// The sample library's folded names, and names that try the buffer's edges: empty names,
  /// neighbours whose ends join into the key (`ab` then `cd` for `bc`), a line break that is one
  /// Character (`\r\n`), a NUL, repeats, and names that are not ASCII.
  static let names: [String] =
    (SampleLibrary.contents.tracks.map(\.title) + SampleLibrary.contents.artists.map(\.name)
    + SampleLibrary.contents.albums.map(\.title)).map(NameFolding.fold)
    + [
      "", "ab", "cd", "", "abc", "abcabc", "a\r\nb", "a\r", "\nb", "x\0y", "sigur ros", "sigur rós",
      "cafe\u{301}", "café", "坂本龍一", "e", "ee", "", "ab",
    ]

  /// Every piece of up to five characters of the first names, whole names, and keys that only
  /// a join of two names would hold, or that are not ASCII.
  static let keys: [String] = {
    var keys: Set<String> = [
      "bc", "bca", "cab", "\r", "\n", "a\r", "\r\n", "\nb", "\0", "x\0y", "é", "rós", "ros",
      "cafe", "café", "本", "e", "ee", "eee", "abcd", "ab", "zzqx", "the", " ", "a", "s",
    ]
    for name in names.prefix(80) + names.suffix(19) {
      let characters = Array(name)
      keys.insert(name)
      for start in characters.indices {
        for length in 1...5 where start + length <= characters.count {
          keys.insert(String(characters[start..<start + length]))
        }
      }
    }
    return keys.sorted()
  }()

  @Test func eachStepFindsWhatTestingEachNameFinds() {
    let searched = SearchedNames(Self.names)
    for key in Self.keys {
      let lookup = searched.search(key)
      for step in [SearchedNames.Step.equal, .prefix, .substring] {
        #expect(
          lookup.positions(step) == searched.scan(step, key: key),
          "\(step) \(key.debugDescription)")
      }
    }
  }

  @Test func namesAllOfOneKindOrNoNames() {
    for names in [["abc", "bcd", "", "cd"], ["é", "ñé", "本"], []] {
      let searched = SearchedNames(names)
      for key in ["b", "bc", "cd", "é", "本", "dé", "x"] {
        for step in [SearchedNames.Step.equal, .prefix, .substring] {
          #expect(searched.search(key).positions(step) == searched.scan(step, key: key))
        }
      }
    }
  }

  /// Keys that are not ASCII (fuzzed names: U+FFFD, marks, the scalars that decompose to
  /// ASCII) find what the plain definition of each step finds, Foundation's `contains` for
  /// the substring step, in ASCII names and in others.
  @Test func keysThatAreNotASCIIFindWhatTheDefinitionFinds() {
    let pieces = [
      "a", "b", "k", "K", ";", "`", " ", "\r", "\n", "\u{212A}", "\u{037E}", "\u{1FEF}", "\u{301}",
      "\u{FFFD}", "\u{200D}", "é", "ó", "本", "\u{FE0F}",
    ]
    let names =
      Self.names + [
        "kab", "k;`", "\u{212A}ab", "a\u{FFFD}b", "ab\u{301}", "K\r\nK", "K\r", ";", "`",
      ]
    let searched = SearchedNames(names)
    var generator = SeededRandom(seed: 12)
    for _ in 0..<400 {
      let key = (0..<1 + generator.below(4)).map { _ in pieces[generator.below(pieces.count)] }
        .joined()
      let lookup = searched.search(key)
      #expect(lookup.positions(.equal) == names.indices.filter { names[$0] == key })
      #expect(lookup.positions(.prefix) == names.indices.filter { names[$0].hasPrefix(key) })
      #expect(
        lookup.positions(.substring) == names.indices.filter { names[$0].contains(key) },
        "\(key.debugDescription)")
    }
  }

  /// Looking for a key by any of its bytes (its rarest in the names) finds what looking by its
  /// first byte finds (`TextSearch.firstOffset`), from every start.
  @Test func anyAnchorFindsWhatTheFirstByteFinds() {
    var generator = SeededRandom(seed: 13)
    let alphabet = Array("aab e\0\r\n".utf8)
    for _ in 0..<300 {
      let haystack = (0..<generator.below(24)).map { _ in alphabet[generator.below(alphabet.count)]
      }
      let needle = (0..<1 + generator.below(4)).map { _ in alphabet[generator.below(alphabet.count)]
      }
      haystack.withUnsafeBufferPointer { hay in
        needle.withUnsafeBufferPointer { key in
          for start in 0...hay.count + 1 {
            let expected = TextSearch.firstOffset(of: key, in: hay, from: start)
            for anchor in key.indices {
              #expect(
                SearchedNames.firstOffset(of: key, in: hay, from: start, anchor: anchor)
                  == expected, "\(haystack) \(needle) from \(start) by \(anchor)")
            }
          }
        }
      }
    }
  }
}
