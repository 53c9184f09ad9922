import DeepCutKit

/// `fail <method>… [with <kind>] [after N] [once]`, `fail list`, `fail clear`: failure
/// injection.
enum FailCommand {
  enum Action: String, CaseIterable {
    case list, clear
  }

  static let methods = Argument<[ServiceMethod]>(
    name: "method", shape: .words, isRequired: false,
    candidates: .words(ServiceMethod.allCases.map(\.rawValue))
  ) { words throws(CommandError) in try words.map(parseMethod) }
  static let kind = Option<FailureInjector.Kind>.value(
    "with", "KIND", summary: "what the call throws (default network)", default: .network,
    values: { FailureInjector.Kind.allCases.map(\.rawValue) },
    missingValue: "'with' needs a kind (network, auth, notfound, ratelimit, cancel)"
  ) { text throws(CommandError) in
    guard let kind = FailureInjector.Kind(rawValue: text.lowercased()) else {
      throw CommandError(
        "'\(text)' is not a failure kind (network, auth, notfound, ratelimit, cancel)")
    }
    return kind
  }
  static let after = Option<Int>.value(
    "after", "N", summary: "let N calls succeed first", default: 0,
    missingValue: "'after' needs a number of calls that succeed first (after 1)"
  ) { text throws(CommandError) in
    guard let count = Int(text), count >= 0 else {
      throw CommandError("'after' needs a number of calls that succeed first (after 1)")
    }
    return count
  }
  static let once = Option<Bool>.flag("once", summary: "fail only the next matching call")

  static let command = Command(
    CommandSpec(
      name: "fail", group: .emulation,
      summary: "make service calls fail, to see how deepcut (and the app) copes",
      details: """
        Methods are the service calls: \(ServiceMethod.allCases.map(\.rawValue).joined(separator: ", ")).
        A failure is sticky until 'fail clear', unless 'once'. The default kind is network.
        'after N' lets N calls succeed first ("page 1 loads, page 2 fails": after 1).
        'cancel' behaves like a cancelled request: no error is shown and nothing is left half-done.
        """,
      examples: [
        "fail recentlyPlayed once", "fail addToPlaylist with auth",
        "fail catalogReleases with ratelimit",
        "fail list", "fail clear",
      ],
      signature: Signature(
        [methods.spec], subcommands: [.init("list"), .init("clear", [methods.spec])],
        options: [kind.spec, after.spec, once.spec]),
      usage: [
        "fail <method>... [with network|auth|notfound|ratelimit|cancel] [after N] [once]",
        "fail list",
        "fail clear [method...]",
      ],
      isQuery: true)
  ) { session, arguments in
    let injector = session.failures
    switch arguments.subcommand(Action.self) {
    case .list:
      let rules = injector.armed
      var output = CommandOutput(rules)
      output.say(lines: rules.isEmpty ? ["no failures armed"] : rules.map(describe))
      return output
    case .clear:
      let methods = arguments[Self.methods]
      injector.clear(methods.isEmpty ? nil : methods)
      var output = CommandOutput(injector.armed)
      output.say(
        methods.isEmpty
          ? "all failures cleared" : "cleared \(methods.map(\.rawValue).joined(separator: ", "))")
      return output
    case nil:
      let methods = arguments[Self.methods]
      guard !methods.isEmpty else {
        throw CommandError(
          arguments.words.isEmpty
            ? "fail which calls? (fail <method>... [with KIND] [once] | fail list | fail clear)"
            : "fail which calls? (e.g. fail recentlyPlayed)")
      }
      injector.fail(
        methods, with: arguments[Self.kind], once: arguments[Self.once],
        afterCalls: arguments[Self.after])
      let rules = injector.armed.filter { methods.contains($0.method) }
      var output = CommandOutput(rules)
      output.say(lines: rules.map(describe))
      return output
    }
  }
}

private func parseMethod(_ word: String) throws(CommandError) -> ServiceMethod {
  let names = ServiceMethod.allCases.map(\.rawValue)
  if let exact = names.first(where: { $0.lowercased() == word.lowercased() }) {
    return ServiceMethod(rawValue: exact) ?? .artists
  }
  let name = try Keyword.match(word, among: names, what: "service method")
  return ServiceMethod(rawValue: name) ?? .artists
}

private func describe(_ rule: FailureInjector.Rule) -> String {
  let after = rule.afterCalls > 0 ? " after \(rule.afterCalls) more calls" : ""
  return "\(rule.method.rawValue) fails with \(rule.kind.rawValue)\(after)"
    + (rule.once ? " once" : " until cleared")
}
