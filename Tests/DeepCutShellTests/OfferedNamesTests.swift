import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// The offered names, which keep kind-word forms in runs of their own, complete exactly as the
/// plain definition does: every form written out in full, in one list.
@Suite struct OfferedNamesTests {
  /// The sample library and a generated one whose song titles repeat across artists (shared
  /// names, shared names by one artist, and kind words leading names).
  static let libraries: [LibraryContents] = {
    var generated = GeneratedLibrary.contents(artists: 120, tracksPerAlbum: 6)
    generated.albums[0].title = "Track Record"
    generated.tracks[0].title = "album 'Cause"
    generated.tracks[1].title = "Track Record"
    generated.playlists = [
      LibraryPlaylist(id: LibraryPlaylistID(derivedFrom: "offered"), name: "Track Record")
    ]
    return [SampleLibrary.contents, generated]
  }()

  /// The kinds arguments take: one kind alone, and several together.
  static let kindSets: [Set<NameKind>] = [
    [.artists], [.tracks], [.albums, .tracks], [.albums, .playlists],
    [.artists, .albums, .tracks, .playlists],
  ]

  /// Every form `OfferedNames` documents, as a string: the name when no other entry shares it,
  /// else `TITLE by ARTIST` when that names one entry; with kind words, `KIND NAME` when no
  /// other entry of the kind shares the name, else `KIND TITLE by ARTIST` when that names one.
  static func reference(
    _ entries: [OfferedNames.Entry], kindWords: Bool, byArtist: Bool, leadingWords: Set<String>
  ) -> NameList {
    func count(_ keys: [String?]) -> [String: Int] {
      keys.compactMap { $0 }.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
    let name = entries.map { NameFolding.fold($0.name) }
    let pair = entries.indices.map { index in
      entries[index].artist.map { name[index] + "\u{0}" + NameFolding.fold($0) }
    }
    let names = count(name)
    let pairs = count(pair)
    let kindNames = count(entries.indices.map { entries[$0].kind + "\u{1}" + name[$0] })
    let kindPairs = count(
      entries.indices.map { index in pair[index].map { entries[index].kind + "\u{1}" + $0 } })
    var forms: [String] = []
    for (index, entry) in entries.enumerated() {
      let byArtistForm = entry.artist.map { "\(entry.name) by \($0)" }
      if names[name[index]] == 1 {
        forms.append(entry.name)
      } else if byArtist, let pair = pair[index], pairs[pair] == 1, let byArtistForm {
        forms.append(byArtistForm)
      }
      guard kindWords else { continue }
      if kindNames[entry.kind + "\u{1}" + name[index]] == 1 {
        forms.append(entry.kind + " " + entry.name)
      } else if let pair = pair[index], kindPairs[entry.kind + "\u{1}" + pair] == 1,
        let byArtistForm
      {
        forms.append(entry.kind + " " + byArtistForm)
      }
    }
    return NameList(forms, leadingWords: leadingWords)
  }

  /// What a user may type: nothing, kind words whole, cut short and in capitals, and the
  /// beginnings of names, with and without kind words.
  static func prefixes(_ list: NameList) -> [String] {
    var prefixes = ["", "t", "tr", "track", "track ", "TRACK r", "Album ", "album 'c", "alb"]
    for (index, name) in list.names.enumerated() where index % 7 == 0 {
      for length in [1, 3, 6, name.count] { prefixes.append(String(name.prefix(length))) }
      prefixes.append("track " + name.prefix(4))
      prefixes.append("playlist " + name.prefix(2))
    }
    return prefixes
  }

  @Test(arguments: libraries.indices, kindSets.indices)
  func kindWordRunsCompleteAsTheFullForms(library: Int, kinds: Int) {
    let snapshot = LibrarySnapshot(Self.libraries[library])
    let kinds = Self.kindSets[kinds]
    let several = kinds.count > 1
    let words = several ? LibrarySnapshot.kindWords : []
    let entries = snapshot.entries(of: kinds)
    let expected = Self.reference(
      entries, kindWords: several, byArtist: several, leadingWords: words)
    let offered = snapshot.offeredNames(among: kinds)
    #expect(Set(offered.names) == Set(expected.names))
    #expect(offered.leadingWords == expected.leadingWords)
    for prefix in Self.prefixes(expected) {
      #expect(offered.matching(prefix: prefix) == expected.matching(prefix: prefix), "\(prefix)")
    }
  }

  /// A playlist's tracks, where shared titles are offered by artist only.
  @Test func playlistTracksCompleteAsTheFullForms() {
    let snapshot = LibrarySnapshot(Self.libraries[1])
    let entries = snapshot.entries(of: [.tracks])
    let expected = Self.reference(entries, kindWords: false, byArtist: true, leadingWords: [])
    let offered = NameList(
      keyed: OfferedNames.names(entries, byArtist: true), leadingWords: [])
    #expect(offered.names == expected.names)
    for prefix in Self.prefixes(expected) {
      #expect(offered.matching(prefix: prefix) == expected.matching(prefix: prefix), "\(prefix)")
    }
  }
}
