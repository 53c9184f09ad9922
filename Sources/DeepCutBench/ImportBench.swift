import DeepCutKit

/// The Library.xml importer and the warm-start cache, in process (the process-level figures,
/// with plistlib beside them, come from Scripts/bench).
enum ImportBench {
  static func run(file: String) async throws -> [Figure] {
    var imported: LibraryImport?
    let importFigure = try await measure(
      "import: stream the file", runs: 5, target: "≥ 20× faster than plistlib"
    ) {
      imported = try LibraryXMLImporter.importFile(atPath: file)
    }
    guard let library = imported else { return [importFigure] }
    let key = try LibrarySourceKey(fileAtPath: file)
    let bytes = LibraryCacheCodec.encode(library, key: key)
    return [
      importFigure,
      try await measure(
        "import: decode the warm-start cache (every track checked, built on first read)",
        runs: 20, target: "—"
      ) {
        _ = try LibraryCacheCodec.decode(bytes, expecting: key)
      },
      try await measure(
        "import: decode the warm-start cache and build every track", runs: 20, target: "—"
      ) {
        _ = try LibraryCacheCodec.decode(bytes, expecting: key).contents.tracks.count
      },
      await measure(
        "import: index the library for the service (tracks on first use)", runs: 5, target: "—"
      ) {
        _ = InMemoryLibraryService(contents: library.contents, clock: VirtualClock())
      },
    ]
  }
}
