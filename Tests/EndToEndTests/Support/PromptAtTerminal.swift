import Foundation

/// deepcut's prompt at a pseudo-terminal on the sample library, in a scratch home and state
/// directory of its own: the setup and the ending the prompt's end-to-end tests share.
enum PromptAtTerminal {
  /// Runs `body` at deepcut's first prompt, then ends the session with Ctrl-D.
  ///
  /// Starts deepcut with `arguments` and waits for `prompt`; returns its exit status and everything it showed. The
  /// scratch home is removed either way.
  static func session(
    _ arguments: [String] = [], prompt: String = "deepcut> ",
    _ body: (PseudoTerminal) async throws -> Void
  ) async throws -> (status: Int32, transcript: String) {
    let home = try CrashSafetyTests.scratch()
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try PseudoTerminal(
      arguments: ["--state", home.appendingPathComponent("state").path] + arguments,
      environment: ["HOME": home.path])
    try await terminal.waitFor(prompt)
    try await body(terminal)
    try await terminal.waitForPrompt()
    terminal.type("\u{4}")
    let status = try await terminal.exitStatus()
    return (status, terminal.transcript)
  }
}
