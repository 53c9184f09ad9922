import Foundation

/// One HTTP request as deepcut sends it: a method, a URL, headers and a per-attempt timeout.
public struct HTTPRequest: Sendable, Hashable {
  public var method: String
  public var url: URL
  /// Header fields by name; names are sent as written.
  public var headers: [String: String]
  /// How long one attempt may take from sending to the last byte of the body.
  public var timeout: Duration
  /// The body of a POST (Apple Music's writes); `nil` sends none.
  public var body: Data? = nil
  /// The largest answer body accepted.
  ///
  /// A larger one stops the transfer as it arrives (`HTTPError.tooLarge`). Each endpoint may
  /// set its own.
  public var bodyLimit = HTTPRequest.defaultBodyLimit

  /// A few times the largest page any catalog sends (a MusicBrainz browse page is ~100 KB).
  public static let defaultBodyLimit = 4 << 20
  /// The most header bytes accepted in one answer (libcurl's own limit, 100 KB per line, would
  /// read as "Out of memory").
  public static let headerLimit = 64 << 10

  public init(
    method: String = "GET", url: URL, headers: [String: String] = [:],
    timeout: Duration = .seconds(20)
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.timeout = timeout
  }
}

/// A complete HTTP response: the status, the header fields, and the whole body.
public struct HTTPResponse: Sendable, Hashable {
  public var status: Int
  /// Header fields with lowercased names (HTTP names are case-insensitive).
  public var headers: [String: String]
  public var body: Data

  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.body = body
  }

  /// The value of the header `name` (any case), if present.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// Whether the status is 2xx.
  public var isSuccess: Bool { (200..<300).contains(status) }
}
