extension CommandSpec {
  /// `echo <text>`: prints its arguments, for scripts and demos.
  static let echo = CommandSpec(
    name: "echo", group: .scripts,
    usage: ["echo [text...]"],
    summary: "print text (scripts use it to narrate)",
    examples: ["echo the indicator should now disagree"],
    takesRawWords: true,
    run: { session, invocation in
      let text = invocation.arguments.joined(separator: " ")
      session.result(["echo": text])
      session.say(text)
    })
}
