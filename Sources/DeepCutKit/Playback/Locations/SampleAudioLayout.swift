/// Where the sample library's tracks are found in a music directory: the convention
/// `generate-audio DIR` writes and the MPD player reads, since the sample library has no file
/// locations of its own.
///
/// `deepcut-sample/ARTIST/ALBUM/D-NN TITLE.wav`, each name with `/` replaced by `-` and a leading
/// `.` by `_`, so every name is one path component and none is hidden.
public enum SampleAudioLayout {
  /// The folder, inside the music directory, that holds the sample's files.
  public static let folder = "deepcut-sample"

  /// The track's path relative to the music directory.
  public static func relativePath(of track: LibraryTrack) -> String {
    let number = track.trackNumber < 10 ? "0\(track.trackNumber)" : "\(track.trackNumber)"
    return [
      folder, component(track.artistName), component(track.albumTitle),
      component("\(track.discNumber)-\(number) \(track.title)") + ".wav",
    ].joined(separator: "/")
  }

  /// `name` as one safe path component.
  static func component(_ name: String) -> String {
    var safe = name.replacing("/", with: "-")
    if safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
    return safe.isEmpty ? "_" : safe
  }
}
