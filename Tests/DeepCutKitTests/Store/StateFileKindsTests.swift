import Foundation
import Testing

@testable import DeepCutKit

#if canImport(Glibc)
  import Glibc
#endif

/// Every kind of state file, built bad (a FIFO, a link to `/dev/zero`, a file over its limit, a
/// directory, a link to a file elsewhere): each is set aside with one warning naming it, nothing
/// hangs or reads without bound, and nothing outside the directory is read or written.
@Suite struct StateFileKindsTests {
  /// The ways a state file can be bad.
  enum Bad: String, CaseIterable, CustomStringConvertible {
    case fifo, devZero, huge, directory, linkElsewhere

    var description: String { rawValue }

    /// Makes `name` in `state` this bad; returns the outside file a link points to, if any.
    @discardableResult
    func make(_ name: String, in state: StateDirectory, limit: Int) throws -> String? {
      let path = state.filePath(name)
      switch self {
      case .fifo: #expect(mkfifo(path, 0o600) == 0)
      case .devZero: #expect(symlink("/dev/zero", path) == 0)
      case .huge:
        // Sparse: as large as the limit allows and a byte more, costing no disk.
        let fd = open(path, O_WRONLY | O_CREAT, 0o600)
        #expect(ftruncate(fd, off_t(limit) + 1) == 0)
        close(fd)
      case .directory: #expect(mkdir(path, 0o700) == 0)
      case .linkElsewhere:
        let outside = state.path + ".outside-" + name
        try Data("precious\n".utf8).write(to: URL(fileURLWithPath: outside))
        #expect(symlink(outside, path) == 0)
        return outside
      }
      return nil
    }

    /// What the warning says the file was.
    var said: String {
      switch self {
      case .fifo: "is a FIFO"
      case .devZero, .linkElsewhere: "is a symbolic link"
      case .huge: "is larger than"
      case .directory: "is a directory"
      }
    }
  }

