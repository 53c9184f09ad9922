import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// An imported library started on MusicBrainz makes its simulated catalog only when a session
/// switches to it; switched to, it must answer exactly as one started on it.
@Suite struct DeferredSimulatedCatalogTests {
  @Test func switchingToTheSimulatedCatalogAnswersAsStartingOnIt() async throws {
    let (state, library) = try LibraryLoaderTests.setUp()
    defer { state.removeAll() }
    // Not `ls artists`: a library started on the simulated catalog is served with its links,
    // one switched to it keeps them aside (the bridge uses them).
    let commands = """
      cuts A.N.I.M.A.L.
      add 1
      discover refresh
      discover
      ls albums A.N.I.M.A.L.
      """
    let started = try TestSession(libraryFile: library, catalog: CatalogOptions(choice: .simulated))
    let switched = try TestSession(
      libraryFile: library, catalog: CatalogOptions(choice: .musicbrainz, offline: true))
    _ = await switched.run("set catalog simulated")
    let startedBefore = started.output.combined.count
    let switchedBefore = switched.output.combined.count
    let expected = await started.run(commands, keepGoing: true)
    let actual = await switched.run(commands, keepGoing: true)
    let expectedText = String(started.output.combined.dropFirst(startedBefore))
    #expect(actual.exitStatus == expected.exitStatus)
    #expect(String(switched.output.combined.dropFirst(switchedBefore)) == expectedText)
    #expect(expectedText.contains("simulated catalog"))
    #expect(expected.exitStatus == 0, "\(expectedText)")
  }
}
