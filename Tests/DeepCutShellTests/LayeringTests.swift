import Foundation
import Testing

/// DeepCutShell's folders depend on each other one way only (ARCHITECTURE.md): no file uses a
/// type declared in a folder above its own, so there is no folder cycle.
@Suite struct LayeringTests {
  /// Bottom first: each folder may use the ones before it.
  static let layers = [
    "Output", "Parsing", "Core", "Scripts", "Completion", "Resolve", "Session", "Commands",
    "Prompt", "Launch",
  ]

  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/DeepCutShell")

  /// The Swift files under a folder, with their text minus comments.
  static func files(in folder: String) throws -> [(name: String, code: String)] {
    let root = sources.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    return try (paths ?? []).filter { $0.hasSuffix(".swift") }.map { path in
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      let code = text.split(separator: "\n").map { line in
        line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
      }.joined(separator: "\n")
      return ("\(folder)/\(path)", code)
    }
  }

  /// The top-level types a folder declares.
  static func types(in folder: String) throws -> Set<String> {
    let declaration = /^(?:public |final )*(?:struct|enum|class|actor|protocol|typealias) (\w+)/
      .anchorsMatchLineEndings()
    return Set(
      try files(in: folder).flatMap { $0.code.matches(of: declaration).map { String($0.1) } })
  }

  @Test func everyFolderIsALayer() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
      .filter { !$0.hasPrefix(".") }
    #expect(Set(folders) == Set(Self.layers))
  }

  @Test(arguments: layers.indices)
  func aFolderUsesNothingAboveIt(_ index: Int) throws {
    let above = try Self.layers[(index + 1)...].map { ($0, try Self.types(in: $0)) }
    for file in try Self.files(in: Self.layers[index]) {
      for (folder, names) in above {
        for name in names where file.code.contains(try Regex("\\b\(name)\\b")) {
          Issue.record("\(file.name) uses \(name) from \(folder)/, a folder above it")
        }
      }
    }
  }
}
