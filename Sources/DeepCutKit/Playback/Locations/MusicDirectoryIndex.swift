/// The files MPD's database holds, by name, read once per session from `listall`: the bridge
/// between a path a library wrote and the exact URI MPD will accept.
///
/// MPD compares URIs byte for byte, and a Mac writes names decomposed (NFD) while Linux file
/// names are usually composed (NFC). Swift's `String` compares and hashes by canonical
/// equivalence, so a decomposed key finds the composed URI here; what is sent to MPD is always
/// the string MPD reported, with its own bytes. A second table, by lower-cased name, finds a
/// file whose case differs (a Mac's file system ignores case), when only one file matches.
public struct MusicDirectoryIndex: Sendable {
  private var byName: [String: String] = [:]
  private var byFoldedName: [String: String?] = [:]

  /// Indexes `uris`, the `file:` values of `listall`.
  public init(uris: some Sequence<String>) {
    for uri in uris {
      byName[uri] = uri
      let folded = uri.lowercased()
      if let existing = byFoldedName[folded] {
        // Two files differ only by case: neither is a safe guess.
        if existing != uri { byFoldedName[folded] = .some(nil) }
      } else {
        byFoldedName[folded] = uri
      }
    }
  }

  /// How many files MPD has.
  public var count: Int { byName.count }

  /// MPD's URI for `relativePath`, or `nil` when MPD has no such file.
  public func uri(for relativePath: String) -> String? {
    if let uri = byName[relativePath] { return uri }
    return byFoldedName[relativePath.lowercased()] ?? nil
  }
}
