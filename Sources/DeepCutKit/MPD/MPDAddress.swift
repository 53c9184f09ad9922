/// Where an MPD listens, and the password to send it: read from `MPD_HOST`/`MPD_PORT` exactly
/// as mpc (libmpdclient's settings.c) reads them, or from a `--mpd ADDRESS` string.
///
/// `MPD_HOST` is `[password@]host`: a host starting with `/` is a Unix socket path, one starting
/// with `@` an abstract socket (and then the `@` is not a password's end), anything else a TCP
/// host whose port is `MPD_PORT` (default 6600). With no `MPD_HOST` it is `localhost:6600`.
/// `--mpd` takes the same forms and also `host:port` (`[::1]:6600` for IPv6).
public struct MPDAddress: Hashable, Sendable, CustomStringConvertible {
  /// The socket to connect to.
  public enum Endpoint: Hashable, Sendable {
    /// A Unix socket at this path.
    case unix(path: String)
    /// An abstract Unix socket, named without its leading `@`.
    case abstract(name: String)
    /// TCP to this host name or address and port.
    case tcp(host: String, port: Int)
  }

  public static let defaultPort = 6600

  public var endpoint: Endpoint
  /// Sent with `password` right after the greeting, when present.
  public var password: String?

  public init(_ endpoint: Endpoint, password: String? = nil) {
    self.endpoint = endpoint
    self.password = password
  }

  /// The address as a person would write it, without the password: `/run/mpd/socket`,
  /// `@name`, `localhost:6600`, `[::1]:6600`.
  public var description: String {
    switch endpoint {
    case .unix(let path): path
    case .abstract(let name): "@" + name
    case .tcp(let host, let port): host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
  }

  /// Whether `config` and absolute paths are allowed (MPD grants them to local sockets only).
  public var isLocalSocket: Bool {
    if case .tcp = endpoint { return false }
    return true
  }

  /// The address mpc would use in this environment (`MPD_HOST`, `MPD_PORT`).
  public static func fromEnvironment(_ environment: [String: String]) throws(MPDAddressError)
    -> MPDAddress
  {
    var port = defaultPort
    if let text = environment["MPD_PORT"], !text.isEmpty {
      guard let number = Int(text), (1...65535).contains(number) else {
        throw MPDAddressError("MPD_PORT must be a port number from 1 to 65535, not '\(text)'")
      }
      port = number
    }
    guard let host = environment["MPD_HOST"], !host.isEmpty else {
      return MPDAddress(.tcp(host: "localhost", port: port))
    }
    return try parse(host, defaultPort: port, origin: "MPD_HOST")
  }

  /// Reads an explicit address (`--mpd ADDRESS`): a socket path, `@abstract`, `host`,
  /// `host:port` or `[v6]:port`, each optionally after `password@`.
  public static func parse(_ text: String, defaultPort: Int = defaultPort, origin: String = "--mpd")
    throws(MPDAddressError) -> MPDAddress
  {
    var rest = Substring(text)
    var password: String?
    // As libmpdclient: a leading '@' is an abstract socket; otherwise the first '@' ends the
    // password (so a password cannot hold '@', and a host after it may be '@abstract').
    if rest.first != "@", let at = rest.firstIndex(of: "@") {
      password = String(rest[..<at])
      rest = rest[rest.index(after: at)...]
    }
    let endpoint = try endpoint(rest, defaultPort: defaultPort, origin: origin, whole: text)
    return MPDAddress(endpoint, password: password)
  }

  private static func endpoint(
    _ host: Substring, defaultPort: Int, origin: String, whole: String
  ) throws(MPDAddressError) -> Endpoint {
    let usage = "a socket path, @name, host or host:port"
    if host.isEmpty {
      throw MPDAddressError("\(origin) '\(whole)' names no MPD; give \(usage)")
    }
    if host.first == "/" {
      // sockaddr_un holds 108 bytes with the terminating NUL.
      guard host.utf8.count <= 107 else {
        throw MPDAddressError(
          "\(origin): the socket path is \(host.utf8.count) bytes; at most 107 fit a Unix socket")
      }
      return .unix(path: String(host))
    }
    if host.first == "@" {
      let name = host.dropFirst()
      guard !name.isEmpty, name.utf8.count <= 107 else {
        throw MPDAddressError(
          "\(origin) '\(whole)': an abstract socket needs a name of 1–107 bytes")
      }
      return .abstract(name: String(name))
    }
    var name = host
    var port = defaultPort
    if host.first == "[" {
      guard let close = host.firstIndex(of: "]") else {
        throw MPDAddressError("\(origin) '\(whole)': an IPv6 address needs its closing ']'")
      }
      name = host[host.index(after: host.startIndex)..<close]
      let after = host[host.index(after: close)...]
      if !after.isEmpty {
        guard after.first == ":" else {
          throw MPDAddressError("\(origin) '\(whole)': after ']' only ':PORT' may follow")
        }
        port = try parsePort(after.dropFirst(), origin: origin, whole: whole)
      }
    } else if let colon = host.firstIndex(of: ":"), host.lastIndex(of: ":") == colon {
      // One colon is host:port (an IPv6 address has several and no port unless bracketed).
      name = host[..<colon]
      port = try parsePort(host[host.index(after: colon)...], origin: origin, whole: whole)
    }
    guard !name.isEmpty else {
      throw MPDAddressError("\(origin) '\(whole)' names no host; give \(usage)")
    }
    return .tcp(host: String(name), port: port)
  }

  private static func parsePort(_ text: Substring, origin: String, whole: String)
    throws(MPDAddressError) -> Int
  {
    guard let port = Int(text), (1...65535).contains(port) else {
      throw MPDAddressError(
        "\(origin) '\(whole)': the port must be a number from 1 to 65535, not '\(text)'")
    }
    return port
  }
}

/// An MPD address that cannot be read, as one line naming what was wrong.
public struct MPDAddressError: Error, Hashable, Sendable, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}
