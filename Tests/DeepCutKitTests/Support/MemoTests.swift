import DeepCutKit
import Synchronization
import Testing

@Suite struct MemoTests {
  /// Counts the calls a memo lets through to its function.
  final class Calls: Sendable {
    private let count = Mutex(0)
    func record() { count.withLock { $0 += 1 } }
    var total: Int { count.withLock { $0 } }
  }

  @Test func anEqualInputIsAnsweredFromMemoryAndAnotherIsComputed() {
    let calls = Calls()
    let square = Memo { (number: Int) -> Int in
      calls.record()
      return number * number
    }
    #expect(square(3) == 9)
    #expect(square(3) == 9)
    #expect(calls.total == 1)
    #expect(square(4) == 16)
    // Only the last input is remembered.
    #expect(square(3) == 9)
    #expect(calls.total == 3)
  }

  @Test func aMemoTableComputesEachInputOnceUntilItIsFull() {
    let calls = Calls()
    let square = MemoTable(limit: 3) { (number: Int) -> Int in
      calls.record()
      return number * number
    }
    for number in [1, 2, 3, 1, 2, 3] { #expect(square(number) == number * number) }
    #expect(calls.total == 3)
    #expect(square.count == 3)
    // A fourth input finds the table full: everything is forgotten, then it is remembered.
    #expect(square(4) == 16)
    #expect(square.count == 1)
    #expect(square(4) == 16)
    #expect(square(1) == 1)
    #expect(calls.total == 5)
  }

  @Test func servicesOverTheSameContentsShareAnIndexButNotTheirWrites() async throws {
    let first = InMemoryLibraryService(clock: VirtualClock())
    let second = InMemoryLibraryService(clock: VirtualClock())
    _ = try await first.createPlaylist(named: "Only Mine")
    #expect(try await first.playlist(named: "Only Mine") != nil)
    #expect(try await second.playlist(named: "Only Mine") == nil)
    #expect(await second.contents == SampleLibrary.contents)
    let third = InMemoryLibraryService(clock: VirtualClock())
    #expect(try await third.playlists() == second.playlists())
  }
}
