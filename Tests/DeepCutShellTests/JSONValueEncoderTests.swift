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

  /// Every path in each document, and paths that miss (a missing key, `count` and `length`
  /// of each kind, indexes out of range, a key past a scalar): looked up in the tree, the
  /// answer is the whole value's.
  @Test func findsByPathWhatTheWholeValueHolds() throws {
    var track = Track(
      title: "a", kind: .song, seconds: 1.5, rating: 2, plays: 3, album: "b",
      added: Date(timeIntervalSince1970: 0), tags: ["x", "y"], counts: ["count": 7, "k": 1],
      byNumber: [1: "one"], nested: [[true, nil], []], link: URL(string: "https://e.com")!,
      bytes: Data([1]))
    let values: [any Encodable] = [
      track, [track, track], Custom(), Nothing(), [Nothing()], 42,
      [String: [Int]](), ["count": [1, 2]], [[String: Int]](),
    ]
    track.album = nil
    for value in values + [track] {
      guard let tree = JSONValueEncoder.document(of: value),
        let whole = JSONValueEncoder.value(of: value)
      else {
        #expect(JSONValueEncoder.value(of: value) == nil)
        continue
      }
      for path in Self.paths(in: whole) {
        #expect(
          JSONValueEncoder.value(at: path, in: tree) == whole.value(at: path), "\(path)")
      }
    }
  }

  /// The paths to every value in `value`, each followed by the lookups that miss or count.
  private static func paths(in value: JSONValue, under prefix: [String] = []) -> [[String]] {
    let probes = ["count", "length", "missing", "0", "1", "-1", "99", "+0"]
    var paths = [prefix] + probes.map { prefix + [$0] } + [prefix + ["count", "0"]]
    switch value {
    case .object(let members):
      for (key, member) in members { paths += Self.paths(in: member, under: prefix + [key]) }
    case .array(let items):
      for (index, item) in items.enumerated() {
        paths += Self.paths(in: item, under: prefix + [String(index)])
      }
    default: break
    }
    return paths
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
