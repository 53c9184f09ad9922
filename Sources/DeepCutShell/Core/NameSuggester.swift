import Foundation

/// Suggests the names closest to a mistyped one.
public enum NameSuggester {
  /// Up to three names nearest to `word`: within a third of its length in edits (at least
  /// one), or of which it is a prefix extension (`lsx` → `ls`); only the nearest are kept.
  ///
  /// A resolver asks about every name of the library, so a plain ASCII name (`PlainASCII`:
  /// there a byte is a `Character`) is compared as bytes, with no copies: with the word's
  /// bytes when it is plain too, else with its `PlainCodes` (a fuzzed or accented word).
  public static func nearest(to word: String, among names: [String]) -> [String] {
    // A native string's bytes are contiguous; `withUTF8` makes any other one so.
    var contiguous = word
    return contiguous.withUTF8 { wordBytes in
      let plainWord = PlainASCII.contains(wordBytes)
      // A plain word's characters are its bytes: no copy unless a name is not plain.
      let typed = plainWord ? [] : Array(word)
      let codes = plainWord ? [] : typed.map(PlainCodes.code)
      let limit = max(1, (plainWord ? wordBytes.count : typed.count) / 3)
      // The names of the best score so far, in the order given: one pass, one array. Byte
      // counts for `bagDistance` (codes reach `PlainCodes.other`), zero between names.
      var best = Int.max
      var nearest: [String] = []
      codes.withUnsafeBufferPointer { codes in
        let units = plainWord ? wordBytes : codes
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256) { counts in
          counts.initialize(repeating: 0)
          for name in names {
            let score =
              plainScore(units, name, limit: limit, best: best, counts: counts.baseAddress!)
              ?? characterScore(plainWord ? Array(word) : typed, word, name, limit: limit)
            guard let score, score <= best else { continue }
            if score < best {
              best = score
              nearest.removeAll(keepingCapacity: true)
            }
            nearest.append(name)
          }
        }
      }
      nearest.sort()
      if nearest.count > 3 { nearest.removeLast(nearest.count - 3) }
      return nearest
    }
  }

  /// How near `name` is to a typed word: its distance, or the limit for a prefix extension
  /// either way (`lsx` → `ls`); `nil` past the limit.
  ///
  /// Past the limit only a prefix extension counts, and it scores the limit: so the distance
  /// is only worked out as far as the limit.
  private static func score(distance: Int, extendsName: Bool, limit: Int) -> Int? {
    guard distance <= limit || extendsName else { return nil }
    return extendsName ? min(distance, limit) : distance
  }

  /// `score` of `name` against a word of `Character`s (`typed`, from `word`).
  private static func characterScore(
    _ typed: [Character], _ word: String, _ name: String, limit: Int
  ) -> Int? {
    score(
      distance: editDistance(typed, Array(name), atMost: limit),
      extendsName: word.hasPrefix(name) || name.hasPrefix(word), limit: limit)
  }

  /// `score` of a plain name against a word's `units` (its bytes when plain, else its
  /// `PlainCodes`: either way one unit a `Character`, so prefixes and distances are the
  /// same); `nil` when `name` is not plain (then the caller scores it by `Character`s).
  ///
  /// Most names differ from the word in length by more than the limit and neither starts
  /// with the other: those are turned away by their lengths and first bytes, with no table.
  /// Of the rest, a name whose letters alone (`bagDistance`) put it past the limit, or past
  /// the `best` score so far, is turned away without a table too; `.some(nil)` then, as for
  /// a name that scores worse than `best`, which the caller passes over.
  private static func plainScore(
    _ word: UnsafeBufferPointer<UInt8>, _ name: String, limit: Int, best: Int,
    counts: UnsafeMutablePointer<Int32>
  ) -> Int?? {
    let plain = name.utf8.withContiguousStorageIfAvailable { name -> Int?? in
      guard PlainASCII.contains(name) else { return nil }
      let extendsName = PlainCodes.eitherStarts(word, name)
      if !extendsName && abs(word.count - name.count) > limit { return .some(nil) }
      // The score is the distance (capped at the limit for a prefix extension), and the
      // distance is at least the bag distance.
      let bag = bagDistance(word, name, counts: counts)
      if !extendsName && bag > limit { return .some(nil) }
      if (extendsName ? min(bag, limit) : bag) > best { return .some(nil) }
      if extendsName && bag >= limit { return .some(limit) }
      return .some(
        score(
          distance: editDistance(word, name, atMost: limit), extendsName: extendsName,
          limit: limit))
    }
    return plain ?? nil
  }

  /// A lower bound on the edit distance of two plain ASCII texts: the larger of how many of
  /// `a`'s bytes `b` lacks and how many of `b`'s `a` lacks, as multisets (an insertion,
  /// deletion or substitution changes each by at most one; a transposition neither).
  ///
  /// `counts` holds 256 zeros, and holds them again after: one pass over each text counts,
  /// one more reads and clears only the bytes they hold.
  static func bagDistance(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>,
    counts: UnsafeMutablePointer<Int32>
  ) -> Int {
    for byte in a { counts[Int(byte)] += 1 }
    for byte in b { counts[Int(byte)] -= 1 }
    var surplus = 0
    var shortfall = 0
    for byte in a where counts[Int(byte)] > 0 {
      surplus += Int(counts[Int(byte)])
      counts[Int(byte)] = 0
    }
    for byte in b where counts[Int(byte)] < 0 {
      shortfall -= Int(counts[Int(byte)])
      counts[Int(byte)] = 0
    }
    return max(surplus, shortfall)
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
