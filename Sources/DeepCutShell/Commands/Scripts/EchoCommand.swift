/// `echo <text>`: prints its arguments, for scripts and demos.
enum EchoCommand {
  static let text = Argument<[String]>.words("text")

  static let command = Command(
    CommandSpec(
      name: "echo", group: .scripts,
      summary: "print text (scripts use it to narrate)",
      examples: ["echo the indicator should now disagree"],
      signature: Signature([text.spec], takesRawWords: true),
      usage: ["echo [text...]"])
  ) { _, arguments in
    let text = arguments[Self.text].joined(separator: " ")
    var output = CommandOutput(["echo": text])
    output.say(text)
    return output
  }
}
