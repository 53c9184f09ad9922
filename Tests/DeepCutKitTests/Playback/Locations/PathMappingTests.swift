import DeepCutKit
import Testing

@Suite struct FileLocationTests {
  @Test func musicAppAndITunesFormsDecodeToTheSamePath() {
    #expect(
      FileLocation.path(of: "file:///Users/me/A%20B/x.m4a") == .success("/Users/me/A B/x.m4a"))
    #expect(
      FileLocation.path(of: "file://localhost/Users/me/A%20B/x.m4a")
        == .success("/Users/me/A B/x.m4a"))
    #expect(FileLocation.path(of: "file://localhost/C:/m/x.mp3") == .success("/C:/m/x.mp3"))
  }

  @Test func decomposedBytesAreKept() throws {
    // The Music app writes "Ä" as A + U+0308, percent-encoded.
    let path = try FileLocation.path(of: "file:///m/Die%20A%CC%88rzte/x.mp3").get()
    #expect(Array(path.utf8) == Array("/m/Die A\u{0308}rzte/x.mp3".utf8))
  }

  @Test func otherSchemesHostsAndBadEscapesAreRefusedInOneLine() {
    #expect(
      FileLocation.path(of: "http://example.com/s.mp3")
        == .failure(.notAFileURL("http://example.com/s.mp3")))
    #expect(FileLocation.path(of: "file://nas/m/x.mp3") == .failure(.remoteHost("nas")))
    #expect(FileLocation.path(of: "file:///m/%4") == .failure(.malformed("file:///m/%4")))
    #expect(FileLocation.path(of: "file:///m/%FF") == .failure(.malformed("file:///m/%FF")))
    let line = FileLocation.Problem.notAFileURL("http://x").description
    #expect(line == "its Location 'http://x' is not a file:// URL")
  }
}

@Suite struct PathMappingTests {
  @Test func aFileUnderTheMusicDirectoryIsRelative() {
    let mapping = PathMapping(musicDirectory: "/srv/music/")
    #expect(mapping.relativePath(ofFile: "/srv/music/A/x.flac") == .success("A/x.flac"))
    // Whole components only: /srv/musical is not inside /srv/music.
    #expect(
      mapping.relativePath(ofFile: "/srv/musical/x.flac")
        == .failure(.init(path: "/srv/musical/x.flac", musicDirectory: "/srv/music/")))
  }

  @Test func theLongestMapWinsAndTheMusicFolderIsTheFallback() throws {
    let mac = "/Users/me/Music/Music/Media.localized"
    let mapping = PathMapping(
      musicDirectory: "/srv/music",
      rules: [
        try PathMapping.Rule.parse("\(mac)=/srv/music").get(),
        try PathMapping.Rule.parse("\(mac)/Podcasts=/srv/music/pod").get(),
      ],
      fallback: PathMapping.Rule(from: "/Volumes/Old", to: "/srv/music/old"))
    #expect(mapping.relativePath(ofFile: "\(mac)/A/x.m4a") == .success("A/x.m4a"))
    #expect(mapping.relativePath(ofFile: "\(mac)/Podcasts/p.mp3") == .success("pod/p.mp3"))
    #expect(mapping.relativePath(ofFile: "/Volumes/Old/y.mp3") == .success("old/y.mp3"))
  }

  @Test func aDecomposedMapMatchesAComposedPath() {
    let mapping = PathMapping(
      musicDirectory: "/srv/music",
      rules: [PathMapping.Rule(from: "/Users/A\u{0308}", to: "/srv/music")])
    #expect(mapping.relativePath(ofFile: "/Users/\u{00C4}/x.mp3") == .success("x.mp3"))
  }

  @Test func aMapThatIsNotTwoAbsolutePathsIsOneLine() {
    #expect(
      PathMapping.Rule.parse("/a")
        == .failure(.init("--map needs FROM=TO (two absolute paths), not '/a'")))
    #expect(
      PathMapping.Rule.parse("a=/b")
        == .failure(.init("--map FROM=TO takes two absolute paths (starting with /), not 'a=/b'")))
  }
}

@Suite struct MusicDirectoryIndexTests {
  @Test func aDecomposedPathFindsTheComposedURIAndSendsMPDsBytes() throws {
    let composed = "Die \u{00C4}rzte/01 x.flac"
    let index = MusicDirectoryIndex(uris: [composed, "B/y.flac"])
    let uri = try #require(index.uri(for: "Die A\u{0308}rzte/01 x.flac"))
    #expect(Array(uri.utf8) == Array(composed.utf8))
    #expect(index.uri(for: "B/z.flac") == nil)
  }

  @Test func caseIsIgnoredOnlyWhenOneFileMatches() {
    let index = MusicDirectoryIndex(uris: ["A/Song.flac", "B/x.flac", "B/X.flac"])
    #expect(index.uri(for: "a/song.FLAC") == "A/Song.flac")
    #expect(index.uri(for: "b/x.FLAC") == nil)
    #expect(index.uri(for: "B/X.flac") == "B/X.flac")
  }
}
