import DeepCutKit
import Testing

@Suite struct TrackLocatorTests {
  static func track(_ title: String, persistentID: UInt64, appleMusic: Bool = false) -> LibraryTrack
  {
    LibraryTrack(
      id: LibraryTrackID(value: persistentID), title: title,
      artistID: LibraryArtistID(derivedFrom: "A"),
      artistName: "A", albumID: LibraryAlbumID(derivedFrom: "B"), albumTitle: "B",
      durationMilliseconds: 3000, trackNumber: 1,
      catalogID: appleMusic ? CatalogSongID("1234") : nil)
  }

  /// A Mac export: NFD names, a Music Folder, one Apple Music track, one file elsewhere.
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>Tracks</key>
    \t<dict>
    \t\t<key>1</key>
    \t\t<dict>
    \t\t\t<key>Track ID</key><integer>1</integer>
    \t\t\t<key>Name</key><string>Sch&#246;n &amp; gut</string>
    \t\t\t<key>Persistent ID</key><string>00000000000000A1</string>
    \t\t\t<key>Location</key><string>file:///Users/me/Music/Media.localized/Die%20A%CC%88rzte/01%20S&amp;G.m4a</string>
    \t\t</dict>
    \t\t<key>2</key>
    \t\t<dict>
    \t\t\t<key>Track ID</key><integer>2</integer>
    \t\t\t<key>Persistent ID</key><string>00000000000000A2</string>
    \t\t\t<key>Apple Music</key><true/>
    \t\t</dict>
    \t\t<key>3</key>
    \t\t<dict>
    \t\t\t<key>Persistent ID</key><string>00000000000000A3</string>
    \t\t\t<key>Location</key><string>file:///Volumes/Ext/x.mp3</string>
    \t\t</dict>
    \t</dict>
    \t<key>Playlists</key>
    \t<array><dict><key>Playlist Items</key><array><dict><key>Track ID</key><integer>1</integer></dict></array></dict></array>
    \t<key>Music Folder</key><string>file:///Users/me/Music/Media.localized/</string>
    </dict>
    </plist>
    """

  /// The one line a refusal shows, or `nil` when the track plays.
  func why(_ result: Result<String, UnplayableTrack>) -> String? {
    guard case .failure(let refusal) = result else { return nil }
    return refusal.description
  }

  @Test func locationsAreReadByPersistentIDWithTheMusicFolder() {
    let locations = LibraryLocations.scan(Array(Self.xml.utf8))
    #expect(locations.musicFolder == "file:///Users/me/Music/Media.localized/")
    #expect(
      locations.byTrack == [
        LibraryTrackID(value: 0xA1):
          "file:///Users/me/Music/Media.localized/Die%20A%CC%88rzte/01%20S&G.m4a",
        LibraryTrackID(value: 0xA3): "file:///Volumes/Ext/x.mp3",
      ])
  }

  @Test func eachTrackGetsMPDsURIOrOneLineWhy() {
    let locator = TrackLocator(
      source: .library(LibraryLocations.scan(Array(Self.xml.utf8))),
      mapping: PathMapping(musicDirectory: "/srv/music"),
      index: MusicDirectoryIndex(uris: ["Die \u{00C4}rzte/01 S&G.m4a"]))
    let found = locator.uri(for: Self.track("Schön", persistentID: 0xA1))
    #expect(found.map { Array($0.utf8) } == .success(Array("Die \u{00C4}rzte/01 S&G.m4a".utf8)))
    #expect(
      why(locator.uri(for: Self.track("Stream", persistentID: 0xA2, appleMusic: true)))
        == "cannot play 'Stream' on MPD: it has no file in the library (an Apple Music or cloud track)"
    )
    #expect(
      why(locator.uri(for: Self.track("Away", persistentID: 0xA3)))
        == ("cannot play 'Away' on MPD: its file /Volumes/Ext/x.mp3 is outside MPD's music directory"
          + " /srv/music/ (map its folder there with --map FROM=TO)"))
  }

  @Test func aFileMPDDoesNotHaveSaysSo() {
    let locator = TrackLocator(
      source: .sampleLayout, mapping: PathMapping(musicDirectory: "/srv/music"),
      index: MusicDirectoryIndex(uris: []))
    #expect(
      why(locator.uri(for: Self.track("Gone", persistentID: 1)))
        == ("cannot play 'Gone' on MPD: MPD's database has no file 'deepcut-sample/A/B/1-01 Gone.wav'"
          + " (is it in the music directory? then mpc update)"))
  }

  @Test func sampleNamesAreOneComponentEach() {
    var track = Self.track("a/b", persistentID: 1)
    track.albumTitle = ".hidden"
    #expect(SampleAudioLayout.relativePath(of: track) == "deepcut-sample/A/_hidden/1-01 a-b.wav")
  }

  @Test func generatedLengthsAreTwoToFiveSeconds() {
    var track = Self.track("x", persistentID: 1)
    track.durationMilliseconds = 240_000
    #expect(SampleAudio.length(of: track) == .seconds(4))
    track.durationMilliseconds = 30_000
    #expect(SampleAudio.length(of: track) == .seconds(2))
    track.durationMilliseconds = 900_000
    #expect(SampleAudio.length(of: track) == .seconds(5))
    let wav = WAVFile.tone(duration: .seconds(2), frequency: 440)
    #expect(wav.count == 44 + 2 * 8000 * 2)
    #expect(Array(wav.prefix(4)) == Array("RIFF".utf8))
  }
}
