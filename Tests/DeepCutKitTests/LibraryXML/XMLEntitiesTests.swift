import Testing

@testable import DeepCutKit

/// Entity references decode as XML defines them, and anything else is an error at its `&`.
@Suite struct XMLEntitiesTests {
  static func decode(_ text: String) -> String {
    var output: [UInt8] = []
    let bytes = Array(text.utf8)
    let problem = XMLEntities.decode(bytes[...], into: &output)
    if let problem { return "error at \(problem.index): \(problem.message)" }
    return String(decoding: output, as: UTF8.self)
  }

  @Test(arguments: [
    ("Mumford &amp; Sons", "Mumford & Sons"), ("&lt;3&gt;", "<3>"), ("&quot;x&apos;", "\"x'"),
    ("&#233;t&#xE9;", "été"), ("&#x1F600;", "😀"),
    ("&#12345678;", "error at 0: unknown entity &#12345678;"),
    ("a &amp b;", "error at 2: unknown entity &amp b;"),
    ("&am;", "error at 0: unknown entity &am;"),
    ("x&ampx;", "error at 1: unknown entity &ampx;"), ("&AMP;", "error at 0: unknown entity &AMP;"),
    ("&amp\u{0};", "error at 0: unknown entity &amp?;"),
    ("&#0;", "error at 0: unknown entity &#0;"),
    ("&#xD800;", "error at 0: unknown entity &#xD800;"),
    ("&#x110000;", "error at 0: unknown entity &#x110000;"),
    ("&#X41;", "error at 0: unknown entity &#X41;"), ("&#x;", "error at 0: unknown entity &#x;"),
    ("&#xFFFFFFFF;", "error at 0: unknown entity &#xFFFFFFFF;"), ("&#x4a;&#x4A;", "JJ"),
    ("AT&T", "error at 2: '&' without a ';' (write &amp; for a literal ampersand)"),
    ("&amp;&amp;&lt;", "&&<"), ("plain", "plain"), ("", ""),
  ])
  func decodes(text: String, expected: String) {
    #expect(Self.decode(text) == expected)
  }
}
