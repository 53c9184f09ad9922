import DeepCutKit
import Foundation

/// `wants`: the catalog releases wished for in a library that cannot add them (MPD's: it
/// plays files, and deepcut cannot download music), oldest first.
enum WantsCommand {
  static let command = Command(
    CommandSpec(
      name: "wants", group: .writes,
      summary: "list the releases you wanted but your MPD library cannot add (a wish list)",
      details: """
        MPD plays the files in its music directory, and deepcut cannot download music: 'add'
        of a catalog release puts it on this list instead, kept in the state directory for
        this MPD. Buy or rip it, put it in MPD's music directory, then 'mpc update'.
        """,
      isQuery: true)
  ) { session, _ in
    let state = session.environment.state
    let entries = WishListFile.load(
      identity: session.environment.services.identity, from: state,
      warning: { session.warn($0) })
    var output = CommandOutput(entries)
    guard !entries.isEmpty else {
      output.say(
        session.environment.services.mpdLibrary == nil
          ? "no wants (only an MPD library keeps a wish list: this library adds releases)"
          : "no wants yet ('add' a catalog release from 'cuts' to wish for it)")
      return output
    }
    output.say(
      Table(
        [.init("release"), .init("artist"), .init("year", .right), .init("catalog")],
        rows: entries.map { entry in
          [
            entry.release.title, entry.release.artistName,
            String(entry.release.releaseDate.prefix(4)), entry.release.id.rawValue,
          ]
        }))
    return output
  }

  /// Puts `release` on the wish list, as `add` does in an MPD library, and says so in one line.
  static func wish(_ release: CatalogRelease, in session: isolated Session) async throws
    -> CommandOutput
  {
    let added: Bool
    do {
      added = try await WishListFile.add(
        release, at: Date(), identity: session.environment.services.identity,
        in: session.environment.state
      ).added
    } catch {
      throw CommandError("could not keep '\(release.title)' on the wish list: \(error)")
    }
    var output = CommandOutput(WishDocument(release: release, wished: true, new: added))
    output.say(
      "MPD plays your files and deepcut cannot download music: '\(release.title)' by "
        + "\(release.artistName) is \(added ? "now" : "already") on your wants list (see 'wants')")
    return output
  }
}

/// `add --json` for a release wished for.
private struct WishDocument: Encodable, Sendable {
  var release: CatalogRelease
  var wished: Bool
  /// False when the list held it already.
  var new: Bool
}
