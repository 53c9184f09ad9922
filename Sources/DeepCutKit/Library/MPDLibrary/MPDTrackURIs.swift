import Synchronization

/// The URI MPD plays each library track by, as the MPD library last read it: shared with the
/// MPD player, so playing a track of an MPD library needs no path mapping, and a library read
/// again after MPD's database changed is played from at once.
public final class MPDTrackURIs: Sendable {
  private let uris: Mutex<[LibraryTrackID: String]>

  public init(_ uris: [LibraryTrackID: String] = [:]) {
    self.uris = Mutex(uris)
  }

  public func uri(of track: LibraryTrackID) -> String? {
    uris.withLock { $0[track] }
  }

  /// The first URI in byte order (for making an empty playlist), if there is any.
  var anyURI: String? {
    uris.withLock { map in
      map.values.min { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
    }
  }

  func replace(with new: [LibraryTrackID: String]) {
    uris.withLock { $0 = new }
  }
}
