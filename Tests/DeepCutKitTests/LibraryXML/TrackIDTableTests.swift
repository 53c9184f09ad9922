import Testing

@testable import DeepCutKit

/// The table playlists find tracks through keeps the first entry of each Track ID.
@Suite struct TrackIDTableTests {
  @Test func keepsTheFirstPositionOfEachIDAndFindsEveryOne() {
    var table = TrackIDTable(capacity: 3_000)
    var first: [Int64: Int] = [:]
    var random = SeededRandom(seed: 5)
    for position in 0..<3_000 {
      // Ids that repeat, negative ones, zero and the extremes, and ids equal modulo the size.
      let id: Int64 =
        switch position % 5 {
        case 0: Int64(position % 97) - 40
        case 1: Int64(position) << 20
        case 2: position.isMultiple(of: 2) ? .max : .min
        default: Int64(bitPattern: random.next())
        }
      #expect(table.insert(id, at: position) == (first[id] == nil))
      if first[id] == nil { first[id] = position }
    }
    for (id, position) in first { #expect(table[id] == position) }
    #expect(table[123_456_789] == nil)
  }

  @Test func anEmptyTableFindsNothing() {
    let table = TrackIDTable(capacity: 0)
    #expect(table[0] == nil)
    #expect(table[-1] == nil)
  }
}
