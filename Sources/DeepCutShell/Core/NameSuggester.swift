/// Suggests the names closest to a mistyped one.
public enum NameSuggester {
  /// Up to three names nearest to `word`: within a third of its length in edits (at least
  /// one), or of which it is a prefix extension (`lsx` → `ls`); only the nearest are kept.
  public static func nearest(to word: String, among names: [String]) -> [String] {
    let typed = Array(word)
    let limit = max(1, typed.count / 3)
    // The names of the best score so far, in the order given.
    var best = Int.max
    var nearest: [String] = []
    for name in names {
      let extendsName = word.hasPrefix(name) || name.hasPrefix(word)
      let distance = editDistance(typed, Array(name), atMost: limit)
      // Past the limit only a prefix extension counts, and it scores the limit.
      guard distance <= limit || extendsName else { continue }
      let score = extendsName ? min(distance, limit) : distance
      guard score <= best else { continue }
      if score < best {
        best = score
        nearest.removeAll()
      }
      nearest.append(name)
    }
    return Array(nearest.sorted().prefix(3))
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and adjacent
  /// transpositions each cost 1 (`lsx` → `ls` is 1, `paly` → `play` is 1).
  public static func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a), Array(b), atMost: Int.max - 1)
  }

  /// The distance between `a` and `b` when it is at most `limit`, else some number above
  /// `limit`.
  ///
  /// It stops early: the difference in length is a lower bound, and once two rows in a row
  /// (and the next row's first cell) exceed the limit, so does every later row, since each
  /// cell adds to a cell of one of the two rows before it.
  static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    var previousMinimum = 0
    for i in 1...a.count {
      current[0] = i
      var minimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
        minimum = min(minimum, current[j])
      }
      if minimum > limit && previousMinimum > limit && i + 1 > limit { return limit + 1 }
      previousMinimum = minimum
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
