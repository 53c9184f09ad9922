import Testing

@testable import DeepCutKit

@Suite struct PlaybackQueueTests {
  private let a = Fixtures.hurricane
  private let b = Fixtures.scream
  private let c = Fixtures.dope
  private let d = Fixtures.cassie

  private func titles(_ queue: PlaybackQueue) -> [String] { queue.entries.map(\.track.title) }

  @Test func playNextGoesAfterTheCurrentEntryAndPlayLaterAtTheTail() {
    var queue = PlaybackQueue()
    queue.replace(with: [a, b, c], startingAt: 0)
    queue.insert([d], at: .afterCurrentEntry)
    queue.insert([Fixtures.jezebel], at: .tail)
    #expect(titles(queue) == [a, d, b, c, Fixtures.jezebel].map(\.title))
    #expect(queue.current?.track == a)
  }

  @Test func theCurrentMarkerFollowsIdentityWhenAnEarlierEntryGoes() {
    var queue = PlaybackQueue()
    queue.replace(with: [a, b, c], startingAt: 2)
    let current = queue.currentID
    queue.remove(queue.entries[0].id)
    #expect(queue.currentID == current)
    #expect(queue.current?.track == c)
    #expect(queue.currentIndex == 1)
  }

  @Test func theSameTrackQueuedTwiceGetsTwoEntries() {
    var queue = PlaybackQueue()
    queue.replace(with: [a], startingAt: 0)
    queue.insert([a], at: .tail)
    #expect(queue.entries.count == 2)
    #expect(queue.entries[0].id != queue.entries[1].id)
  }

  @Test func entryIDsAreNeverReused() {
    var queue = PlaybackQueue()
    queue.replace(with: [a, b], startingAt: 0)
    let first = Set(queue.entries.map(\.id))
    queue.replace(with: [a, b], startingAt: 0)
    #expect(first.isDisjoint(with: queue.entries.map(\.id)))
  }

  @Test func moveReordersWithoutChangingTheCurrentEntry() {
    var queue = PlaybackQueue()
    queue.replace(with: [a, b, c], startingAt: 1)
    queue.move(queue.entries[2].id, to: 0)
    #expect(titles(queue) == [c, a, b].map(\.title))
    #expect(queue.current?.track == b)
  }

  @Test func clearKeepsOnlyTheCurrentEntry() {
    var queue = PlaybackQueue()
    queue.replace(with: [a, b, c], startingAt: 1)
    #expect(queue.removeAllButCurrent() == 2)
    #expect(titles(queue) == [b.title])
  }

  @Test func skippingIgnoresRepeatOneButAnEndingHonoursIt() {
    var queue = PlaybackQueue()
    queue.replace(with: [a, b], startingAt: 0)
    queue.repeatMode = .one
    let first = queue.entries[0].id
    #expect(queue.successor(of: first, for: .trackEnded)?.id == first)
    #expect(queue.successor(of: first, for: .skip)?.track == b)
  }

  @Test func repeatAllWrapsBothWays() {
    var queue = PlaybackQueue()
    queue.replace(with: [a, b, c], startingAt: 0)
    let (first, last) = (queue.entries[0].id, queue.entries[2].id)
    #expect(queue.successor(of: last, for: .trackEnded) == nil)
    #expect(queue.predecessor(of: first) == nil)
    queue.repeatMode = .all
    #expect(queue.successor(of: last, for: .trackEnded)?.id == first)
    #expect(queue.predecessor(of: first)?.id == last)
  }

  @Test func shuffleIsSeededKeepsTheCurrentEntryFirstAndTurnsBack() {
    let tracks = (1...12).map { Fixtures.track("Song \($0)", "2:00") }
    var one = PlaybackQueue()
    one.replace(with: tracks, startingAt: 4)
    var two = one
    one.shuffle(seed: 42)
    two.shuffle(seed: 42)
    #expect(titles(one) == titles(two))
    #expect(one.entries[0].track == tracks[4])
    #expect(titles(one) != tracks.map(\.title))
    var other = two
    other.unshuffle()
    two.shuffle(seed: 7)
    #expect(titles(two) != titles(one))
    #expect(titles(other) == tracks.map(\.title))
  }

  @Test func insertionsWhileShuffledSurviveUnshuffling() {
    var queue = PlaybackQueue()
    queue.replace(with: [a, b, c], startingAt: 0)
    queue.shuffle(seed: 3)
    queue.insert([d], at: .afterCurrentEntry)
    #expect(queue.entries[1].track == d)
    queue.unshuffle()
    #expect(titles(queue) == [a, d, b, c].map(\.title))
  }

  @Test func seededRandomRepeatsItsSequence() {
    var first = SeededRandom(seed: 2024)
    var second = SeededRandom(seed: 2024)
    let numbers = (0..<5).map { _ in first.next() }
    #expect(numbers == (0..<5).map { _ in second.next() })
    #expect(Set(numbers).count == 5)
    #expect((0..<1000).allSatisfy { _ in (0..<7).contains(first.below(7)) })
  }

  @Test func entryIDsReadAndPrintAsE() {
    #expect(QueueEntryID("e12") == QueueEntryID(12))
    #expect(QueueEntryID(12).description == "e12")
    #expect(QueueEntryID("12") == nil)
    #expect(QueueEntryID("e0") == nil)
  }
}
