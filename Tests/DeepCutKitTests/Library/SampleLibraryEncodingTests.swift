import Foundation
import Testing

@testable import DeepCutKit

/// The sample library starts from its encoded form; that form must be exactly the text's.
@Suite struct SampleLibraryEncodingTests {
  static let regenerate =
    "stale: run `swift run -c release deepcut-bench encode-sample > "
    + "Sources/DeepCutKit/Library/Sample/SampleLibrary+Encoded.swift`"

  @Test func theEncodedSampleIsTheParsedText() throws {
    let bytes = try #require(
      Data(base64Encoded: SampleLibrary.encoded, options: .ignoreUnknownCharacters),
      Comment(rawValue: Self.regenerate))
    #expect(Array(bytes) == (try SampleLibrary.encode()), Comment(rawValue: Self.regenerate))
    let decoded = try #require(SampleLibrary.decodeEncoded(), Comment(rawValue: Self.regenerate))
    #expect(decoded == (try SampleLibrary.parse()))
    #expect(SampleLibrary.contents == (try SampleLibrary.parse()))
  }
}
