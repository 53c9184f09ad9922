import FixtureServer
import Foundation

@testable import DeepCutKit

/// The Apple Music fixture files (written by make-fixtures.py beside them, in
/// Tests/FixtureServer/Fixtures/AppleMusic) and their route table.
enum AppleMusicFixtures {
  static let routesFile = FixtureServer.appleMusicRoutes
  static let directory = routesFile.deletingLastPathComponent()

  /// The bytes of one fixture file.
  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  /// Decodes one fixture file as `type`.
  static func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
    try JSONDecoder().decode(type, from: data(name))
  }

  /// One answer of the loopback server: the request it matches and what it sends back.
  struct Route: Decodable, Sendable {
    var method: String
    var path: String
    /// Root-relative, query included, exactly as the client must send it.
    var target: String
    var status: Int
    /// The body file, or `nil` for an empty body (202, 204).
    var file: String?
    var note: String
  }

  /// What the fixture library holds, to check counts against.
  struct Library: Decodable, Sendable {
    var artists: Int
    var albums: Int
    var songs: Int
    var recentlyPlayed: Int
  }

  private struct Table: Decodable {
    var library: Library
    var routes: [Route]
  }

  private static let table: Table = {
    // Loaded once; a broken table is a broken checkout, so failing loudly is right.
    try! decode(Table.self, "routes.json")
  }()

  static var routes: [Route] { table.routes }
  static var library: Library { table.library }

  /// The route table's body files of one prefix, in name order.
  static func files(prefix: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
  }
}
