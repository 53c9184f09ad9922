import DeepCutKit

/// `writes` with the real service: the requests that asked Apple Music for a change, as sent,
/// and what came back.
enum AppleMusicRequestTable {
  static func writes(_ log: AppleMusicRequestLog?) -> CommandOutput {
    let entries = log?.writes ?? []
    var output = CommandOutput(entries)
    guard !entries.isEmpty else {
      output.say("no requests that change your Apple Music library yet")
      return output
    }
    output.say(
      Table(
        [.init("#", .right), .init("request"), .init("answer")],
        rows: entries.map { ["\($0.sequence)", "\($0.method) \($0.path)", $0.answer] }))
    return output
  }
}
