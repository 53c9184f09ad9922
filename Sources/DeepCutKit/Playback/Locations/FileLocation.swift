/// A Library.xml `Location` read as a file path: the percent-encoded `file://` URL Apple writes
/// (`file:///Users/…` from the Music app, `file://localhost/…` from iTunes), decoded to the
/// path's text.
///
/// Pure: nothing here touches the file system. The decoded text keeps the bytes the URL names,
/// so a Mac's decomposed (NFD) name stays decomposed; `MusicDirectoryIndex` matches it to the
/// name MPD reports.
public enum FileLocation {
  /// Why a `Location` is not a local file path.
  public enum Problem: Error, Equatable, Sendable {
    /// Another scheme, such as `http://` (a stream).
    case notAFileURL(String)
    /// `file://HOST/…` with a host other than `localhost`.
    case remoteHost(String)
    /// A `%` not followed by two hex digits, or bytes that are not UTF-8.
    case malformed(String)
  }

  /// The absolute path `location` names: `file:///a%20b` and `file://localhost/a%20b` are both
  /// `/a b`; iTunes on Windows' `file://localhost/C:/x` is `/C:/x` (only a `--map` can place it).
  public static func path(of location: String) -> Result<String, Problem> {
    let scheme = "file://"
    guard location.prefix(scheme.count).lowercased() == scheme else {
      return .failure(.notAFileURL(location))
    }
    let rest = location.utf8.dropFirst(scheme.utf8.count)
    guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else {
      return .failure(.malformed(location))
    }
    let host = String(decoding: rest[..<slash], as: UTF8.self)
    guard host.isEmpty || host.lowercased() == "localhost" else {
      return .failure(.remoteHost(host))
    }
    guard let decoded = percentDecoded(rest[slash...]) else {
      return .failure(.malformed(location))
    }
    return .success(decoded)
  }

  /// `bytes` with every `%XX` replaced by the byte it names, or `nil` when an escape is cut
  /// short or the result is not UTF-8.
  static func percentDecoded(_ bytes: Substring.UTF8View) -> String? {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      bytes.formIndex(after: &index)
      guard byte == UInt8(ascii: "%") else {
        output.append(byte)
        continue
      }
      guard index != bytes.endIndex, let high = hexValue(bytes[index]) else { return nil }
      bytes.formIndex(after: &index)
      guard index != bytes.endIndex, let low = hexValue(bytes[index]) else { return nil }
      bytes.formIndex(after: &index)
      output.append(high << 4 | low)
    }
    return String(validating: output, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

extension FileLocation.Problem: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notAFileURL(let location): "its Location '\(location)' is not a file:// URL"
    case .remoteHost(let host): "its Location is on another machine ('\(host)'), not this one"
    case .malformed(let location): "its Location '\(location)' is not a well-formed file URL"
    }
  }
}
