import Foundation
import Testing

@testable import DeepCutShell

/// The demos in `Scripts/demos` check themselves with `expect`; each must run to the end.
@Suite struct DemoTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scripts/demos")

  static var demos: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".deepcut") }.sorted()
  }

  @Test func theReconcileDemoExists() {
    #expect(Self.demos.contains("reconcile.deepcut"))
  }

  @Test(arguments: demos)
  func demoPasses(_ name: String) async throws {
    let test = try TestSession(workingDirectory: Self.directory.path)
    defer { test.state.removeAll() }
    let url = Self.directory.appendingPathComponent(name)
    let result = await test.session.runScript(
      ScriptLines(bytes: Array(try Data(contentsOf: url))), name: name, path: url.path)
    #expect(result.exitStatus == 0, "\(name):\n\(test.stderr)")
  }
}
