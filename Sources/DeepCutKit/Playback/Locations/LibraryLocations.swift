import Foundation

/// Each track's `Location` in a Library.xml, by track id, and the file's `Music Folder`.
///
/// The import keeps no file locations (the emulated player needs none), so an MPD session reads
/// them once here, in a separate plain scan of the same file: the dicts under `Tracks`, each
/// track's `Persistent ID` (which is how the import names the track, `LibraryTrackID(value:)`)
/// and `Location`. A track whose id the import derived otherwise (a missing or repeated
/// Persistent ID) has no location here.
public struct LibraryLocations: Sendable, Equatable {
  /// The `Location` URLs, as written (percent-encoded).
  public var byTrack: [LibraryTrackID: String]
  /// `Music Folder`: the exporting machine's media folder, as a file URL.
  public var musicFolder: String?

  public init(byTrack: [LibraryTrackID: String] = [:], musicFolder: String? = nil) {
    self.byTrack = byTrack
    self.musicFolder = musicFolder
  }

  /// Reads the file at `path`; the error is one line.
  public static func read(path: String) -> Result<LibraryLocations, LocationsReadError> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(LocationsReadError(description: "cannot read \(path) for its file locations"))
    }
    return .success(scan([UInt8](data)))
  }

  /// The locations in `bytes`, a Library.xml's text.
  public static func scan(_ bytes: [UInt8]) -> LibraryLocations {
    var scanner = PlistTagScanner(bytes: bytes)
    var result = LibraryLocations()
    var depth = 0
    var lastKey = ""
    var tracksKeySeen = false
    var inTracks = false
    var persistentID: UInt64?
    var location: String?
    while let tag = scanner.nextTag() {
      switch tag {
      case .open("dict"):
        depth += 1
        if depth == 2, tracksKeySeen { inTracks = true }
        if depth == 3, inTracks {
          persistentID = nil
          location = nil
        }
      case .close("dict"):
        if depth == 3, inTracks, let persistentID, let location {
          result.byTrack[LibraryTrackID(value: persistentID)] = location
        }
        if depth == 2, inTracks {
          inTracks = false
          tracksKeySeen = false
        }
        depth -= 1
      case .open("key"):
        lastKey = scanner.text(until: "</key>")
        if depth == 1 { tracksKeySeen = lastKey == "Tracks" }
      case .open("string"):
        let value = scanner.text(until: "</string>")
        if depth == 3, inTracks {
          if lastKey == "Persistent ID" { persistentID = UInt64(value, radix: 16) }
          if lastKey == "Location" { location = value }
        } else if depth == 1, lastKey == "Music Folder" {
          result.musicFolder = value
        }
      default:
        break
      }
    }
    return result
  }
}

/// A Library.xml that could not be read for its locations.
public struct LocationsReadError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String
}

/// The tags of a property list, one after another, and the text inside an element: just enough
/// XML for `LibraryLocations` (a plist has no attributes that matter and no CDATA).
struct PlistTagScanner {
  enum Tag: Equatable {
    case open(String)
    case close(String)
    /// `<true/>`, `<dict/>`, and declarations, comments and the like.
    case other
  }

  let bytes: [UInt8]
  var position = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func nextTag() -> Tag? {
    while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
    guard position < bytes.count else { return nil }
    let start = position + 1
    while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
    guard position < bytes.count else { return nil }
    let name = bytes[start..<position]
    position += 1
    guard let first = name.first, name.last != UInt8(ascii: "/") else { return .other }
    switch first {
    case UInt8(ascii: "/"): return .close(String(decoding: name.dropFirst(), as: UTF8.self))
    case UInt8(ascii: "?"), UInt8(ascii: "!"): return .other
    default: return .open(String(decoding: name, as: UTF8.self))
    }
  }

  /// The text up to `end` (the closing tag), entities decoded; the scan continues after it.
  mutating func text(until end: String) -> String {
    let endBytes = Array(end.utf8)
    let start = position
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "<"),
        bytes[position...].starts(with: endBytes)
      {
        let text = XMLText.decoded(bytes[start..<position])
        position += endBytes.count
        return text
      }
      position += 1
    }
    return XMLText.decoded(bytes[start...])
  }
}

/// XML character references in text: the five named entities and `&#N;`/`&#xN;`.
enum XMLText {
  static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.contains("&") else { return text }
    var output = ""
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      output += rest[..<ampersand]
      let afterAmpersand = rest.index(after: ampersand)
      guard let semicolon = rest[afterAmpersand...].firstIndex(of: ";"),
        let character = character(named: rest[afterAmpersand..<semicolon])
      else {
        output += "&"
        rest = rest[afterAmpersand...]
        continue
      }
      output.append(character)
      rest = rest[rest.index(after: semicolon)...]
    }
    return output + rest
  }

  private static func character(named name: Substring) -> Character? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard name.first == "#" else { return nil }
      let digits = name.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return value.flatMap(Unicode.Scalar.init).map(Character.init)
    }
  }
}
