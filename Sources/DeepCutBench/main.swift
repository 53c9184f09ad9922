import DeepCutKit
import Foundation

// deepcut-bench: the in-process figures of Scripts/bench, one `name|best|median|runs|target`
// line each. Run it through Scripts/bench, which builds it in release mode and adds the
// process-level figures (start-up, warm start, plistlib, scripted commands).
//
//   deepcut-bench feed
//   deepcut-bench feed-work LAPS   (the all-artists refresh LAPS times, untimed, for callgrind)
//   deepcut-bench completion [FILE]   (FILE: the first Tab over an imported library too)
//   deepcut-bench import FILE
//   deepcut-bench mpd               (the MPD client against the MPD of MPD_HOST/MPD_PORT)
let arguments = CommandLine.arguments.dropFirst()
var figures: [Figure] = []
switch arguments.first {
case "feed": figures = try await FeedBench.run()
case "feed-work":
  try await FeedBench.work(laps: arguments.dropFirst().first.flatMap { Int($0) } ?? 1)
case "completion":
  figures = await CompletionBench.run()
  if let file = arguments.dropFirst().first {
    figures += try await CompletionBench.run(file: file)
  }
case "import":
  guard let file = arguments.dropFirst().first else {
    FileHandle.standardError.write(Data("usage: deepcut-bench import FILE\n".utf8))
    exit(2)
  }
  figures = try await ImportBench.run(file: file)
case "mpd": figures = try await MPDBench.run()
default:
  FileHandle.standardError.write(
    Data("usage: deepcut-bench feed|feed-work LAPS|completion [FILE]|import FILE|mpd\n".utf8))
  exit(2)
}
for figure in figures { print(figure.line) }
