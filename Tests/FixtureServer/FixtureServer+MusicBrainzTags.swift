import Foundation

extension FixtureServer {
  /// The routes of a tagged file library's artists and releases (`make_fixtures.py --tags`).
  ///
  /// Release lookups and discographies, no searches. Give them after `musicBrainzRoutes`.
  public static let musicBrainzTagRoutes = folder.appendingPathComponent(
    "Fixtures/MusicBrainz/tags/routes.json")

  /// Their MBIDs by name: `The Tagged Band`, `The Tagged Band/group/TITLE/DATE`,
  /// `The Tagged Band/release/TITLE/DATE`, and the same for `Nirvana/grunge` and
  /// `Nirvana/sixties`.
  public static let musicBrainzTagMBIDs: [String: String] = {
    let url = folder.appendingPathComponent("Fixtures/MusicBrainz/tags/mbids.json")
    return (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))) ?? [:]
  }()
}
