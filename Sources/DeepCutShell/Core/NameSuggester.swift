/// Suggests the names closest to a mistyped one.
public enum NameSuggester {
  /// Up to three names nearest to `word`: within a third of its length in edits (at least
  /// one), or of which it is a prefix extension (`lsx` → `ls`); only the nearest are kept.
  public static func nearest(to word: String, among names: [String]) -> [String] {
    let limit = max(1, word.count / 3)
    let scored = names.compactMap { name -> (String, Int)? in
      let distance = editDistance(word, name)
      let extendsName = word.hasPrefix(name) || name.hasPrefix(word)
      guard distance <= limit || extendsName else { return nil }
      return (name, extendsName ? min(distance, limit) : distance)
    }
    guard let best = scored.map(\.1).min() else { return [] }
    return scored.filter { $0.1 == best }.map(\.0).sorted().prefix(3).map { $0 }
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and adjacent
  /// transpositions each cost 1 (`lsx` → `ls` is 1, `paly` → `play` is 1).
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
