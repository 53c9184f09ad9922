import Foundation

extension FixtureServer {
  /// The routes file of the Apple Music fixtures (written by make-fixtures.py beside it).
  public static let appleMusicRoutes = folder.appendingPathComponent(
    "Fixtures/AppleMusic/routes.json")
}
