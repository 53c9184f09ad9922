extension OfferedNamesRun {
  /// The indexes of `items` in key order, then name order, by counting sorts on their ranks.
  ///
  /// Each item ranks by two dense integers, its key's first piece and its artist's fold (see
  /// `Order`), so two counting sorts, the artist's first and then, stably, the key's, put them
  /// in rank order in linear time. Ranks settle all but two cases, which compare bytes as
  /// `precedes(_:_:items:in:order:)` does: items of one rank (one key, one artist) by their
  /// names, and items whose first pieces are prefixes of later ones' (`Stand` of
  /// `Stand by Me`), where ` by ARTIST` decides: those form runs of consecutive ranks that are
  /// sorted on their own (where no rank of the run so far is a prefix of the next one's text,
  /// every item before comes first).
  static func ranked(_ items: [Item], in bytes: UnsafePointer<UInt8>, by order: Order) -> [Int32] {
    var keyRanks = [Int32](repeating: 0, count: items.count)
    var artistRanks = [Int32](repeating: 0, count: items.count)
    for (index, item) in items.enumerated() {
      keyRanks[index] = order.keyRanks[Int(item.keyID)]
      artistRanks[index] = item.artistFold < 0 ? 0 : order.artistRanks[Int(item.artistFold)] + 1
    }
    let byArtist = countingSorted(
      Array(0..<Int32(items.count)), into: order.artistRanks.count + 1, by: artistRanks)
    var ranking = countingSorted(byArtist, into: order.prefixParents.count, by: keyRanks)
    var start = 0
    for end in 1...max(1, ranking.count) {
      if end < ranking.count {
        let (previous, next) = (keyRanks[Int(ranking[end - 1])], keyRanks[Int(ranking[end])])
        // A prefix before the run would be a prefix of its first rank too, and have joined it.
        let first = keyRanks[Int(ranking[start])]
        if previous == next || order.prefix(of: next, upTo: previous) >= first { continue }
      }
      if end - start > 1 {
        sortBytes(of: &ranking[start..<end], items, keyRanks, artistRanks, in: bytes, by: order)
      }
      start = end
    }
    return ranking
  }

  /// `indexes` stably ordered by `ranks[index]`, each in `0..<buckets`.
  private static func countingSorted(_ indexes: [Int32], into buckets: Int, by ranks: [Int32])
    -> [Int32]
  {
    var starts = [Int](repeating: 0, count: buckets + 1)
    for index in indexes { starts[Int(ranks[Int(index)]) + 1] += 1 }
    for bucket in 0..<buckets { starts[bucket + 1] += starts[bucket] }
    var sorted = [Int32](repeating: 0, count: indexes.count)
    for index in indexes {
      let rank = Int(ranks[Int(index)])
      sorted[starts[rank]] = index
      starts[rank] += 1
    }
    return sorted
  }

  /// Orders a run in rank order whose order ranks do not settle: of one key rank, only items
  /// that also share an artist rank need sorting (by name); a run of several key ranks (a
  /// prefix and what it prefixes) is sorted whole.
  private static func sortBytes(
    of run: inout ArraySlice<Int32>, _ items: [Item], _ keyRanks: [Int32], _ artistRanks: [Int32],
    in bytes: UnsafePointer<UInt8>, by order: Order
  ) {
    func precedes(_ a: Int32, _ b: Int32) -> Bool {
      let (a, b) = (Int(a), Int(b))
      let (x, y) = (items[a], items[b])
      if keyRanks[a] != keyRanks[b] {
        let (lower, higher) = (min(keyRanks[a], keyRanks[b]), max(keyRanks[a], keyRanks[b]))
        guard order.prefix(of: higher, upTo: lower) == lower else {
          return keyRanks[a] < keyRanks[b]
        }
        let byKey = Self.order(x.key, y.key, in: bytes)
        if byKey != 0 { return byKey < 0 }
      } else if artistRanks[a] != artistRanks[b] {
        return artistRanks[a] < artistRanks[b]
      }
      return Self.order(x.name, y.name, in: bytes) < 0
    }
    guard keyRanks[Int(run.first!)] == keyRanks[Int(run.last!)] else {
      run.sort(by: precedes)
      return
    }
    var start = run.startIndex
    for end in run.startIndex + 1...run.endIndex {
      if end < run.endIndex, artistRanks[Int(run[end])] == artistRanks[Int(run[start])] {
        continue
      }
      if end - start > 1 { run[start..<end].sort(by: precedes) }
      start = end
    }
  }
}
