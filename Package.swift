// swift-tools-version: 6.0
import PackageDescription

// Generic types are instantiated through their metadata accessors, with the conformances their
// requirements need passed in, instead of by mangled name: the runtime checks a mangled name's
// requirements (a `Dictionary`'s key is `Hashable`) by scanning every conformance record of
// the binary, about 0.4 M instructions for each new type, and a start made a dozen of them.
let startupSettings: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

// The executable exports no symbols: swiftc's --export-dynamic put 5,400 of deepcut's symbols
// in the dynamic table, which the loader hashes and the runtime's backtracer setup searches
// with dladdr at every start. Nothing looks a deepcut symbol up by name: libedit and libcurl
// are loaded by deepcut, not the other way round. (Scripts/deepcut and Scripts/bench also link
// it at a fixed address, `-Xlinker -no-pie`: see Scripts/deepcut.)
let executableLinking: [LinkerSetting] = [
  .unsafeFlags(["-Xlinker", "--no-export-dynamic"])
]

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
    .target(name: "DeepCutKit", swiftSettings: startupSettings),
    // The shell without libedit: tokenizer, commands, completion, rendering, scripts.
    .target(
      name: "DeepCutShell", dependencies: ["DeepCutKit"], swiftSettings: startupSettings),
    // The executable: options, line readers, signals, wiring.
    .executableTarget(
      name: "deepcut", dependencies: ["DeepCutShell", "CEditLine"], swiftSettings: startupSettings,
      linkerSettings: executableLinking),
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
    .testTarget(name: "DeepCutShellTests", dependencies: ["DeepCutShell"]),
    // The real binary at a pseudo-terminal (needs the deepcut product built first).
    .testTarget(
      name: "EndToEndTests", dependencies: ["DeepCutKit", "FixtureServer"],
      exclude: [
        "MusicBrainz/transcript.expected", "AppleMusic/transcript.deepcut",
        "AppleMusic/transcript.expected",
      ]),
  ]
)
