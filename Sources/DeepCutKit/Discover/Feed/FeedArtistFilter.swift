/// The library artists the feed leaves out: names that are not an artist.
///
/// "Various Artists" (compilations), "Unknown Artist" (untagged files) and empty names gather
/// unrelated records under one name; looking them up in any catalog gives nonsense cuts or a
/// failure, so the feed never checks or counts them. Matching ignores case, accents,
/// punctuation and spacing (`VARIOUS ARTISTS`, `Various-Artists`, `[Unknown Artist]`).
public enum FeedArtistFilter {
  /// The names left out, as `NameFolding.punctuationFree` keys.
  static let excludedKeys: Set<String> = [
    "", "variousartists", "various", "unknownartist", "unknown",
  ]

  /// Whether the feed leaves out an artist named `name`.
  public static func excludes(_ name: String) -> Bool {
    excludedKeys.contains(NameFolding.punctuationFree(name))
  }

  /// `artists` without the ones the feed leaves out, in their order.
  ///
  /// Every refresh and view asks with the library's artists, which rarely change between two
  /// asks: comparing them with the last list costs less than keying 1,600 names again.
  public static func feedArtists(_ artists: [LibraryArtist]) -> [LibraryArtist] {
    lastFiltered(artists)
  }

  private static let lastFiltered = Memo { (artists: [LibraryArtist]) in
    artists.filter { !excludes($0.name) }
  }
}
