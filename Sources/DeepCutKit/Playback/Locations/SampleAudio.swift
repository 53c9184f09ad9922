import Foundation

/// `generate-audio DIR`: a short WAV file for each sample track, where `SampleAudioLayout` says,
/// so the tour plays on a real MPD whose music directory is DIR (or holds DIR's
/// `deepcut-sample` folder).
public enum SampleAudio {
  /// A generated file's length: the track's, sixty times shorter, between 2 and 5 s (a
  /// four-minute song plays 4 s), so a whole album is heard in a minute.
  public static func length(of track: LibraryTrack) -> Duration {
    let scaled = track.durationMilliseconds / 60
    return .milliseconds(min(5000, max(2000, scaled / 100 * 100)))
  }

  /// The tone a track plays: one of two octaves of semitones above A3, by track number, so
  /// consecutive tracks are told apart by ear.
  public static func frequency(of track: LibraryTrack) -> Double {
    220 * pow(2, Double((track.trackNumber - 1) % 24) / 12)
  }

  /// Writes every track's file under `directory` and returns how many it wrote.
  ///
  /// A file already there with the right size is kept. The error is one line.
  public static func write(
    _ tracks: [LibraryTrack], to directory: String
  ) -> Result<Int, SampleAudioError> {
    let files = FileManager.default
    var written = 0
    for track in tracks {
      let path = PathMapping.directory(directory) + SampleAudioLayout.relativePath(of: track)
      let bytes = WAVFile.tone(duration: length(of: track), frequency: frequency(of: track))
      if let existing = try? files.attributesOfItem(atPath: path)[.size] as? Int,
        existing == bytes.count
      {
        continue
      }
      let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
      do {
        try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        return .failure(SampleAudioError(description: "cannot make the folder \(folder)"))
      }
      guard files.createFile(atPath: path, contents: Data(bytes)) else {
        return .failure(SampleAudioError(description: "cannot write \(path)"))
      }
      written += 1
    }
    return .success(written)
  }
}

/// A file `generate-audio` could not write.
public struct SampleAudioError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String
}
