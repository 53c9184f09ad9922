import DeepCutKit
import Foundation

/// `generate <file>`: writes a large, believable Library.xml for trying and benchmarking.
enum GenerateCommand {
  static let file = Argument<String>.text(
    "file", missing: "generate needs a file to write (generate /tmp/Library.xml)")
  static let tracks = number(
    "--tracks", "N", "how many tracks (default 50000)", 50_000, 1...2_000_000)
  static let artists = number(
    "--artists", "M", "how many artists (default 1610)", 1_610, 1...200_000)
  static let seed = number("--seed", "S", "the seed (default 1)", 1, 0...Int.max)
  static let force = Option<Bool>.flag("--force", summary: "replace an existing file")

  /// A whole-number option within `range`.
  private static func number(
    _ name: String, _ placeholder: String, _ summary: String, _ fallback: Int,
    _ range: ClosedRange<Int>
  ) -> Option<Int> {
    .value(name, placeholder, summary: summary, default: fallback) { text throws(CommandError) in
      guard let parsed = Int(text), range.contains(parsed) else {
        throw CommandError(
          "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
        )
      }
      return parsed
    }
  }

  static let command = Command(
    CommandSpec(
      name: "generate", group: .emulation,
      summary: "write a made-up Library.xml in Apple's format (for --library and benchmarks)",
      details: """
        The same seed writes the same file, byte for byte. 50,000 tracks by 1,610 artists make
        about 70 MB, the size of a large real export. An existing file is never overwritten
        without --force (it might be someone's real library).
        """,
      examples: ["generate /tmp/Library.xml", "generate /tmp/small.xml --tracks 500 --artists 40"],
      signature: Signature(
        [file.spec], options: [tracks.spec, artists.spec, seed.spec, force.spec]))
  ) { session, arguments in
    let path = arguments[Self.file]
    let seed = arguments[Self.seed]
    let full = path.hasPrefix("/") ? path : session.environment.workingDirectory + "/" + path
    if FileManager.default.fileExists(atPath: full), !arguments[Self.force] {
      throw CommandError("\(path) exists; not overwriting it (add --force to replace it)")
    }
    let generator = LibraryXMLGenerator(
      trackCount: arguments[Self.tracks], artistCount: arguments[Self.artists], seed: UInt64(seed))
    let expectation: LibraryXMLGenerator.Expectation
    do {
      expectation = try generator.write(toPath: full)
    } catch {
      throw CommandError("could not write \(path): \(error)")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: full)[.size] as? Int) ?? 0
    var output = CommandOutput(
      GenerateDocument(
        path: path, bytes: size, tracks: expectation.tracks, artists: expectation.artists,
        albums: expectation.albums, playlists: expectation.playlists))
    output.say(
      "wrote \(path): \(size) bytes, \(expectation.tracks) tracks by \(expectation.artists) "
        + "artists on \(expectation.albums) albums, \(expectation.playlists) playlists (seed \(seed))"
    )
    return output
  }
}

private struct GenerateDocument: Encodable {
  var path: String
  var bytes: Int
  var tracks: Int
  var artists: Int
  var albums: Int
  var playlists: Int
}
