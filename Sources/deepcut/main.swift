import CEditLine
import DeepCutKit
import DeepCutShell
import Foundation

let processEnvironment = EnvironmentVariables.current()
let options: LaunchOptions
do {
  options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(
    Data(Terminal.errorLine("\(error) (see deepcut --help)", label: "error:").utf8))
  exit(2)
}

switch options.mode {
case .help:
  print(LaunchOptions.helpText)
  exit(0)
case .version:
  print("deepcut \(DeepCutVersion.current)")
  exit(0)
case .manual:
  print(ManPage.deepcut.roff, terminator: "")
  exit(0)
case .bashCompletion:
  print(BashCompletion.script, terminator: "")
  exit(0)
case .generateAudio(let directory):
  let tracks = SampleLibrary.contents.tracks
  switch SampleAudio.write(tracks, to: directory) {
  case .success(let written):
    print(
      "wrote \(written) files under \(directory)/\(SampleAudioLayout.folder) (\(tracks.count - written)"
        + " of the \(tracks.count) tracks' were there); with MPD's music_directory at \(directory),"
        + " run mpc update")
    exit(0)
  case .failure(let error):
    FileHandle.standardError.write(Data(Terminal.errorLine("\(error)", label: "error:").utf8))
    exit(1)
  }
default:
  break
}

let interactive = options.mode == .standardInput && Terminal.isInteractive
let launch: Launch
do {
  launch = try Launch(options: options, interactive: interactive, environment: processEnvironment)
} catch {
  FileHandle.standardError.write(Data(Terminal.errorLine("\(error)", label: "error:").utf8))
  exit(2)
}
let status = await launch.run()
await launch.saveLastPlays()
launch.finish()
exit(status)
