import Foundation

/// The JSON bodies of the library writes, in the shapes Apple documents.
enum AppleMusicWriteBody {
  /// `{"data":[{"id":"i.…","type":"library-songs"}]}`: tracks to append to a playlist.
  static func tracks(_ tracks: [LibraryTrackID]) -> Data {
    encode(TrackList(data: tracks.map { Reference(id: $0.rawValue, type: "library-songs") }))
  }

  /// `{"attributes":{"name":…,"description":""}}`: a new, empty playlist.
  static func playlist(_ name: String) -> Data {
    encode(NewPlaylist(attributes: .init(name: name, description: "")))
  }

  private struct Reference: Encodable {
    var id: String
    var type: String
  }

  private struct TrackList: Encodable {
    var data: [Reference]
  }

  private struct NewPlaylist: Encodable {
    var attributes: Attributes

    struct Attributes: Encodable {
      var name: String
      var description: String
    }
  }

  private static func encode(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Plain strings and arrays always encode.
    return try! encoder.encode(value)
  }
}
