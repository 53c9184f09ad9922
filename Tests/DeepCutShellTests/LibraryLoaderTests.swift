import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// The warm-start cache as the launch uses it: written in the background, read back for an
/// unchanged file, rebuilt when it was written by another format version.
@Suite struct LibraryLoaderTests {
  /// A fresh state directory holding a generated Library.xml.
  static func setUp() throws -> (state: StateDirectory, library: String) {
    let state = try StateDirectory.temporary()
    let library = state.url.appendingPathComponent("Library.xml").path
    var bytes: [UInt8] = []
    try LibraryXMLGenerator(trackCount: 300, artistCount: 12, seed: 9).write {
      bytes.append(contentsOf: $0)
    }
    try Data(bytes).write(to: URL(fileURLWithPath: library))
    return (state, library)
  }

  @Test func theSecondStartReadsTheCacheTheFirstWrote() throws {
    let (state, library) = try Self.setUp()
    defer { state.removeAll() }
    let first = try LibraryLoader.load(library, state: state)
    #expect(!first.fromCache)
    LibraryLoader.finishCacheWrites()
    let second = try LibraryLoader.load(library, state: state)
    #expect(second.fromCache)
    #expect(second.library == first.library)
    // The write was atomic: the cache and the export, no temporary file left behind.
    let names = try FileManager.default.contentsOfDirectory(atPath: state.url.path).sorted()
    #expect(names == ["Library.xml", "library-\(first.identity).cache"])
  }

  @Test func aCacheOfAnotherFormatVersionIsRebuilt() throws {
    let (state, library) = try Self.setUp()
    defer { state.removeAll() }
    let first = try LibraryLoader.load(library, state: state)
    LibraryLoader.finishCacheWrites()
    let name = "library-\(first.identity).cache"
    var bytes = try #require(try state.read(name))
    bytes[4] = LibraryCacheCodec.formatVersion - 1
    try state.write(bytes, to: name)
    let again = try LibraryLoader.load(library, state: state)
    #expect(!again.fromCache)
    #expect(again.library == first.library)
    LibraryLoader.finishCacheWrites()
    #expect(try state.read(name)?[4] == LibraryCacheCodec.formatVersion)
    #expect(try LibraryLoader.load(library, state: state).fromCache)
  }
}
