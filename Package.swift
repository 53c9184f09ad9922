// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "deepcut",
  products: [
    .executable(name: "deepcut", targets: ["deepcut"])
  ],
  targets: [
    // libedit's header (libedit-dev): shim.h loads the library with dlopen for the prompt
    // only, and wraps its variadic calls for Swift. Not linked, so scripts never map it.
    .systemLibrary(name: "CEditLine", path: "CEditLine"),
    // The domain: library, catalog, discover, playback, time, state. No terminal I/O.
    .target(name: "DeepCutKit"),
    // The shell without libedit: tokenizer, commands, completion, rendering, scripts.
    .target(name: "DeepCutShell", dependencies: ["DeepCutKit"]),
    // The executable: options, line readers, signals, wiring.
    .executableTarget(name: "deepcut", dependencies: ["DeepCutShell", "CEditLine"]),
    // In-process benchmarks for Scripts/bench (not installed; figures go to BENCHMARKS.md).
    .executableTarget(
      name: "deepcut-bench", dependencies: ["DeepCutKit", "DeepCutShell"],
      path: "Sources/DeepCutBench"),
    // The loopback HTTP server that HTTP and catalog tests talk to: fixture_server.py (Python 3
    // standard library) and the Swift side that starts it, controls it and reads its log.
    .target(
      name: "FixtureServer", path: "Tests/FixtureServer",
      exclude: ["fixture_server.py", "README.md", "Fixtures"]),
    // A real MPD for the MPD client's and player's tests: Debian's mpd with a generated
    // configuration on a Unix socket in a temporary directory, and short generated audio files.
    .target(name: "MPDServer", path: "Tests/MPDServer", exclude: ["README.md"]),
    // Fixtures are read through #filePath, not bundled as resources.
    .testTarget(
      name: "DeepCutKitTests", dependencies: ["DeepCutKit", "FixtureServer", "MPDServer"],
      exclude: ["LibraryXML/Fixtures"]),
    .testTarget(name: "DeepCutShellTests", dependencies: ["DeepCutShell", "FixtureServer"]),
    // The real binary at a pseudo-terminal (needs the deepcut product built first).
    .testTarget(
      name: "EndToEndTests", dependencies: ["DeepCutKit", "FixtureServer", "MPDServer"],
      exclude: [
        "MusicBrainz/transcript.expected", "MPD/transcript.expected",
        "ListenBrainz/transcript.expected",
        "AppleMusic/transcript.deepcut",
        "AppleMusic/transcript.expected",
      ]),
  ]
)
