import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A real HTTP server on 127.0.0.1 for tests and benchmarks: `fixture_server.py` (Python 3
/// standard library) started as a child process on an ephemeral port.
///
/// It serves the fixture files its routes files name, logs every request (time, method, path,
/// query, headers), waits `latency` before each answer, and produces faults on request (see
/// `Fault`). The child exits when this object is stopped or deallocated, and also when the test
/// process dies (it watches its standard input). See README.md beside this file.
public final class FixtureServer: @unchecked Sendable {
  /// The port it listens on.
  public let port: Int
  private let process: Process
  private let input: Pipe

  /// `http://127.0.0.1:PORT`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// The folder of this file, where the script and the shared fixtures are.
  public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The routes file of the MusicBrainz fixtures.
  public static let musicBrainzRoutes = folder.appendingPathComponent(
    "Fixtures/MusicBrainz/routes.json")

  /// Starts a server over the routes files `routes`, answering after `latency` seconds.
  public static func start(routes: [URL], latency: Double = 0) async throws -> FixtureServer {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python())
    var arguments = [folder.appendingPathComponent("fixture_server.py").path]
    for file in routes { arguments += ["--routes", file.path] }
    arguments += ["--latency", String(latency)]
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let line = await firstLine(of: output.fileHandleForReading)
    guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
      process.terminate()
      throw FixtureServerError("fixture server did not start (printed '\(line)')")
    }
    return FixtureServer(port: port, process: process, input: input)
  }

  private init(port: Int, process: Process, input: Pipe) {
    self.port = port
    self.process = process
    self.input = input
  }

  deinit { stop() }

  /// Stops the server (closing its standard input ends it).
  public func stop() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
  }

  /// Sets the latency before each answer, in seconds.
  public func setLatency(_ seconds: Double) async throws {
    try await post("/__control", ["latency": seconds])
  }

  /// Replaces the pending faults (or adds to them with `append`).
  public func inject(_ faults: [Fault], append: Bool = false) async throws {
    try await post("/__control", ["faults": faults.map(\.json), "append": append])
  }

  /// Every request served since the start or the last `clearLog`, oldest first.
  public func requests() async throws -> [LoggedRequest] {
    let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("__log"))
    return try JSONDecoder().decode([LoggedRequest].self, from: data)
  }

  /// Forgets the logged requests.
  public func clearLog() async throws {
    var request = URLRequest(url: baseURL.appendingPathComponent("__log"))
    request.httpMethod = "DELETE"
    _ = try await URLSession.shared.data(for: request)
  }

  func post(_ path: String, _ object: [String: Any]) async throws {
    var request = URLRequest(url: URL(string: path, relativeTo: baseURL)!)
    request.httpMethod = "POST"
    request.httpBody = try JSONSerialization.data(withJSONObject: object)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    let (_, response) = try await URLSession.shared.data(for: request)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else {
      throw FixtureServerError("fixture server refused \(path)")
    }
  }

  /// `/usr/bin/python3` when present (a version manager's shim starts slower), else the PATH's.
  private static func python() -> String {
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") {
      return "/usr/bin/python3"
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/python3"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return "/usr/bin/python3"
  }

  /// Reads up to the first newline on a thread of its own (the cooperative pool never blocks).
  private static func firstLine(of handle: FileHandle) async -> String {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        var bytes: [UInt8] = []
        while true {
          let chunk = handle.readData(ofLength: 1)
          guard let byte = chunk.first, byte != 10 else { break }
          bytes.append(byte)
        }
        continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
      }
    }
  }
}

/// A fault for the server to produce on the next matching request(s).
public struct Fault: Sendable {
  /// What goes wrong.
  public enum Kind: Sendable, Equatable {
    /// Answer with this status, headers and body instead of the fixture.
    case status(Int, headers: [String: String] = [:], body: String = "")
    /// The fixture's body cut in half, with a Content-Length that matches (truncated JSON).
    case truncate
    /// The fixture after `seconds` (slower than a client's timeout).
    case slow(seconds: Double)
    /// Close the connection without answering.
    case drop
    /// Send the headers with the full Content-Length, half the body, then close.
    case closeMidBody
    /// A 200 whose chunked body never ends (until the client hangs up).
    case endlessBody
    /// A 200 with a body of `bytes` bytes, announced in Content-Length unless `chunked`.
    case hugeBody(bytes: Int, chunked: Bool)
    /// A 200 with one header line `bytes` long.
    case hugeHeader(bytes: Int)
  }

  public var kind: Kind
  /// Only requests of this method ("*" for any).
  public var method: String
  /// Only requests to this path ("*" for any).
  public var path: String
  /// Only requests whose query has these values.
  public var query: [String: String]
  /// How many requests it applies to; -1 for all.
  public var times: Int

  public init(
    _ kind: Kind, method: String = "GET", path: String = "*", query: [String: String] = [:],
    times: Int = 1
  ) {
    self.kind = kind
    self.method = method
    self.path = path
    self.query = query
    self.times = times
  }

  var json: [String: Any] {
    var object: [String: Any] = ["method": method, "path": path, "query": query, "times": times]
    switch kind {
    case .status(let status, let headers, let body):
      object["kind"] = "status"
      object["status"] = status
      object["headers"] = headers
      object["body"] = body
    case .truncate: object["kind"] = "truncate"
    case .slow(let seconds):
      object["kind"] = "slow"
      object["seconds"] = seconds
    case .drop: object["kind"] = "drop"
    case .closeMidBody: object["kind"] = "close-mid-body"
    case .endlessBody: object["kind"] = "endless"
    case .hugeBody(let bytes, let chunked):
      object["kind"] = "huge-body"
      object["bytes"] = bytes
      object["chunked"] = chunked
    case .hugeHeader(let bytes):
      object["kind"] = "huge-header"
      object["bytes"] = bytes
    }
    return object
  }
}

/// One request as the server logged it.
public struct LoggedRequest: Decodable, Sendable {
  /// Seconds since 1970 when the request arrived.
  public var time: Double
  public var method: String
  public var path: String
  /// The decoded query parameters.
  public var query: [String: String]
  /// The request target as sent (path and raw query).
  public var target: String
  public var headers: [String: String]
  /// The status answered (`nil` when the connection was dropped).
  public var status: Int?
  /// The fault applied, if any.
  public var fault: String?
  /// The request's body as text (empty for a GET).
  public var body: String?

  /// The header `name`, in any case.
  public func header(_ name: String) -> String? {
    headers.first { $0.key.lowercased() == name.lowercased() }?.value
  }
}

/// The fixture server could not start or refused a control request.
public struct FixtureServerError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}
