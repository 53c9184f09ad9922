import Foundation
import Testing

@testable import DeepCutShell

/// `expect` builds a query's `JSONValue` with `JSONValueEncoder`; it must be the value that
/// encoding to JSON text and reading it back gives (the path it replaced), and refuse what
/// `JSONEncoder` refuses.
@Suite struct JSONValueEncoderTests {
  private struct Track: Encodable {
    enum Kind: String, Encodable { case song, video }
    var title: String
    var kind: Kind
    var seconds: Double
    var rating: Float
    var plays: Int
    var album: String?
    var added: Date
    var tags: [String]
    var counts: [String: Int]
    var byNumber: [Int: String]
    var nested: [[Bool?]]
    var link: URL
    var bytes: Data
  }

  private struct Custom: Encodable {
    func encode(to encoder: any Encoder) throws {
      var keyed = encoder.container(keyedBy: AnyKey.self)
      try keyed.encode(1, forKey: AnyKey("a"))
      try keyed.encodeNil(forKey: AnyKey("none"))
      var list = keyed.nestedUnkeyedContainer(forKey: AnyKey("list"))
      try list.encode(UInt64.max)
      try list.encode(Int8.min)
      var inner = list.nestedContainer(keyedBy: AnyKey.self)
      try inner.encode("x", forKey: AnyKey("y"))
      var parent = keyed.superEncoder().singleValueContainer()
      try parent.encode("parent")
      // A second container of the same encoder adds to the first.
      var again = encoder.container(keyedBy: AnyKey.self)
      try again.encode(true, forKey: AnyKey("b"))
    }
  }

  private struct Nothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// What `JSONEncoder`'s text (`Session.jsonText`'s bytes) reads back as.
  private static func throughText(_ value: some Encodable) -> JSONValue? {
    JSONOutputAgreementTests.reference(value).flatMap(JSONOutputAgreementTests.readBack)
  }

  @Test func buildsWhatTheTextReadsBackAs() {
    let track = Track(
      title: "Hoppípolla \"live\" \\ 🎵", kind: .song, seconds: 0.1, rating: 0.1, plays: .max,
      album: nil, added: Date(timeIntervalSince1970: 1_700_000_000.75),
      tags: ["a", "", "tab\there"], counts: ["x": 1, "y": -2], byNumber: [3: "three"],
      nested: [[true, nil], []], link: URL(string: "https://example.com/a?b=c")!,
      bytes: Data([0, 1, 2, 255]))
    var withAlbum = track
    withAlbum.album = "Takk…"
    withAlbum.kind = .video
    let values: [any Encodable] = [
      track, withAlbum, [track, withAlbum], Custom(), [Nothing()], 42, "text",
      Optional<Int>.none, [String: [Int]](), 1e300, -0.0,
    ]
    for value in values {
      let expected = Self.throughText(value)
      #expect(expected != nil)
      #expect(JSONValueEncoder.value(of: value) == expected, "\(value)")
    }
  }

  @Test func refusesWhatJSONEncoderRefuses() {
    let values: [any Encodable] = [
      Double.nan, [Double.infinity], ["x": -Float.infinity], Nothing(),
    ]
    for value in values {
      #expect(Self.throughText(value) == nil)
      #expect(JSONValueEncoder.value(of: value) == nil, "\(value)")
    }
  }
}
