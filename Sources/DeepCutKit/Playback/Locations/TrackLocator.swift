/// Which MPD URI plays a library track, or the one-line reason none can.
///
/// A Library.xml track is found by its `Location` (decoded by `FileLocation`, placed in the
/// music directory by `PathMapping`); a sample-library track by `SampleAudioLayout`. Either way
/// the file must be in MPD's database (`MusicDirectoryIndex`), and the URI sent is the one MPD
/// reported.
public struct TrackLocator: Sendable {
  /// Where the tracks' files are named.
  public enum Source: Sendable {
    /// An imported Library.xml's `Location`s.
    case library(LibraryLocations)
    /// The sample library, laid out as `generate-audio` writes it.
    case sampleLayout
    /// MPD's own library (`--library mpd`): each track carries the URI MPD gave it.
    case mpdLibrary(MPDTrackURIs)
  }

  public var source: Source
  public var mapping: PathMapping
  public var index: MusicDirectoryIndex

  public init(source: Source, mapping: PathMapping, index: MusicDirectoryIndex) {
    self.source = source
    self.mapping = mapping
    self.index = index
    // A library exported with its media folder: that folder maps onto the music directory
    // unless a --map says otherwise.
    if case .library(let locations) = source, mapping.fallback == nil,
      let folder = locations.musicFolder, case .success(let path) = FileLocation.path(of: folder)
    {
      self.mapping.fallback = PathMapping.Rule(from: path, to: mapping.musicDirectory)
    }
  }

  /// The URI to queue `track` by.
  public func uri(for track: LibraryTrack) -> Result<String, UnplayableTrack> {
    func refuse(_ reason: String) -> Result<String, UnplayableTrack> {
      .failure(UnplayableTrack(title: track.title, reason: reason))
    }
    if track.isCatalogPreview {
      return refuse("it is an Apple Music preview, and MPD plays only files")
    }
    let relative: String
    switch source {
    case .mpdLibrary(let uris):
      guard let uri = uris.uri(of: track.id) else {
        return refuse("it is not in MPD's database (read again after MPD's next update)")
      }
      return .success(uri)
    case .sampleLayout:
      relative = SampleAudioLayout.relativePath(of: track)
    case .library(let locations):
      guard let location = locations.byTrack[track.id] else {
        if let reason = track.unplayableReason { return refuse(reason) }
        return refuse("it has no file in the library (an Apple Music or cloud track)")
      }
      switch FileLocation.path(of: location) {
      case .failure(let problem): return refuse(problem.description)
      case .success(let path):
        switch mapping.relativePath(ofFile: path) {
        case .failure(let outside): return refuse(outside.description)
        case .success(let path): relative = path
        }
      }
    }
    guard let uri = index.uri(for: relative) else {
      return refuse(
        "MPD's database has no file '\(relative)' (is it in the music directory? then mpc update)")
    }
    return .success(uri)
  }
}

/// A track MPD cannot play, and why, as one line.
public struct UnplayableTrack: Error, Equatable, Sendable, CustomStringConvertible {
  public var title: String
  public var reason: String

  public init(title: String, reason: String) {
    self.title = title
    self.reason = reason
  }

  public var description: String { "cannot play '\(title)' on MPD: \(reason)" }
}
