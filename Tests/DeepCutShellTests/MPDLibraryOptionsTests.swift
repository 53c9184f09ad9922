import DeepCutKit
import Testing

@testable import DeepCutShell

/// `--library mpd`: MPD's library, played on the same MPD unless another player is asked for.
@Suite struct MPDLibraryOptionsTests {
  @Test func mpdIsMPDsLibraryAndPlaysOnMPDByDefault() throws {
    let options = try LaunchOptions.parse(["--library", "mpd"])
    #expect(options.mpdLibrary)
    #expect(options.libraryFile == nil)
    #expect(options.player.choice == .mpd)
    #expect(options.player.mpdLibrary)
  }

  @Test func anotherPlayerAndAnAddressMayBeGiven() throws {
    let options = try LaunchOptions.parse(
      ["--player", "emulated", "--library", "mpd", "--mpd", "/run/mpd/socket"])
    #expect(options.player.choice == .emulated)
    #expect(options.player.mpdAddress == "/run/mpd/socket")
  }

  @Test func aFileNamedMpdIsDotSlashMpd() throws {
    let options = try LaunchOptions.parse(["--library", "./mpd"])
    #expect(!options.mpdLibrary)
    #expect(options.libraryFile == "./mpd")
  }

  @Test func mistakesAreOneLine() throws {
    #expect(throws: UsageError("--mpd is for --player mpd or --library mpd")) {
      try LaunchOptions.parse(["--mpd", "/run/mpd/socket"])
    }
    #expect(
      throws: UsageError(
        "--library mpd and --service apple-music cannot be combined (pick one library)")
    ) {
      try LaunchOptions.parse(["--library", "mpd", "--service", "apple-music"])
    }
    #expect(throws: UsageError.self) {
      try MPDLibrarySetup.address("host:99999", environment: [:])
    }
    #expect(
      try MPDLibrarySetup.address(nil, environment: ["MPD_HOST": "/tmp/s"]).description
        == "/tmp/s")
  }

  @Test func theIdentityIsPerAddressAndStable() throws {
    let one = MPDLibrarySetup.identity(of: MPDAddress(.unix(path: "/run/mpd/socket")))
    #expect(one == MPDLibrarySetup.identity(of: MPDAddress(.unix(path: "/run/mpd/socket"))))
    #expect(one != MPDLibrarySetup.identity(of: MPDAddress(.tcp(host: "localhost", port: 6600))))
    #expect(one.hasPrefix("mpd-") && one.count == 20)
  }
}
