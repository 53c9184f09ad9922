import Foundation
import Testing

@testable import DeepCutKit

/// `StateDirectory.read` returns every byte of files of any size, around the sizes where its
/// buffer is exactly full, and `nil` for a file that is not there.
@Suite struct StateDirectoryReadTests {
  @Test func readsBackWhatWasWritten() throws {
    let state = try StateDirectory.temporary()
    defer { StateDirectory.removeTree(atPath: state.url.path) }
    var random = SeededRandom(seed: 3)
    for size in [0, 1, 14, 15, 16, 4095, 4096, 4097, 65_535, 65_536, 65_537, 200_000] {
      let data = Data((0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) })
      try state.write(data, to: "file-\(size)", durable: false)
      #expect(try state.read("file-\(size)") == data, "\(size) bytes")
    }
    #expect(try state.read("missing") == nil)
  }
}
