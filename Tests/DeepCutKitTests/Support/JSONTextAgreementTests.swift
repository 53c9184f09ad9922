import Foundation
import Testing

@testable import DeepCutKit

/// `JSONTextWriter` must write the very bytes `JSONEncoder` writes (with `.sortedKeys`, with
/// and without `.withoutEscapingSlashes`, with `.iso8601` and with the default dates), and
/// refuse what it refuses: output, the feed cache and old builds reading it depend on it.
@Suite struct JSONTextAgreementTests {
  /// Every case of every kind of value, nested.
  struct Sample: Encodable {
    enum Kind: String, Encodable { case song, video }
    var title: String
    var kind: Kind
    var seconds: Double
    var rating: Float
    var plays: Int
    var small: Int8
    var big: UInt64
    var album: String?
    var added: Date
    var tags: [String]
    var counts: [String: Int]
    var byNumber: [Int: String]
    var nested: [[Bool?]]
    var link: URL
    var bytes: Data
    var price: Decimal
    var empty: [String: [Int]]
    var none: [Int?]
  }

  /// Containers used by hand: nested, a second container of one encoder, `superEncoder`,
  /// a key encoded twice, a nested value that encodes nothing.
  struct Custom: Encodable {
    var text: String

    func encode(to encoder: any Encoder) throws {
      var keyed = encoder.container(keyedBy: AnyKey.self)
      try keyed.encode(1, forKey: AnyKey("a"))
      try keyed.encodeNil(forKey: AnyKey("none"))
      var list = keyed.nestedUnkeyedContainer(forKey: AnyKey("list"))
      try list.encode(UInt64.max)
      try list.encode(Int8.min)
      var inner = list.nestedContainer(keyedBy: AnyKey.self)
      try inner.encode(text, forKey: AnyKey(text))
      var deeper = list.nestedUnkeyedContainer()
      try deeper.encode(Nothing())
      try Nothing().encode(to: list.superEncoder())
      try list.encode(-0.0)
      var parent = keyed.superEncoder().singleValueContainer()
      try parent.encode("parent")
      var named = keyed.superEncoder(forKey: AnyKey("named")).unkeyedContainer()
      try named.encode(Float(0.1))
      try keyed.encode("first", forKey: AnyKey("twice"))
      try keyed.encode("second", forKey: AnyKey("twice"))
      var again = encoder.container(keyedBy: AnyKey.self)
      try again.encode(true, forKey: AnyKey("b"))
    }
  }

  struct Nothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// `JSONEncoder`'s bytes, or `nil` when it throws.
  static func reference(
    _ value: some Encodable, escapesSlashes: Bool, iso8601Dates: Bool
  ) -> [UInt8]? {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      escapesSlashes ? [.sortedKeys] : [.sortedKeys, .withoutEscapingSlashes]
    if iso8601Dates { encoder.dateEncodingStrategy = .iso8601 }
    return (try? encoder.encode(value)).map { Array($0) }
  }

