import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// `--listenbrainz-url`, `--listenbrainz-token-file`, and which ListenBrainz a launch asks.
@Suite struct ListenBrainzOptionsTests {
  @Test func theOptionsParse() throws {
    let options = try LaunchOptions.parse([
      "--listenbrainz-url=http://127.0.0.1:8100", "--listenbrainz-token-file", "/tmp/lb-token",
    ])
    #expect(options.catalog.listenBrainzURL == URL(string: "http://127.0.0.1:8100"))
    #expect(options.catalog.listenBrainzTokenFile == "/tmp/lb-token")
  }

  @Test func aBadURLIsAOneLineUsageError() {
    #expect(
      throws: UsageError(
        "--listenbrainz-url needs an http(s) URL such as http://127.0.0.1:8100, not 'nowhere'")
    ) {
      try LaunchOptions.parse(["--listenbrainz-url", "nowhere"])
    }
  }

  /// api.listenbrainz.org only beside musicbrainz.org: a MusicBrainz server of one's own (a
  /// mirror, a test's) gets no counts unless a ListenBrainz server is named too.
  @Test func whichServerIsAsked() {
    #expect(CatalogOptions().listenBrainzServer == ListenBrainzPopularity.liveURL)
    let mirror = CatalogOptions(musicBrainzURL: URL(string: "http://127.0.0.1:5000"))
    #expect(mirror.listenBrainzServer == nil)
    var named = mirror
    named.listenBrainzURL = URL(string: "http://127.0.0.1:8100")
    #expect(named.listenBrainzServer == URL(string: "http://127.0.0.1:8100"))
  }

  @Test func helpNamesTheOptionsAndVariables() {
    let help = LaunchOptions.helpText
    for name in [
      "--listenbrainz-url", "--listenbrainz-token-file", "DEEPCUT_LISTENBRAINZ_URL",
      "DEEPCUT_LISTENBRAINZ_TOKEN",
    ] {
      #expect(help.contains(name), "\(name)")
    }
  }
}
