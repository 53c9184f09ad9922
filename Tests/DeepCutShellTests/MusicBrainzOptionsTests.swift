import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// The catalog options on the command line, and choosing a catalog in a session.
@Suite struct MusicBrainzOptionsTests {
  @Test func catalogOptionsParse() throws {
    let options = try LaunchOptions.parse([
      "--catalog", "musicbrainz", "--musicbrainz-url=http://127.0.0.1:5000", "--offline",
      "--max-age", "2d", "-c", "cuts x",
    ])
    #expect(
      options.catalog
        == CatalogOptions(
          choice: .musicbrainz, musicBrainzURL: URL(string: "http://127.0.0.1:5000"),
          offline: true, maxAge: .seconds(2 * 86_400)))
    #expect(try LaunchOptions.parse(["--max-age", "12h"]).catalog.maxAge == .seconds(43_200))
    #expect(try LaunchOptions.parse(["--max-age", "0"]).catalog.maxAge == .zero)
  }

  @Test func badCatalogOptionsAreOneLineUsageErrors() {
    #expect(
      throws: UsageError("--catalog is musicbrainz, apple-music, simulated or sample, not 'apple'")
    ) {
      try LaunchOptions.parse(["--catalog", "apple"])
    }
    #expect(
      throws: UsageError(
        "--musicbrainz-url needs an http(s) URL such as http://127.0.0.1:5000, not 'ftp://x'")
    ) {
      try LaunchOptions.parse(["--musicbrainz-url", "ftp://x"])
    }
    #expect(throws: UsageError("--max-age is an age such as 7d, 12h or 30m, not 'soon'")) {
      try LaunchOptions.parse(["--max-age", "soon"])
    }
  }

  @Test func theSampleLibraryKeepsItsCatalogAndCanSwitchToMusicBrainz() async throws {
    let test = try TestSession()
    let result = await test.run(
      """
      set catalog
      expect output contains "catalog = sample"
      set offline on
      set catalog musicbrainz
      ls artists
      expect output contains "not checked yet in the MusicBrainz catalog (offline: cache only)"
      expect fail cuts acid bath
      expect error contains "offline, and the link of 'Acid Bath' is not in the MusicBrainz cache yet"
      expect fail set catalog simulated
      expect error contains "catalog is sample or musicbrainz here, not 'simulated'"
      """)
    #expect(result.exitStatus == 0, "\(test.stderr)")
  }
}
