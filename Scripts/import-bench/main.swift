// A throwaway release-mode harness for the Library.xml importer, compiled together with
// DeepCutKit's sources by Scripts/bench-import.sh (no target in Package.swift).
//
//   import-bench generate FILE [TRACKS] [ARTISTS] [SEED]
//   import-bench import FILE [RUNS]     best-of-RUNS import time and the summary
//   import-bench cache FILE [RUNS]      cache size, encode time, best-of-RUNS decode time
import Foundation

@main
enum ImportBench {
  static func main() throws {
    let arguments = CommandLine.arguments
    guard arguments.count >= 3 else {
      print("usage: import-bench generate|import|cache FILE [...]")
      exit(2)
    }
    let path = arguments[2]
    let number = { (index: Int, fallback: Int) in
      arguments.count > index ? Int(arguments[index]) ?? fallback : fallback
    }
    switch arguments[1] {
    case "generate":
      let generator = LibraryXMLGenerator(
        trackCount: number(3, 50_000), artistCount: number(4, 1_610), seed: UInt64(number(5, 1)))
      let start = ContinuousClock.now
      let expected = try generator.write(toPath: path)
      let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      print("generated \(path): \(size) bytes in \(ContinuousClock.now - start)")
      print("expected: \(expected)")
    case "import":
      var best = Duration.seconds(1_000)
      var result: LibraryImport?
      for _ in 0..<number(3, 1) {
        let start = ContinuousClock.now
        result = try LibraryXMLImporter.importFile(atPath: path)
        best = min(best, ContinuousClock.now - start)
      }
      print("import: \(milliseconds(best)) ms (best of \(number(3, 1)))")
      result?.summary.lines.forEach { print($0) }
    case "cache":
      let library = try LibraryXMLImporter.importFile(atPath: path)
      let key = try LibrarySourceKey(fileAtPath: path)
      var start = ContinuousClock.now
      let bytes = LibraryCacheCodec.encode(library, key: key)
      print(
        "cache: \(bytes.count) bytes, encoded in \(milliseconds(ContinuousClock.now - start)) ms")
      start = ContinuousClock.now
      _ = try LibrarySourceKey(fileAtPath: path)
      print("source key: \(milliseconds(ContinuousClock.now - start)) ms")
      var best = Duration.seconds(1_000)
      for _ in 0..<number(3, 10) {
        start = ContinuousClock.now
        let decoded = try LibraryCacheCodec.decode(bytes, expecting: key)
        best = min(best, ContinuousClock.now - start)
        precondition(decoded == library, "the cache did not round-trip")
      }
      print("decode: \(milliseconds(best)) ms (best of \(number(3, 10)))")
    default:
      print("unknown command \(arguments[1])")
      exit(2)
    }
  }

  static func milliseconds(_ duration: Duration) -> String {
    String(
      format: "%.1f",
      Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3)
  }
}
