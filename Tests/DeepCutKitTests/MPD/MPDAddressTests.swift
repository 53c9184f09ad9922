import Testing

@testable import DeepCutKit

/// `MPD_HOST`/`MPD_PORT` read as mpc reads them, and `--mpd ADDRESS`.
struct MPDAddressTests {
  @Test func defaultIsLocalhost6600() throws {
    let address = try MPDAddress.fromEnvironment([:])
    #expect(address == MPDAddress(.tcp(host: "localhost", port: 6600)))
    #expect(address.description == "localhost:6600")
  }

  @Test func hostAndPortFromEnvironment() throws {
    let address = try MPDAddress.fromEnvironment(["MPD_HOST": "music.local", "MPD_PORT": "6601"])
    #expect(address == MPDAddress(.tcp(host: "music.local", port: 6601)))
  }

  @Test func passwordBeforeTheFirstAt() throws {
    let address = try MPDAddress.fromEnvironment(["MPD_HOST": "secret@music.local"])
    #expect(address == MPDAddress(.tcp(host: "music.local", port: 6600), password: "secret"))
    #expect(address.description == "music.local:6600")
  }

  @Test func pathIsAUnixSocketAndIgnoresThePort() throws {
    let address = try MPDAddress.fromEnvironment(["MPD_HOST": "/run/mpd/socket", "MPD_PORT": "1"])
    #expect(address == MPDAddress(.unix(path: "/run/mpd/socket")))
    #expect(address.isLocalSocket)
    let protected = try MPDAddress.fromEnvironment(["MPD_HOST": "pw@/tmp/s"])
    #expect(protected == MPDAddress(.unix(path: "/tmp/s"), password: "pw"))
  }

  @Test func leadingAtIsAnAbstractSocketNotAPassword() throws {
    #expect(
      try MPDAddress.fromEnvironment(["MPD_HOST": "@mpd-test"])
        == MPDAddress(.abstract(name: "mpd-test")))
    #expect(
      try MPDAddress.fromEnvironment(["MPD_HOST": "pw@@mpd-test"])
        == MPDAddress(.abstract(name: "mpd-test"), password: "pw"))
  }

  @Test func explicitHostPortAndIPv6() throws {
    #expect(
      try MPDAddress.parse("localhost:6612") == MPDAddress(.tcp(host: "localhost", port: 6612)))
    #expect(try MPDAddress.parse("[::1]:6612") == MPDAddress(.tcp(host: "::1", port: 6612)))
    #expect(try MPDAddress.parse("::1") == MPDAddress(.tcp(host: "::1", port: 6600)))
    #expect(try MPDAddress.parse("[::1]:6612").description == "[::1]:6612")
    #expect(
      try MPDAddress.parse("pw@host") == MPDAddress(.tcp(host: "host", port: 6600), password: "pw"))
  }

  @Test func badAddressesAreOneLine() {
    let cases: [(String, String)] = [
      ("", "--mpd '' names no MPD; give a socket path, @name, host or host:port"),
      ("host:0", "--mpd 'host:0': the port must be a number from 1 to 65535, not '0'"),
      ("host:http", "--mpd 'host:http': the port must be a number from 1 to 65535, not 'http'"),
      ("[::1", "--mpd '[::1': an IPv6 address needs its closing ']'"),
      ("@", "--mpd '@': an abstract socket needs a name of 1–107 bytes"),
      (":6600", "--mpd ':6600' names no host; give a socket path, @name, host or host:port"),
    ]
    for (text, message) in cases {
      #expect(throws: MPDAddressError(message)) { try MPDAddress.parse(text) }
    }
    let long = "/" + String(repeating: "d", count: 120)
    #expect(
      throws: MPDAddressError(
        "--mpd: the socket path is 121 bytes; at most 107 fit a Unix socket")
    ) {
      try MPDAddress.parse(long)
    }
    #expect(throws: MPDAddressError("MPD_PORT must be a port number from 1 to 65535, not 'x'")) {
      try MPDAddress.fromEnvironment(["MPD_PORT": "x"])
    }
  }
}
