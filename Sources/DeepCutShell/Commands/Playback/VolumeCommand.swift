import DeepCutKit

/// `volume [N|+N|-N]`: shows or sets the player's volume, 0–100, as `mpc volume` does.
enum VolumeCommand {
  /// A level to set, or an amount to change it by.
  enum Change: Sendable, Equatable {
    case to(Int)
    case by(Int)
  }

  static let change = Argument<Change?>.optional("level") { text throws(CommandError) in
    try parse(text)
  }

  /// `40`, `+10` or `-10`; anything else is one line saying what would be right.
  static func parse(_ text: String) throws(CommandError) -> Change {
    let sign = text.first.flatMap { "+-".contains($0) ? $0 : nil }
    let digits = sign == nil ? Substring(text) : text.dropFirst()
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let amount = Int(digits), amount <= 100
    else {
      throw CommandError(
        "volume is a level from 0 to 100, or a change such as +10 or -10, not '\(text)'")
    }
    switch sign {
    case "+": return .by(amount)
    case "-": return .by(-amount)
    default: return .to(amount)
    }
  }

  static let command = Command(
    CommandSpec(
      name: "volume", group: .playback,
      summary: "show or set the player's volume, 0 to 100 (+10 and -10 change it)",
      details: """
        On a real player it is the player's volume; the emulator plays no sound and keeps the
        level it was given, which status shows.
        """,
      examples: ["volume", "volume 40", "volume +10", "volume -10"],
      signature: Signature([change.spec]),
      usage: ["volume", "volume <0-100>", "volume +<n>", "volume -<n>"])
  ) { session, arguments in
    let level = try await volume(
      after: arguments[Self.change], on: session.player, at: session.environment.clock.now)
    var output = CommandOutput(["volume": level])
    output.say("volume \(level)%")
    return output
  }
}

extension VolumeCommand {
  /// The player's volume after `change` (none: as it is); a change is clamped to 0–100.
  static func volume(
    after change: Change?, on player: any PlayerDevice, at instant: Instant
  ) async throws(CommandError) -> Int {
    guard let current = player.snapshot(at: instant).volume else {
      throw CommandError("volume: \(player.name) has no volume to set")
    }
    let target: Int
    switch change {
    case nil: return current
    case .to(let level): target = level
    case .by(let amount): target = min(100, max(0, current + amount))
    }
    do throws(PlayerDeviceError) {
      return try await player.setVolume(target)
    } catch {
      throw CommandError("volume: \(error)")
    }
  }
}
