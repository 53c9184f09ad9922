import DeepCutKit
import Testing

@testable import DeepCutShell

/// Playing library items needs Apple Music access, as every library read does: the app's gate
/// (issue #28, point 7).
@Suite struct PlaybackAuthorizationTests {
  private static let denied =
    "Apple Music access is denied: allow it in Settings › Privacy › Media & Apple Music"

  @Test(arguments: [
    ("play Three Little Birds", "play"), ("toggle Three Little Birds", "toggle"),
    ("queue add Jezebel", "queue add"), ("queue next Jezebel", "queue next"),
  ])
  func playingALibraryItemRefusesWhileDenied(line: String, command: String) async throws {
    let test = try TestSession()
    _ = await test.session.execute("auth deny")
    let outcome = await test.session.execute(line)
    #expect(outcome == .failure("\(command): \(Self.denied)"))
    #expect(test.session.player.snapshot(at: .start).entries.isEmpty)
    #expect(await test.session.playback.indicator.state == .idle)
  }

  @Test func itPlaysAgainOnceAllowed() async throws {
    let test = try TestSession()
    _ = await test.session.execute("auth deny")
    _ = await test.session.execute("play Three Little Birds")
    _ = await test.session.execute("auth allow")
    #expect(await test.session.execute("play Three Little Birds") == .success)
    #expect(test.session.player.view.status == .playing)
  }
}
