import DeepCutKit
import DeepCutShell
import Foundation
import Testing

/// The Apple Music options parse purely, refuse bad values in one line, and set up the
/// services only from tokens given the right way.
@Suite struct AppleMusicLaunchOptionsTests {
  @Test func parsesEveryOption() throws {
    let options = try LaunchOptions.parse([
      "--service", "apple-music", "--catalog=apple-music", "--storefront", "GB",
      "--apple-music-url", "http://127.0.0.1:8080", "--developer-token-file", "dev.p8",
      "--user-token-file=user.token", "-c", "ls",
    ])
    #expect(options.appleMusic.service == .appleMusic)
    #expect(options.catalog.choice == .appleMusic)
    #expect(options.appleMusic.storefront?.code == "gb")
    #expect(options.appleMusic.baseURL?.absoluteString == "http://127.0.0.1:8080")
    #expect(options.appleMusic.developerTokenFile == "dev.p8")
    #expect(options.appleMusic.userTokenFile == "user.token")
    #expect(options.mode == .commands("ls"))
    #expect(try LaunchOptions.parse([]).appleMusic == AppleMusicLaunchOptions())
  }

  @Test(arguments: [
    (["--service", "spotify"], "--service is sample or apple-music, not 'spotify'"),
    (
      ["--storefront", "usa"],
      "--storefront is a two-letter country code such as us or gb, not 'usa'"
    ),
    (
      ["--apple-music-url", "ftp://x"],
      "--apple-music-url needs an http(s) URL such as http://127.0.0.1:8080, not 'ftp://x'"
    ),
    (["--user-token-file", ""], "option '--user-token-file' needs a non-empty value"),
    (["--service"], "option '--service' needs a value"),
  ])
  func refusesBadValuesInOneLine(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try LaunchOptions.parse(arguments) }
  }

  @Test func theHelpNamesTheOptions() {
    for name in [
      "--service", "musicbrainz|apple-music", "--storefront", "--apple-music-url",
      "--developer-token-file", "DEEPCUT_MUSIC_USER_TOKEN",
    ] {
      #expect(LaunchOptions.helpText.contains(name), "\(name)")
    }
  }

  @Test func setsUpServicesOnlyWithTheTokensItNeeds() throws {
    let sample = Services.sample(clock: VirtualClock())
    var options = AppleMusicLaunchOptions()
    // Nothing asked: unchanged.
    #expect(
      try sample.applyingAppleMusic(
        options, catalogChoice: nil, libraryFile: nil, environment: [:], clock: VirtualClock()
      ).appleMusic == nil)
    options.service = .appleMusic
    #expect(throws: AppleMusicTokenError.self) {
      try sample.applyingAppleMusic(
        options, catalogChoice: nil, libraryFile: nil, environment: [:], clock: VirtualClock())
    }
    // A developer token alone reads the catalog but not a library.
    let developerOnly = ["DEEPCUT_DEVELOPER_TOKEN": "dev-token"]
    #expect(throws: AppleMusicTokenError.self) {
      try sample.applyingAppleMusic(
        options, catalogChoice: nil, libraryFile: nil, environment: developerOnly,
        clock: VirtualClock())
    }
    #expect(throws: UsageError.self) {
      try sample.applyingAppleMusic(
        options, catalogChoice: nil, libraryFile: "Library.xml", environment: developerOnly,
        clock: VirtualClock())
    }
    var both = developerOnly
    both["DEEPCUT_MUSIC_USER_TOKEN"] = "user-token"
    both["DEEPCUT_APPLE_MUSIC_URL"] = "http://127.0.0.1:9/v1"
    let real = try sample.applyingAppleMusic(
      options, catalogChoice: nil, libraryFile: nil, environment: both, clock: VirtualClock())
    #expect(real.recording == nil)
    #expect(real.library is AppleMusicLibraryService)
    #expect(real.identity == "apple-music")
    #expect(real.appleMusic?.api.baseURL.absoluteString == "http://127.0.0.1:9")
    #expect(real.catalog.label.hasPrefix("Apple Music catalog"))
    #expect(real.initialCatalog == .appleMusic)
    #expect(throws: UsageError.self) {
      try sample.applyingAppleMusic(
        options, catalogChoice: .simulated, libraryFile: nil, environment: both,
        clock: VirtualClock())
    }
    // The catalog alone over the sample library keeps the recording mock.
    let mixed = try sample.applyingAppleMusic(
      AppleMusicLaunchOptions(), catalogChoice: .appleMusic, libraryFile: nil,
      environment: developerOnly, clock: VirtualClock())
    #expect(mixed.recording != nil)
    #expect(mixed.catalog is AppleMusicCatalog)
    #expect(mixed.appleMusic?.bridge == nil)
  }
}
