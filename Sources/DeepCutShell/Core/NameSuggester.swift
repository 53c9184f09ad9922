/// Suggests the names closest to a mistyped one.
public enum NameSuggester {
  /// Up to three names nearest to `word`: within a third of its length in edits (at least
  /// one), or of which it is a prefix extension (`lsx` → `ls`); only the nearest are kept.
  ///
  /// A resolver asks about every name of the library, so a name is compared as bytes when
  /// both are plain ASCII (`PlainASCII`: there a byte is a `Character`), with no copies.
  public static func nearest(to word: String, among names: [String]) -> [String] {
    let plainWord = PlainASCII.contains(word)
    // A plain word's characters are its bytes: no copy unless a name is not plain.
    let typed = plainWord ? [] : Array(word)
    let limit = max(1, (plainWord ? word.utf8.count : typed.count) / 3)
    let scored = names.compactMap { name -> (String, Int)? in
      let extendsName = word.hasPrefix(name) || name.hasPrefix(word)
      // Past the limit only a prefix extension counts, and it scores the limit: so the
      // distance is only worked out as far as the limit.
      let distance =
        (plainWord ? plainDistance(word, name, atMost: limit) : nil)
        ?? editDistance(plainWord ? Array(word) : typed, Array(name), atMost: limit)
      guard distance <= limit || extendsName else { return nil }
      return (name, extendsName ? min(distance, limit) : distance)
    }
    guard let best = scored.map(\.1).min() else { return [] }
    return scored.filter { $0.1 == best }.map(\.0).sorted().prefix(3).map { $0 }
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and adjacent
  /// transpositions each cost 1 (`lsx` → `ls` is 1, `paly` → `play` is 1).
  public static func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a), Array(b), atMost: Int.max - 1)
  }

  /// The distance between two plain ASCII texts (`nil` when either is not plain), by bytes.
  static func plainDistance(_ a: String, _ b: String, atMost limit: Int) -> Int? {
    let distance = a.utf8.withContiguousStorageIfAvailable { x in
      b.utf8.withContiguousStorageIfAvailable { y -> Int? in
        guard PlainASCII.contains(y), PlainASCII.contains(x) else { return nil }
        return editDistance(x, y, atMost: limit)
      }
    }
    return distance.flatMap { $0 }.flatMap { $0 }
  }

  /// The distance between `a` and `b` when it is at most `limit`, else some number above
  /// `limit`.
  static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in editDistance(a, b, atMost: limit) }
    }
  }

  /// The distance between `a` and `b` when it is at most `limit`, else some number above
  /// `limit`.
  ///
  /// It stops early: the difference in length is a lower bound, and once two rows in a row
  /// (and the next row's first cell) exceed the limit, so does every later row, since each
  /// cell adds to a cell of one of the two rows before it. The three rows live in one
  /// temporary buffer (on the stack when small).
  static func editDistance<Unit: Equatable>(
    _ a: UnsafeBufferPointer<Unit>, _ b: UnsafeBufferPointer<Unit>, atMost limit: Int
  ) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
      let base = rows.baseAddress!
      var previous2 = base
      var previous = base + width
      var current = base + 2 * width
      previous2.initialize(repeating: 0, count: width)
      for j in 0...b.count { previous[j] = j }
      current.initialize(repeating: 0, count: width)
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
}
