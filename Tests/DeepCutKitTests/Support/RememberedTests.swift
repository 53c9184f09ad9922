import DeepCutKit
import Synchronization
import Testing

@Suite struct RememberedTests {
  /// Counts the times the value is made.
  final class Makes: Sendable {
    private let count = Mutex(0)
    func record() { count.withLock { $0 += 1 } }
    var total: Int { count.withLock { $0 } }
  }

  /// However many threads ask at once, the value is made once and every one gets it.
  @Test func theValueIsMadeOnceForEveryCaller() async {
    let remembered = Remembered<[Int]>()
    let makes = Makes()
    let answers = await withTaskGroup(of: [Int].self) { group in
      for _ in 0..<16 {
        group.addTask {
          remembered.value {
            makes.record()
            return Array(0..<100)
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(makes.total == 1)
    #expect(answers.count == 16)
    #expect(answers.allSatisfy { $0 == Array(0..<100) })
    #expect(remembered.value { [] } == Array(0..<100))
  }
}
