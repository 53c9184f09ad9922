import Testing

@testable import DeepCutKit

@Suite struct PersistentIDSetTests {
  @Test func answersLikeASetForEveryInsert() {
    // Colliding low bits, zero, the largest id and repeats, filled to its capacity.
    var ids: [UInt64] = [0, UInt64.max, 0, 1, UInt64.max, 1]
    for step in 0..<400 { ids.append(UInt64(step % 150) << 40) }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 { ids.append(generator.next() % 300) }
    var table = PersistentIDSet(capacity: ids.count)
    var reference = Set<UInt64>()
    for id in ids {
      #expect(table.insert(id) == reference.insert(id).inserted, "id \(id)")
    }
  }
}
