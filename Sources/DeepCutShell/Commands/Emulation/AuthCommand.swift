import DeepCutKit

/// `auth [status|allow|deny|restrict|reset]`: the emulated `MusicAuthorization`.
enum AuthCommand {
  enum Action: String, CaseIterable {
    case status, allow, deny, restrict, reset
  }

  static let command = Command(
    CommandSpec(
      name: "auth", group: .emulation,
      summary: "emulate MusicAuthorization: status, allow, deny, restrict, reset",
      details: """
        The status starts notDetermined; the first library or catalog call makes the app's
        request, which the emulated user allows. 'allow', 'deny' and 'restrict' change it as the
        Settings app would; 'reset' forgets the choice so the next call asks again. While
        denied or restricted every library and catalog call fails with one clear line.
        """,
      examples: ["auth status", "auth deny", "auth allow", "auth reset"],
      signature: .subcommands(Action.self, noun: "auth action"), isQuery: true)
  ) { session, arguments in
    let authorization = session.failures.authorization
    switch arguments.subcommand(Action.self) {
    case .allow: authorization.set(.authorized)
    case .deny: authorization.set(.denied)
    case .restrict: authorization.set(.restricted)
    case .reset: authorization.reset()
    case .status, nil: break
    }
    session.browse.snapshot = nil
    let status = authorization.status
    var output = CommandOutput(["authorization": status.rawValue])
    output.say("Apple Music authorization (emulated): \(status)")
    return output
  }
}
