import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// Every JSON document the shell prints must be the very bytes `JSONEncoder` wrote before
/// (`[.sortedKeys, .withoutEscapingSlashes]`, `.iso8601` dates), and every `expect` query must
/// see the value those bytes read back as.
///
/// The documents are the real ones: each line of every golden transcript is run (as `run`
/// runs it, asking for the document) and its output compared, so every command's value and
/// every event the transcripts cause are covered; error documents are generated.
@Suite struct JSONOutputAgreementTests {
  static func reference(_ value: some Encodable) -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
  }

  static func readBack(_ text: String) -> JSONValue? {
    Data(text.utf8).withUnsafeBytes { JSONValueReader.value(of: $0.bindMemory(to: UInt8.self)) }
  }

  @Test(arguments: TranscriptTests.scripts)
  func transcriptDocumentsAgree(_ name: String) async throws {
    let script = TranscriptTests.directory.appendingPathComponent(name)
    let text = try String(contentsOf: script, encoding: .utf8)
    let firstLine = text.prefix { $0 != "\n" }
    let library =
      firstLine.hasPrefix("# library: ")
      ? TranscriptTests.directory.appendingPathComponent(String(firstLine.dropFirst(11)))
        .standardizedFileURL.path
      : nil
    let test = try TestSession(
      workingDirectory: TranscriptTests.directory.path, libraryFile: library)
    var compared = 0
    for line in text.split(separator: "\n") where !line.hasPrefix("quit") {
      let found = await test.session.documentDisagreements(String(line))
      compared += found.compared
      for problem in found.problems { Issue.record("\(name): \(line): \(problem)") }
    }
    #expect(compared > 0)
  }

  @Test func errorDocumentsAgree() {
    let texts = ["", "no item matches 'zzqx'", "a/b \"c\" \\ \u{1}\t\n é 🎵", "x: 3 > 2"]
    for message in texts {
      for command in [nil, "show", "a/b"] as [String?] {
        for line in [nil, 0, 7, Int.max] as [Int?] {
          let document = ErrorDocument(
            error: .init(message: message, command: command, file: command, line: line, status: 1),
            events: [
              CommandEvent(
                "ended", message: message, at: line ?? 0,
                fields: [
                  "title": .text(message), "on": .flag(true),
                  "now": .indicator(trackID: command, title: message, artist: nil, isPlaying: true),
                ])
            ])
          let expected = Self.reference(document)
          #expect(expected != nil)
          #expect(Session.jsonText(document) == expected)
        }
      }
    }
  }
}

extension Session {
  /// Runs each statement of `line` as `run` does, asking for its document, and compares the
  /// document's text and query value with `JSONEncoder`'s; returns how many it compared and
  /// what differed.
  fileprivate func documentDisagreements(_ line: String) async -> (
    compared: Int, problems: [String]
  ) {
    guard let statements = try? Tokenizer.statements(in: line) else { return (0, []) }
    var compared = 0
    var problems: [String] = []
    for statement in statements {
      guard let word = statement.words.first, let spec = try? commands.lookup(word.value),
        let arguments = try? ArgumentParser.parse(Array(statement.words.dropFirst()), for: spec)
      else { continue }
      wantsDocument = true
      let (_, output) = await perform(spec, arguments)
      guard let output else { continue }
      let document = CommandDocument(
        command: spec.name, result: output.value, events: output.events)
      let expected = JSONOutputAgreementTests.reference(document)
      compared += 1
      if Self.jsonText(document) != expected {
        problems.append("text \(Self.jsonText(document) ?? "nil") != \(expected ?? "nil")")
      }
      if let value = output.value,
        JSONValueEncoder.value(of: value)
          != JSONOutputAgreementTests.reference(value).flatMap(JSONOutputAgreementTests.readBack)
      {
        problems.append("query value differs from the text read back")
      }
    }
    return (compared, problems)
  }
}
