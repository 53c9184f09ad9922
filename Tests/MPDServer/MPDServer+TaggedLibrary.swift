import Foundation

extension MPDServer {
  /// A composed (NFC) non-ASCII artist name of the tagged library.
  public static let composedName = "Bj\u{F6}rk"
  /// A decomposed (NFD) name, as a Mac writes file names: MPD keeps its bytes.
  public static let decomposedName = "Sigur Ro\u{301}s"

  /// Writes a small library of 0.2 s FLACs, updates the database and stores a playlist `Mix`.
  ///
  /// Tagged and untagged files, two artists of one name (Nirvana) told apart only by their
  /// MusicBrainz ids, a multi-artist credit with two ids, a Various Artists compilation, a
  /// non-ASCII name and a decomposed one: 8 songs, 7 artists.
  public func makeTaggedLibrary() throws {
    let short = 0.2
    try makeFLAC(
      "Nirvana (US)/Nevermind/01.flac", seconds: short,
      tagList: [
        ("ARTIST", "Nirvana"), ("ALBUM", "Nevermind"), ("TITLE", "Breed"), ("TRACKNUMBER", "2"),
        ("DATE", "1991-09-24"), ("MUSICBRAINZ_ARTISTID", "nirvana-us"),
        ("MUSICBRAINZ_ALBUMID", "nevermind-release"),
      ])
    try makeFLAC(
      "Nirvana (UK)/Local Anaesthetic/01.flac", seconds: short,
      tagList: [
        ("ARTIST", "Nirvana"), ("ALBUM", "Local Anaesthetic"), ("TITLE", "Modus Operandi"),
        ("TRACKNUMBER", "1"), ("DATE", "1971"), ("MUSICBRAINZ_ARTISTID", "nirvana-uk"),
      ])
    try makeFLAC(
      "Simon & Garfunkel/Bookends/01.flac", seconds: short,
      tagList: [
        ("ARTIST", "Simon & Garfunkel"), ("ALBUMARTIST", "Simon & Garfunkel"),
        ("ALBUM", "Bookends"), ("TITLE", "America"), ("TRACKNUMBER", "1/12"),
        ("DISCNUMBER", "1/1"), ("MUSICBRAINZ_ALBUMARTISTID", "simon"),
        ("MUSICBRAINZ_ALBUMARTISTID", "garfunkel"),
      ])
    for (number, artist) in ["A Band", "B Band"].enumerated() {
      try makeFLAC(
        "Compilations/Hits/0\(number + 1).flac", seconds: short,
        tagList: [
          ("ARTIST", artist), ("ALBUMARTIST", "Various Artists"), ("ALBUM", "Hits"),
          ("TITLE", "Hit \(number + 1)"), ("TRACKNUMBER", "\(number + 1)"), ("COMPILATION", "1"),
        ])
    }
    try makeFLAC(
      "\(Self.composedName)/Post/01.flac", seconds: short,
      tags: [
        "ARTIST": Self.composedName, "ALBUM": "Post", "TITLE": "Army of Me", "ORIGINALDATE": "1995",
      ])
    try makeFLAC(
      "\(Self.decomposedName)/()/01.flac", seconds: short,
      tags: ["ARTIST": Self.decomposedName, "ALBUM": "()", "TITLE": "Untitled 1"])
    try makeFLAC("loose take.flac", seconds: short)
    try self.update()
    try Data("Nirvana (US)/Nevermind/01.flac\nloose take.flac\n".utf8).write(
      to: URL(fileURLWithPath: self.directory + "/playlists/Mix.m3u"))
  }

}
