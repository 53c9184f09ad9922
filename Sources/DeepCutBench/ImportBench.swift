import DeepCutKit
import Foundation

/// The Library.xml importer and the warm-start cache, in process (the process-level figures,
/// with plistlib beside them, come from Scripts/bench).
enum ImportBench {
  static func run(file: String) async throws -> [Figure] {
    var imported: LibraryImport?
    var cpuTimes: [Duration] = []
    let importFigure = try await measure(
      "import: stream the file", runs: 5, target: "—"
    ) {
      let start = cpuTime()
      imported = try LibraryXMLImporter.importFile(atPath: file)
      cpuTimes.append(cpuTime() - start)
    }
    // The warm-up run is left out, as `measure` leaves it out of the wall times.
    let cpu = cpuTimes.dropFirst().sorted()
    let cpuFigure = Figure(
      name: "import: stream the file, CPU time", best: cpu.first ?? .zero,
      median: cpu.isEmpty ? .zero : cpu[cpu.count / 2], runs: cpu.count, target: "—")
    guard let library = imported else { return [importFigure, cpuFigure] }
    let key = try LibrarySourceKey(fileAtPath: file)
    let bytes = LibraryCacheCodec.encode(library, key: key)
    return [
      importFigure,
      cpuFigure,
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
    ]
  }
}

/// The CPU time the process has used so far, on every thread.
private func cpuTime() -> Duration {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}
