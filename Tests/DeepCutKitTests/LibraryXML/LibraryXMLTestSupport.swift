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

/// How many lines `bytes` has (newlines + 1).
func lineCount(_ bytes: [UInt8]) -> Int {
  var lines = 1
  for byte in bytes where byte == 0x0A { lines += 1 }
  return lines
}

/// The 8 bytes of `word`, least significant first, as the cache writes words.
func littleEndianBytes(_ word: UInt64) -> [UInt8] {
  (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
}
