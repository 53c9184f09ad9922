import DeepCutKit
import Foundation
import Testing

/// SIGKILL at random moments while deepcut writes its state: every file must be the old or the
/// new version and parse, and the next session must start without complaint.
@Suite(.serialized) struct CrashSafetyTests {
  static func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("deepcut-crash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func killedDuringLibraryWritesAndFeedRefreshes() async throws {
    let work = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let state = work.appendingPathComponent("state")
    let script = work.appendingPathComponent("writes.deepcut")

    let seed = UInt64(Date().timeIntervalSince1970)
    var random = SeededRandom(seed: seed)  // the seed is in the message, to repeat a run
    var previousJournalLines = 0
    let journal = WriteJournal(state: try StateDirectory(state), identity: "sample")
    // At least 30 rounds, and more while fewer than 200 writes landed: on a loaded machine a
    // round's random 30-300 ms may end before the process has written much.
    var round = 0
    while round < 30 || (previousJournalLines < 200 && round < 200) {
      defer { round += 1 }
      // New names every round, so each round writes rather than being refused.
      var lines: [String] = []
      for index in 1...150 {
        let name = "\"Crash \(round)-\(index)\""
        lines += [
          "playlist create \(name)", "add Jezebel to \(name)",
          "add album When the Kite String Pops to \(name)", "remove Jezebel from \(name)",
          "discover refresh --batch 7",
        ]
      }
      try lines.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
      let journalSize = journal.size
      let process = try ProcessRunner.start(["--state", state.path, "--keep-going", script.path])
      // Every other round the random time runs from the round's first write, not from the
      // start: on a loaded machine the start alone (loading the library) can outlast 300 ms
      // round after round, and too few writes would be cut short. The other rounds may kill
      // anywhere, the start included.
      if round.isMultiple(of: 2) {
        while process.isRunning, journal.size == journalSize {
          try await Task.sleep(for: .milliseconds(5))
        }
      }
      try await Task.sleep(for: .milliseconds(Int.random(in: 30...300, using: &random)))
      kill(process.processIdentifier, SIGKILL)
      await ProcessRunner.finished(process)

      let context = "seed \(seed), round \(round)"
      let directory = try StateDirectory(state)
      var warnings: [String] = []
      let entries = WriteJournal(state: directory, identity: "sample").read { warnings.append($0) }
      #expect(warnings.isEmpty, "\(context): \(warnings)")
      #expect(entries.count >= previousJournalLines, "\(context): the journal shrank")
      previousJournalLines = entries.count
      #expect(entries.map(\.sequence) == Array(1..<(entries.count + 1)), "\(context)")
      if let data = try directory.read(FeedCacheCodec.fileName(for: "sample")) {
        #expect(throws: Never.self, "\(context): the feed cache does not decode") {
          _ = try FeedCacheCodec.decode(data, identity: "sample")
        }
      }
      // The next session starts cleanly and sees every write the journal holds.
      let check = try await ProcessRunner.run(["--state", state.path, "-c", "writes --json"])
      #expect(check.status == 0, "\(context): \(check.stderr)")
      #expect(!check.stderr.contains("warning"), "\(context): \(check.stderr)")
      let names = try FileManager.default.contentsOfDirectory(atPath: state.path)
      #expect(
        !names.contains { $0.contains(".tmp-") }, "\(context): temporary files left: \(names)")
      #expect(!names.contains { $0.contains(".corrupt-") }, "\(context): \(names)")
    }
    // Hundreds of writes, each possibly cut short, must have happened for this to mean much.
    #expect(previousJournalLines >= 200, "only \(previousJournalLines) writes (seed \(seed))")
  }

  @Test func killedWhileTypingAtThePrompt() async throws {
    let work = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: work) }
    let seed = UInt64(Date().timeIntervalSince1970)
    var random = SeededRandom(seed: seed)  // the seed is in the message, to repeat a run
    var typed: Set<String> = []
    for round in 0..<6 {
      let terminal = try PseudoTerminal(arguments: ["--state", work.path])
      try await terminal.waitFor("deepcut> ")
      for line in 0..<40 {
        let text = "echo round \(round) line \(line)"
        typed.insert(text)
        terminal.type(text + "\r")
      }
      try await Task.sleep(for: .milliseconds(Int.random(in: 20...400, using: &random)))
      terminal.kill()
      _ = try await terminal.exitStatus()
      let history = try String(
        contentsOf: work.appendingPathComponent("history"), encoding: .utf8)
      let entries = history.split(separator: "\n").map(String.init)
      #expect(Set(entries).count == entries.count, "seed \(seed): duplicates in \(entries)")
      #expect(entries.allSatisfy(typed.contains), "seed \(seed): a torn or foreign line")
      #expect(history.isEmpty || history.hasSuffix("\n"), "seed \(seed): a torn last line")
    }
  }
}
