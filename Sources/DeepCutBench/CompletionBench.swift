import DeepCutKit
import DeepCutShell
import Foundation

/// Tab completion: the pure completer over 20,000 names, as the line editor calls it, and a
/// session's first Tab over an imported library, when the offered names are not built yet.
enum CompletionBench {
  static func run() async -> [Figure] {
    let names = (0..<20_000).map { index in
      "\(["Blue", "Red", "Night", "Sigur", "Café", "Deep"][index % 6]) Song \(index)"
    }
    let completer = Completer(
      commands: .standard, names: NameIndex(tracks: NameList(names)))
    let lines = ["play Sigur Song 12", "play caf", "play Deep Song 1999", "pl", "play \"Night S"]
    var index = 0
    return [
      await measure("completion: one Tab over 20,000 names", runs: 200, target: "< 1 ms") {
        let line = lines[index % lines.count]
        index += 1
        _ = completer.complete(line, cursor: line.count)
      }
    ]
  }

  /// A fresh session over the library in `file` for every run: the names it gives the prompt,
  /// then `play PREFIX` completed twice, the first Tab building the offered names of every
  /// kind `play` takes, the second reading them.
  static func run(file: String) async throws -> [Figure] {
    let contents = try LibraryXMLImporter.importFile(atPath: file).contents
    let tracks = contents.tracks.count.formatted(.number.grouping(.automatic))
    let clock = VirtualClock()
    let failures = FailureInjector()
    let services = Services.library(
      contents, identity: "bench", catalog: SampleCatalog(failures: failures),
      failures: failures, clock: clock, journal: [], warning: { _ in })
    let state = try StateDirectory.temporary()
    defer { state.removeAll() }
    let environment = Environment(
      clock: clock, output: BufferSink(), state: state,
      workingDirectory: FileManager.default.currentDirectoryPath, services: services)
    let first = "play Midnight Or"
    let later = "play Ballad of the Ho"
    var prompt: [Duration] = []
    var firstTab: [Duration] = []
    var laterTab: [Duration] = []
    let clockNow = ContinuousClock()
    // One warm-up run (the snapshot's indexes are made once per process), then the runs.
    for run in 0...runs {
      let session = Session(environment: environment)
      let start = clockNow.now
      let names = await session.completionNames()
      let ready = clockNow.now
      let completer = Completer(commands: session.commands, names: names)
      let firstMatches = completer.complete(first, cursor: first.count).matches
      let afterFirst = clockNow.now
      let laterMatches = completer.complete(later, cursor: later.count).matches
      let afterLater = clockNow.now
      precondition(!firstMatches.isEmpty && !laterMatches.isEmpty, "the prefixes match nothing")
      guard run > 0 else { continue }
      prompt.append(ready - start)
      firstTab.append(afterFirst - ready)
      laterTab.append(afterLater - afterFirst)
    }
    return [
      figure("completion: names for the first prompt over the \(tracks)-track library", prompt),
      figure(
        "completion: first Tab over the \(tracks)-track library (`\(first)`, offered names built)",
        firstTab, target: "≤ 150 ms"),
      figure(
        "completion: a later Tab over the \(tracks)-track library (`\(later)`)", laterTab,
        target: "< 1 ms"),
    ]
  }

  private static let runs = 5

  private static func figure(_ name: String, _ durations: [Duration], target: String = "—")
    -> Figure
  {
    let sorted = durations.sorted()
    return Figure(
      name: name, best: sorted[0], median: sorted[sorted.count / 2], runs: sorted.count,
      target: target)
  }
}
