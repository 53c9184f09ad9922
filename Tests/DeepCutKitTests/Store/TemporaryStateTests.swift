import Foundation
import Testing

@testable import DeepCutKit

/// A script's temporary state directory goes where `$TMPDIR` says, as other programs' do.
@Suite struct TemporaryStateTests {
  @Test func madeUnderTMPDIR() throws {
    let parent = try StateDirectory.temporary()
    defer { parent.removeAll() }
    for tmpdir in [parent.path, parent.path + "/"] {
      let state = try StateDirectory.scratch(environment: ["TMPDIR": tmpdir])
      #expect(state.path.hasPrefix(parent.path + "/deepcut-"))
      #expect(!state.path.contains("//"))
      #expect(FileManager.default.fileExists(atPath: state.path))
      state.removeAll()
    }
  }

  @Test func slashTmpWhenTMPDIRIsUnsetOrEmpty() throws {
    for environment in [[:], ["TMPDIR": ""]] {
      let state = try StateDirectory.temporary(environment: environment)
      defer { state.removeAll() }
      #expect(state.path.hasPrefix("/tmp/deepcut-"))
    }
  }

  @Test func aMissingTMPDIRIsOneError() {
    #expect(throws: StoreError.self) {
      try StateDirectory.temporary(environment: ["TMPDIR": "/nonexistent-deepcut-parent"])
    }
  }
}
