import DeepCutKit

extension CommandSpec {
  /// `fail <method>… [with <kind>] [once]`, `fail list`, `fail clear`: failure injection.
  static let fail = CommandSpec(
    name: "fail", group: .emulation,
    usage: [
      "fail <method>... [with network|auth|notfound|ratelimit|cancel] [after N] [once]",
      "fail list",
      "fail clear [method...]",
    ],
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
    isQuery: true,
    complete: { request in
      if request.arguments.last == "with" {
        return .word(request, FailureInjector.Kind.allCases.map(\.rawValue))
      }
      let keywords = request.arguments.isEmpty ? ["list", "clear"] : ["with", "after", "once"]
      return .word(request, ServiceMethod.allCases.map(\.rawValue) + keywords)
    },
    run: { session, invocation in
      let words = invocation.arguments
      guard let first = words.first else {
        throw CommandError(
          "fail which calls? (fail <method>... [with KIND] [once] | fail list | fail clear)")
      }
      let injector = session.failures
      switch first {
      case "list":
        let rules = injector.armed
        session.result(rules)
        session.say(lines: rules.isEmpty ? ["no failures armed"] : rules.map(describe))
      case "clear":
        let methods = try words.dropFirst().map(parseMethod)
        injector.clear(methods.isEmpty ? nil : methods)
        session.result(injector.armed)
        session.say(
          methods.isEmpty
            ? "all failures cleared" : "cleared \(methods.map(\.rawValue).joined(separator: ", "))")
      default:
        var methods: [ServiceMethod] = []
        var kind = FailureInjector.Kind.network
        var once = false
        var after = 0
        var index = 0
        while index < words.count {
          switch words[index] {
          case "once": once = true
          case "after":
            index += 1
            guard index < words.count, let count = Int(words[index]), count >= 0 else {
              throw CommandError("'after' needs a number of calls that succeed first (after 1)")
            }
            after = count
          case "with":
            index += 1
            guard index < words.count else {
              throw CommandError("'with' needs a kind (network, auth, notfound, ratelimit, cancel)")
            }
            guard let parsed = FailureInjector.Kind(rawValue: words[index].lowercased()) else {
              throw CommandError(
                "'\(words[index])' is not a failure kind (network, auth, notfound, ratelimit, cancel)"
              )
            }
            kind = parsed
          default: methods.append(try parseMethod(words[index]))
          }
          index += 1
        }
        guard !methods.isEmpty else {
          throw CommandError("fail which calls? (e.g. fail recentlyPlayed)")
        }
        injector.fail(methods, with: kind, once: once, afterCalls: after)
        let rules = injector.armed.filter { methods.contains($0.method) }
        session.result(rules)
        session.say(lines: rules.map(describe))
      }
    })
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
