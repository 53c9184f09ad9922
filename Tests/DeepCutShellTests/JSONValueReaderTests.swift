import Foundation
import Testing

@testable import DeepCutShell

/// `expect` reads a query's JSON document with `JSONValueReader`; it must give exactly the
/// value `JSONDecoder` gives through `JSONValue`'s `Decodable` conformance, and refuse what
/// `JSONDecoder` refuses.
@Suite struct JSONValueReaderTests {
  private let documents = [
    "null", "true", "false", "0", "-0", "12", "-3.25", "1e3", "1E-2", "2.5e+10",
    "12345678901234567890123", "0.1", #""""#, #""plain""#,
    #""esc \" \\ \/ \b \f \n \r \t""#, #""\u00e9\u00C9 \u2028 \ud83c\udfb5 Ágætis""#,
    "[]", "{}", " [ 1 , \"a\" , null , [ true ] ] ", #"{"b":{"c":[1,2,{"d":"e"}]},"a":false}"#,
    #"{"playing":true,"position":45.5,"queue":[{"id":"q1","title":"Three Little Birds"}]}"#,
  ]

  private let refused = [
    "", " ", "nul", "tru", "01", "-", "1.", ".5", "1e", "+1", "[1,]", "[1 2]", "{\"a\"}",
    "{\"a\":}", "{a:1}", "\"open", "\"bad \\x escape\"", "\"\\u12\"", "[", "{", "1 2",
    "\"tab\there\"", "\"\\ud83c\"", "1e400",
  ]

  @Test func readsWhatJSONDecoderReads() throws {
    for document in documents {
      let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(document.utf8))
      #expect(Self.read(document) == decoded, "\(document)")
    }
  }

  @Test func refusesWhatIsNotJSON() {
    for document in refused {
      #expect(Self.read(document) == nil, "\(document.debugDescription)")
    }
  }

  @Test func readsAnEncodedCommandValueAsJSONDecoderDoes() throws {
    let value = ["titles": ["Hoppípolla", "a \"quoted\" \\ name", "tab\tand\nline", "🎵"]]
    let data = try JSONEncoder().encode(value)
    let decoded = try JSONDecoder().decode(JSONValue.self, from: data)
    #expect(JSONValueEncoder.value(of: value) == decoded)
  }

  private static func read(_ document: String) -> JSONValue? {
    Array(document.utf8).withUnsafeBufferPointer { JSONValueReader.value(of: $0) }
  }
}