  static func expectAgreement(
    _ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (escapesSlashes, iso8601Dates) in [(false, true), (true, false), (true, true)] {
      let expected = reference(value, escapesSlashes: escapesSlashes, iso8601Dates: iso8601Dates)
      let actual = try? JSONTextWriter.text(
        of: value, escapesSlashes: escapesSlashes, iso8601Dates: iso8601Dates)
      #expect(
        actual.map { String(decoding: $0, as: UTF8.self) }
          == expected.map { String(decoding: $0, as: UTF8.self) },
        "\(value)", sourceLocation: sourceLocation)
    }
  }

  /// Strings made of the characters escaping treats specially, and of ones it must not touch.
  static func strings(count: Int, seed: UInt64) -> [String] {
    let pieces: [String] = [
      "a", "Z", "0", "9", "_", "-", " ", "/", "\\", "\"", "'", "\u{0}", "\u{1}", "\u{7}", "\u{8}",
      "\t", "\n", "\u{b}", "\u{c}", "\r", "\u{1b}", "\u{1f}", "\u{7f}", "é", "ß", "Ω", "€",
      "\u{2028}",
      "🎵", "👩‍👩‍👧", "e\u{301}", "Hoppípolla", "https://a.b/c?d=e", "    ", "..............",
    ]
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in
      (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)!
      }
      .joined()
    }
  }

  static func doubles(seed: UInt64) -> [Double] {
    var random = SeededRandom(seed: seed)
    let fixed: [Double] = [
      0, -0.0, 0.1, 0.2 + 0.1, 1, 3, -1.5, 1e15, 1e16, 1e21, 1e-5, 1e-7, 0.0001, 123456.789,
      9007199254740992, 9007199254740993, 1.2345678901234568e+17, .leastNonzeroMagnitude,
      .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .pi,
    ]
    let drawn = (0..<200).map { _ in
      Double(sign: .plus, exponent: Int.random(in: -40...70, using: &random), significand: 1)
        * Double.random(in: -2...2, using: &random)
    }
    return fixed + drawn + drawn.map { $0.rounded() }
  }

  static func dates(seed: UInt64) -> [Date] {
    var random = SeededRandom(seed: seed)
    let fixed = [0, -0.5, 1_700_000_000.75, 1_700_000_000.9999999, -86_400.25, 951_782_400]
      .map(Date.init(timeIntervalSince1970:))
    let drawn = (0..<200).map { _ in
      Date(timeIntervalSince1970: Double.random(in: -3e9...5e9, using: &random))
    }
    return fixed + drawn
      + drawn.map { Date(timeIntervalSince1970: $0.timeIntervalSince1970.rounded()) }
  }

  static func samples(seed: UInt64) -> [Sample] {
    var random = SeededRandom(seed: seed)
    let texts = strings(count: 60, seed: seed)
    let numbers = doubles(seed: seed)
    let dates = dates(seed: seed)
    var samples: [Sample] = []
    for index in 0..<40 {
      let counts = Dictionary(texts[index..<(index + 6)].map { ($0, $0.utf8.count) }) { a, _ in a }
      var byNumber: [Int: String] = [:]
      byNumber[index] = texts[index + 2]
      byNumber[-index - 1] = ""
      byNumber[10 * index + 100] = "x"
      let sample = Sample(
        title: texts[index], kind: index % 2 == 0 ? .song : .video,
        seconds: numbers[index * 5 % numbers.count], rating: Float(numbers[index % numbers.count]),
        plays: Int.random(in: .min ... .max, using: &random),
        small: Int8.random(in: .min ... .max, using: &random),
        big: UInt64.random(in: 0 ... .max, using: &random),
        album: index % 3 == 0 ? nil : texts[index + 1], added: dates[index * 3 % dates.count],
        tags: Array(texts[index..<(index + index % 4)]), counts: counts, byNumber: byNumber,
        nested: [[true, nil], [], [false]],
        link: URL(string: "https://example.com/\(index)?q=a/b")!, bytes: Data(texts[index].utf8),
        price: Decimal(index) / 8, empty: [:], none: [nil, index, nil])
      samples.append(sample)
    }
    return samples
  }

  @Test func agreesOnGeneratedValues() {
    for sample in Self.samples(seed: 7) { Self.expectAgreement(sample) }
    Self.expectAgreement(Self.samples(seed: 8))
  }

  @Test func agreesOnEveryStringAsValueAndAsKey() {
    let texts = Self.strings(count: 300, seed: 11)
    for text in texts { Self.expectAgreement(text) }
    Self.expectAgreement(Dictionary(texts.map { ($0, 1) }) { a, _ in a })
    Self.expectAgreement(["Ab", "B", "_", "10", "9", "é", "a", "ab", "", " "].map { [$0: 0] })
    Self.expectAgreement(
      Dictionary(
        uniqueKeysWithValues: ["b", "B", "a", "_", "10", "9", "é", "ab", "Ab"].map { ($0, $0) }))
  }

  @Test func agreesOnNumbersAndDates() {
    Self.expectAgreement(Self.doubles(seed: 3))
    Self.expectAgreement(Self.doubles(seed: 3).map(Float.init))
    for number in Self.doubles(seed: 4) { Self.expectAgreement(number) }
    Self.expectAgreement([Int64.max, Int64.min, 0, -1, 10, 99, 100])
    Self.expectAgreement([UInt64.max, 0, 7])
    Self.expectAgreement(Self.dates(seed: 5))
  }

  @Test func agreesOnHandBuiltContainers() {
    for text in Self.strings(count: 20, seed: 13) { Self.expectAgreement(Custom(text: text)) }
    Self.expectAgreement([Nothing()])
    Self.expectAgreement(Optional<Int>.none)
    Self.expectAgreement([String: [Int]]())
    Self.expectAgreement([[String]]())
  }

  @Test func refusesWhatJSONEncoderRefuses() {
    let values: [any Encodable] = [
      Double.nan, [Double.infinity], ["x": -Float.infinity], Nothing(), [1.0, .nan],
    ]
    for value in values {
      #expect(Self.reference(value, escapesSlashes: false, iso8601Dates: true) == nil)
      #expect(
        (try? JSONTextWriter.text(of: value, escapesSlashes: false, iso8601Dates: true)) == nil,
        "\(value)")
    }
  }

  /// The check itself can fail: a different value gives different bytes.
  @Test func tellsDifferentValuesApart() throws {
    let one = try JSONTextWriter.text(of: ["a": 1], escapesSlashes: false, iso8601Dates: true)
    #expect(one != Self.reference(["a": 2], escapesSlashes: false, iso8601Dates: true))
    let slash = try JSONTextWriter.text(of: "/", escapesSlashes: true, iso8601Dates: true)
    #expect(slash == Array(#""\/""#.utf8))
  }
}
