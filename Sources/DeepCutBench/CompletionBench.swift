import DeepCutKit
import DeepCutShell

/// Tab completion over 20,000 names: the pure completer, as the line editor calls it.
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
}
