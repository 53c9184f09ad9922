import Testing

/// The schema validator the JSON contract test relies on: it must reject what the schema
/// forbids, or the contract test proves nothing.
@Suite struct JSONSchemaTests {
  private let schema = JSONSchema(
    root: try! JSONDocument.parse(
      """
      {"$defs": {"event": {"type": "object", "required": ["event"],
                           "properties": {"event": {"enum": ["trackEnded", "reconciled"]}}}},
       "type": "object", "required": ["command"], "additionalProperties": false,
       "properties": {"command": {"type": "string"}, "count": {"type": "integer", "minimum": 0},
                      "events": {"type": "array", "items": {"$ref": "#/$defs/event"}},
                      "id": {"type": ["string", "null"]},
                      "kind": {"oneOf": [{"const": "a"}, {"const": "b"}]}}}
      """))

  @Test func acceptsWhatConforms() throws {
    let document = try JSONDocument.parse(
      #"{"command": "play", "count": 2, "events": [{"event": "trackEnded"}], "id": null, "kind": "a"}"#
    )
    #expect(schema.problems(in: document).isEmpty)
  }

  @Test(arguments: [
    (#"{"count": 1}"#, "$: missing 'command'"),
    (#"{"command": "x", "extra": 1}"#, "$: unexpected 'extra'"),
    (#"{"command": "x", "count": 1.5}"#, "$.count: expected \"integer\", found 1.5"),
    (#"{"command": "x", "count": -1}"#, "$.count: -1.0 is below 0.0"),
    (#"{"command": 3}"#, "$.command: expected \"string\", found 3.0"),
    (
      #"{"command": "x", "events": [{"event": "boom"}]}"#,
      "$.events[0].event: \"boom\" is not one of"
    ),
    (#"{"command": "x", "id": true}"#, "$.id: expected"),
    (#"{"command": "x", "kind": "c"}"#, "$.kind: matches 0 of oneOf's schemas, not 1"),
  ])
  func rejectsWhatDoesNot(document: String, problem: String) throws {
    let problems = schema.problems(in: try JSONDocument.parse(document))
    #expect(problems.contains { $0.hasPrefix(problem) }, "\(problems)")
  }

  @Test func refusesKeywordsItDoesNotKnow() throws {
    let strict = JSONSchema(root: try JSONDocument.parse(#"{"type": "string", "pattern": "^a"}"#))
    #expect(strict.problems(in: .string("b")).first?.contains("'pattern'") == true)
  }
}