  /// The names in `state` that start with `prefix`.
  static func names(in state: StateDirectory, startingWith prefix: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: state.path).filter { $0.hasPrefix(prefix) }
  }

  /// A temporary state directory and the cleanup of it and its outside files.
  static func withState(_ body: (StateDirectory) async throws -> Void) async throws {
    let state = try StateDirectory.temporary()
    defer {
      for name in (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []
      where ("/tmp/" + name).hasPrefix(state.path + ".outside-") {
        unlink("/tmp/" + name)
      }
      state.removeAll()
    }
    try await body(state)
  }

  @Test(arguments: Bad.allCases)
  func readingABadFileSetsItAsideWithOneWarning(_ bad: Bad) async throws {
    try await Self.withState { state in
      let outside = try bad.make("feed-x.json", in: state, limit: StateFileKind.feedCache.limit)
      let error = #expect(throws: StoreError.self) {
        try state.read("feed-x.json", kind: .feedCache)
      }
      guard case .setAside(let warning)? = error else {
        Issue.record("expected setAside, got \(String(describing: error))")
        return
      }
      #expect(warning.hasPrefix(state.filePath("feed-x.json") + " (the feed cache) \(bad.said)"))
      #expect(warning.contains("moved aside to feed-x.json.bad-"))
      #expect(try Self.names(in: state, startingWith: "feed-x.json").count == 1)
      #expect(try state.read("feed-x.json", kind: .feedCache) == nil)
      if let outside {
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious\n")
      }
    }
  }

  @Test(arguments: Bad.allCases)
  func aBadHistoryIsSetAsideAndTheSessionGoesOn(_ bad: Bad) async throws {
    try await Self.withState { state in
      let outside = try bad.make(HistoryFile.name, in: state, limit: StateFileKind.history.limit)
      var warnings: [String] = []
      #expect(try HistoryFile.load(from: state) { warnings.append($0) } == [])
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("(the history) \(bad.said)") == true)
      let (entries, later) = try await HistoryFile.append("ls", to: state)
      #expect(entries == ["ls"])
      #expect(later.isEmpty)
      if let outside {
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious\n")
      }
    }
  }

  @Test(arguments: Bad.allCases)
  func aBadJournalIsSetAsideAndTheNextWriteIsSaved(_ bad: Bad) async throws {
    try await Self.withState { state in
      let journal = WriteJournal(state: state, identity: "sample")
      let outside = try bad.make(journal.fileName, in: state, limit: StateFileKind.journal.limit)
      var warnings: [String] = []
      let (entries, end) = journal.read(from: 0) { warnings.append($0) }
      #expect(entries.isEmpty && end == 0)
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("(the write journal) \(bad.said)") == true)
      try journal.append(
        WriteLogEntry(
          sequence: 1, write: .createPlaylist(name: "P"), instant: .start,
          date: VirtualClock.defaultStartDate))
      #expect(journal.read { _ in }.count == 1)
      if let outside {
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious\n")
      }
    }
  }

  @Test(arguments: Bad.allCases)
  func badMusicBrainzFilesAreSetAsideWithAWarning(_ bad: Bad) async throws {
    try await Self.withState { state in
      let warnings = LockedValue<[String]>([])
      let cache = MusicBrainzCache(state: state) { line in warnings.withLock { $0.append(line) } }
      try await cache.save(
        MusicBrainzLink(
          libraryName: "Seed", state: .unmatched(candidates: [], ambiguous: false), checked: Date())
      )
      let folder = try StateDirectory(state.file("musicbrainz"))
      StateDirectory.removeTree(atPath: folder.filePath("links.json"))
      let fresh = MusicBrainzCache(state: state) { line in warnings.withLock { $0.append(line) } }
      try bad.make("links.json", in: folder, limit: StateFileKind.links.limit)
      #expect(fresh.allLinks().isEmpty)
      #expect(warnings.withLock { $0 }.count == 1)
      #expect(
        warnings.withLock { $0 }.first?.contains("(the MusicBrainz links) \(bad.said)") == true)
      let discographies = try StateDirectory(folder.file("discographies"))
      let mbid = "0df6d50f-7e43-4c6a-8220-61932b67c9c5"
      try bad.make("\(mbid).json", in: discographies, limit: StateFileKind.discography.limit)
      #expect(fresh.discography(of: mbid) == nil)
      #expect(warnings.withLock { $0 }.count == 2)
    }
  }

  /// The rate file: a link, FIFO or directory in its place is set aside (never written
  /// through), and the limiter keeps working in memory meanwhile.
  @Test(arguments: Bad.allCases)
  func aBadRateFileIsNeverWrittenThrough(_ bad: Bad) async throws {
    try await Self.withState { state in
      let outside = try bad.make("musicbrainz-rate", in: state, limit: 1 << 20)
      let warnings = LockedValue<[String]>([])
      let clock = VirtualClock()
      let limiter = RateLimiter(
        schedule: .musicBrainz, clock: clock, sharedIn: state, name: "musicbrainz-rate"
      ) { line in warnings.withLock { $0.append(line) } }
      try await limiter.admit()
      if let outside {
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious\n")
      }
      #expect(clock.now.sinceStart == .zero)
      if bad == .huge {
        // A regular file: its number is checked and rewritten, not set aside.
        #expect(warnings.withLock { $0 }.count == 1)
      } else {
        #expect(warnings.withLock { $0 }.first?.contains("(the rate schedule) \(bad.said)") == true)
      }
    }
  }

  /// Numbers an earlier build or an edit could leave in the rate file: each is repaired with
  /// one warning, and the next request goes at once rather than never or too soon.
  @Test(arguments: ["inf", "-inf", "nan", "1e300", "9223372036854775807", "99999999999", "junk"])
  func anImpossibleRateFileIsRepairedWithOneWarning(_ text: String) async throws {
    try await Self.withState { state in
      try Data(text.utf8).write(to: state.file("musicbrainz-rate"))
      let warnings = LockedValue<[String]>([])
      let clock = VirtualClock()
      let limiter = RateLimiter(
        schedule: .musicBrainz, clock: clock, sharedIn: state, name: "musicbrainz-rate"
      ) { line in warnings.withLock { $0.append(line) } }
      for _ in 0..<6 { try await limiter.admit() }
      #expect(warnings.withLock { $0 }.count == 1)
      #expect(warnings.withLock { $0 }.first?.contains("repaired") == true)
      // Six requests at a burst of three, one a second: the limit still holds after repair.
      #expect(clock.now.sinceStart >= .seconds(2))
      #expect(clock.now.sinceStart <= .seconds(4))
    }
  }

  @Test func aRateFileFromLastWeekIsQuietlyTakenAsNow() {
    let now = 1_790_000_000.0
    #expect(
      RateFileValue.check("\(now - 7 * 86_400)", now: now, hold: 600, schedule: .musicBrainz)
        == .stale)
    #expect(
      RateFileValue.check("\(now + 5)", now: now, hold: 600, schedule: .musicBrainz)
        == .valid(now + 5))
    #expect(
      RateFileValue.check("\(now + 700)", now: now, hold: 600, schedule: .musicBrainz)
        != .valid(now + 700))
  }

  /// A lock file that is a link is never followed: its target is not created.
  @Test func aLockThatIsALinkCreatesNothingElsewhere() async throws {
    try await Self.withState { state in
      let target = state.path + ".outside-lock-target"
      #expect(symlink(target, state.filePath("writes-sample.lock")) == 0)
      let lock = try await WriteJournal(state: state, identity: "sample").lock()
      lock.release()
      #expect(access(target, F_OK) != 0)
      var status = stat()
      #expect(lstat(state.filePath("writes-sample.lock"), &status) == 0)
      #expect(status.st_mode & S_IFMT == S_IFREG)
    }
  }

  /// A state directory that could not be made: nothing is read, cache writes do nothing, and
  /// only a library write says it cannot be saved.
  @Test func withoutAStateDirectoryOnlyAWriteComplains() async throws {
    let state = StateDirectory.unavailable(
      URL(fileURLWithPath: "/proc/no-such-state"), reason: "cannot create state directory")
    #expect(try state.read("history") == nil)
    try state.write(Data("x".utf8), to: "feed-x.json")
    #expect(try HistoryFile.load(from: state) == [])
    #expect(try await HistoryFile.append("ls", to: state).entries == [])
    let journal = WriteJournal(state: state, identity: "sample")
    #expect(journal.read { _ in Issue.record("no warning") }.isEmpty)
    let lock = try await journal.lock()
    defer { lock.release() }
    #expect(throws: StoreError.self) {
      try journal.append(
        WriteLogEntry(
          sequence: 1, write: .createPlaylist(name: "P"), instant: .start,
          date: VirtualClock.defaultStartDate))
    }
    let limiter = RateLimiter(
      schedule: .musicBrainz, clock: VirtualClock(), sharedIn: state, name: "musicbrainz-rate")
    try await limiter.admit()
  }
}
