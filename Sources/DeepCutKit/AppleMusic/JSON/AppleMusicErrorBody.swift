import Foundation

/// The error envelope of the Apple Music API: `{"errors":[{"id","title","detail","status","code"}]}`.
///
/// `status` and `code` are strings in every real capture (`"404"`, `"40403"`) but are read as
/// numbers too; extra keys (`messageForDisplay`, `source`) are ignored. A body that is not this
/// JSON (an HTML gateway page) decodes to `nil` through `parse(_:)`, never throws.
struct AppleMusicErrorBody: Decodable, Sendable {
  var errors: [Entry]

  struct Entry: Decodable, Sendable {
    var id: String?
    var title: String?
    var detail: String?
    var status: String?
    var code: String?

    private enum CodingKeys: String, CodingKey {
      case id, title, detail, status, code
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try? container.decodeIfPresent(String.self, forKey: .id)
      title = try? container.decodeIfPresent(String.self, forKey: .title)
      detail = try? container.decodeIfPresent(String.self, forKey: .detail)
      status = Self.text(container, .status)
      code = Self.text(container, .code)
    }

    /// A key given as a string or as an integer, as text.
    private static func text(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys)
      -> String?
    {
      if let text = try? container.decodeIfPresent(String.self, forKey: key) { return text }
      if let number = try? container.decodeIfPresent(Int.self, forKey: key) {
        return String(number)
      }
      return nil
    }
  }

  /// The first error of `body`, or `nil` when the body is not an Apple Music error document.
  static func parse(_ body: Data) -> Entry? {
    guard let document = try? JSONDecoder().decode(Self.self, from: body) else { return nil }
    return document.errors.first
  }

  /// Whether `body` says "No related resources" (`40403`): a library item with no catalog
  /// counterpart, which is an answer (unmatched), not a failure.
  static func isNoRelatedResources(_ body: Data) -> Bool {
    parse(body)?.code == "40403"
  }
}

extension AppleMusicErrorBody.Entry {
  /// The entry in a few words for one error line (`No related resources (40403)`), with the
  /// characters that could break a line or a terminal removed.
  var summary: String {
    let words = [detail, title].compactMap { $0 }.filter { !$0.isEmpty }
    let text = (words.first ?? "no details") + (code.map { " (\($0))" } ?? "")
    let printable = text.unicodeScalars.map {
      $0.properties.generalCategory == .control ? " " : String($0)
    }.joined()
    return String(printable.prefix(200))
  }
}
