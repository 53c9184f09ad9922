import DeepCutKit
import Foundation

extension CommandSpec {
  /// `generate <file>`: writes a large, believable Library.xml for trying and benchmarking.
  static let generate = CommandSpec(
    name: "generate", group: .emulation,
    usage: ["generate <file> [--tracks N] [--artists M] [--seed S] [--force]"],
    summary: "write a made-up Library.xml in Apple's format (for --library and benchmarks)",
    details: """
      The same seed writes the same file, byte for byte. 50,000 tracks by 1,610 artists make
      about 70 MB, the size of a large real export. An existing file is never overwritten
      without --force (it might be someone's real library).
      """,
    examples: ["generate /tmp/Library.xml", "generate /tmp/small.xml --tracks 500 --artists 40"],
    options: [
      OptionSpec("--tracks", value: "N", summary: "how many tracks (default 50000)"),
      OptionSpec("--artists", value: "M", summary: "how many artists (default 1610)"),
      OptionSpec("--seed", value: "S", summary: "the seed (default 1)"),
      OptionSpec("--force", summary: "replace an existing file"),
    ],
    run: { session, invocation in
      guard let path = invocation.rest(from: 0) else {
        throw CommandError("generate needs a file to write (generate /tmp/Library.xml)")
      }
      func number(_ option: String, default value: Int, range: ClosedRange<Int>)
        throws(CommandError) -> Int
      {
        guard let text = invocation.options[option] else { return value }
        guard let parsed = Int(text), range.contains(parsed) else {
          throw CommandError(
            "\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
          )
        }
        return parsed
      }
      let tracks = try number("--tracks", default: 50_000, range: 1...2_000_000)
      let artists = try number("--artists", default: 1_610, range: 1...200_000)
      let seed = try number("--seed", default: 1, range: 0...Int.max)
      let full = path.hasPrefix("/") ? path : session.environment.workingDirectory + "/" + path
      if FileManager.default.fileExists(atPath: full), !invocation.has("--force") {
        throw CommandError("\(path) exists; not overwriting it (add --force to replace it)")
      }
      let generator = LibraryXMLGenerator(
        trackCount: tracks, artistCount: artists, seed: UInt64(seed))
      let expectation: LibraryXMLGenerator.Expectation
      do {
        expectation = try generator.write(toPath: full)
      } catch {
        throw CommandError("could not write \(path): \(error)")
      }
      let size = (try? FileManager.default.attributesOfItem(atPath: full)[.size] as? Int) ?? 0
      session.result(
        GenerateDocument(
          path: path, bytes: size, tracks: expectation.tracks, artists: expectation.artists,
          albums: expectation.albums, playlists: expectation.playlists))
      session.say(
        "wrote \(path): \(size) bytes, \(expectation.tracks) tracks by \(expectation.artists) "
          + "artists on \(expectation.albums) albums, \(expectation.playlists) playlists (seed \(seed))"
      )
    })
}

private struct GenerateDocument: Encodable {
  var path: String
  var bytes: Int
  var tracks: Int
  var artists: Int
  var albums: Int
  var playlists: Int
}
