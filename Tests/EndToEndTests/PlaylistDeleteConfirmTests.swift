import Foundation
import Testing

/// At the prompt, `playlist delete` asks first: n keeps the playlist, y deletes it (issue
/// #28, point 16); a script is never asked (the transcripts).
@Suite struct PlaylistDeleteConfirmTests {
  @Test func thePromptAsksBeforeDeleting() async throws {
    let run = try await PromptAtTerminal.session { terminal in
      terminal.type("playlist delete Crate Digging\r")
      try await terminal.waitFor("delete playlist 'Crate Digging' (0 tracks)? (y or n) ")
      terminal.type("n\r")
      try await terminal.waitFor("kept playlist 'Crate Digging'")
      terminal.type("playlist delete Crate Digging\r")
      try await terminal.waitFor("? (y or n) ", occurrences: 2)
      terminal.type("y\r")
      try await terminal.waitFor("deleted playlist 'Crate Digging'")
      terminal.type("show Crate Digging\r")
      try await terminal.waitFor("no item matches 'Crate Digging'")
    }
    #expect(run.status == 0)
  }
}
