import Foundation

extension FixtureServer {
  /// The routes file of the ListenBrainz fixtures (written by make_fixtures.py beside it).
  public static let listenBrainzRoutes = folder.appendingPathComponent(
    "Fixtures/ListenBrainz/routes.json")

  /// The 230 release-group MBIDs of the made-up discography in the ListenBrainz fixtures.
  public static let listenBrainzMBIDs230: [String] = {
    let url = folder.appendingPathComponent("Fixtures/ListenBrainz/mbids-230.json")
    return (try? JSONDecoder().decode([String].self, from: Data(contentsOf: url))) ?? []
  }()

  /// Turns on ListenBrainz's fixed-window rate limit for paths under `path`: `limit` requests
  /// per window of `window` whole seconds, windows ending at multiples of it (`nil`: off).
  public func setRateLimit(_ limit: Int?, window: Int = 10, path: String = "/1/") async throws {
    guard let limit else {
      try await post("/__control", ["rate": NSNull()])
      return
    }
    try await post("/__control", ["rate": ["limit": limit, "window": window, "path": path]])
  }
}
