/// Maps a release group's primary and secondary types onto deepcut's release types, so
/// `--types` filters MusicBrainz discographies like any other.
///
/// MusicBrainz's `type=` filter would treat a live album as an album (primary types are ORed,
/// reference/catalog-apis.md §A.2), so the secondary types decide first, in this order: Live,
/// Compilation, Soundtrack, Remix and DJ-mix, then the spoken and unfinished kinds (other).
/// Mixtape/Street is a record in its own right and keeps its primary type. With no telling
/// secondary type the primary decides: Album, EP, Single; Broadcast, Other or none are other.
public enum MusicBrainzReleaseType {
  public static func releaseType(primary: String?, secondary: [String]) -> ReleaseType {
    let secondary = Set(secondary.map { $0.lowercased() })
    if secondary.contains("live") { return .live }
    if secondary.contains("compilation") { return .compilation }
    if secondary.contains("soundtrack") { return .soundtrack }
    if !secondary.isDisjoint(with: ["remix", "dj-mix"]) { return .remix }
    if !secondary.isDisjoint(with: otherSecondary) { return .other }
    switch primary?.lowercased() {
    case "album": return .album
    case "ep": return .ep
    case "single": return .single
    default: return .other
    }
  }

  private static let otherSecondary: Set<String> = [
    "spokenword", "interview", "audiobook", "audio drama", "field recording", "demo",
  ]
}
