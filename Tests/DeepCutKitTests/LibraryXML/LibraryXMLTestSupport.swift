import Foundation
import Testing

@testable import DeepCutKit

/// Fixtures live next to the tests and are found through `#filePath`, not bundled resources.
enum LibraryXMLFixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The hand-made export holding every quirk.
  static var quirksPath: String { directory.appendingPathComponent("quirks.xml").path }

  static var quirks: [UInt8] {
    get throws { Array(try Data(contentsOf: URL(fileURLWithPath: quirksPath))) }
  }

  /// A plist document around `body` (the top-level dict's keys), one element per line as Apple
  /// writes them, so error lines are easy to count: `body` starts on line 4.
  static func document(_ body: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>

      """.utf8)
  }
}

/// Imports `bytes` and returns the error, failing the test when the import succeeds.
func importError(
  _ bytes: [UInt8], chunkSize: Int = PlistLexer.chunkSize,
  sourceLocation: SourceLocation = #_sourceLocation
) -> LibraryXMLError? {
  do {
    _ = try LibraryXMLImporter.importSource(
      .memory(bytes), name: "Library.xml", chunkSize: chunkSize)
    Issue.record("the import succeeded", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

/// How many lines `bytes` has (newlines + 1), counted with `memchr`: the fuzz test counts
/// thousands of documents, and a per-byte closure is slow in a debug build.
func lineCount(_ bytes: [UInt8]) -> Int {
  bytes.withUnsafeBytes { raw in
    guard var address = raw.baseAddress else { return 1 }
    var remaining = raw.count
    var lines = 1
    while remaining > 0, let newline = memchr(address, 0x0A, remaining) {
      lines += 1
      remaining -= address.distance(to: newline) + 1
      address = UnsafeRawPointer(newline) + 1
    }
    return lines
  }
}
