import Foundation

/// A sorted run of offered names kept as pieces of one byte buffer.
///
/// Each entry's key and name are a name, or a name, ` by ` and an artist. A first Tab offers the whole library, mostly as
/// `TITLE by ARTIST`; the strings are made only for the entries a lookup reads
/// (`entry(at:)`), and sorting compares the pieces in place.
struct OfferedNamesRun {
  /// Where a piece's bytes are in the buffer.
  struct Piece: Equatable {
    var start: Int32
    var count: Int32

    static let none = Piece(start: 0, count: 0)
  }

  /// A text made of up to three pieces, one after the other.
  struct Pieces: Equatable {
    var first: Piece
    var second = Piece.none
    var third = Piece.none

    /// The piece at `index` (0, 1 or 2).
    func piece(_ index: Int) -> Piece {
      switch index {
      case 0: first
      case 1: second
      default: third
      }
    }
  }

  /// One offered name: its key (the folded form completion finds it by) and the name itself.
  struct Item {
    var key: Pieces
    var name: Pieces
  }

  private let bytes: [UInt8]
  private let items: [Item]

  /// `items`, whose pieces are in `bytes`, in key order, then name order, each name once: the
  /// order `NameList` keeps its entries in.
  init(sorting items: [Item], in bytes: [UInt8]) {
    self.bytes = bytes
    self.items = bytes.withUnsafeBufferPointer { buffer in
      Self.sorted(items, in: buffer.baseAddress!)
    }
  }

  var count: Int { items.count }

  /// The entry at `index`, its strings made now.
  func entry(at index: Int) -> NameList.Entry {
    NameList.Entry(key: text(items[index].key), name: text(items[index].name))
  }

  private func text(_ pieces: Pieces) -> String {
    var utf8: [UInt8] = []
    for index in 0..<3 {
      let piece = pieces.piece(index)
      utf8 += bytes[Int(piece.start)..<Int(piece.start + piece.count)]
    }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Sorts indexes, each with its key's first eight bytes as one big-endian integer, which
  /// settles most comparisons; the rest compare the pieces in place, a shared title's entries
  /// (the same first piece) going straight to their artists.
  private static func sorted(_ items: [Item], in bytes: UnsafePointer<UInt8>) -> [Item] {
    var ranking: [(head: UInt64, index: Int32)] = []
    ranking.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      ranking.append((head(item.key, in: bytes), Int32(index)))
    }
    items.withUnsafeBufferPointer { items in
      ranking.sort { a, b in
        if a.head != b.head { return a.head < b.head }
        let x = items[Int(a.index)]
        let y = items[Int(b.index)]
        let byKey =
          x.key.first == y.key.first
          ? order(
            Pieces(first: x.key.second, second: x.key.third),
            Pieces(first: y.key.second, second: y.key.third), in: bytes)
          : order(x.key, y.key, in: bytes)
        return byKey != 0 ? byKey < 0 : order(x.name, y.name, in: bytes) < 0
      }
    }
    var sorted: [Item] = []
    sorted.reserveCapacity(items.count)
    // An entry's key is made from its name alone, so its duplicates sort next to it.
    for (_, index) in ranking {
      let item = items[Int(index)]
      if let last = sorted.last, order(last.name, item.name, in: bytes) == 0 { continue }
      sorted.append(item)
    }
    return sorted
  }

  /// The first eight bytes of `pieces`, zero-padded, as one big-endian integer: a shorter
  /// text sorts first, as it does byte by byte, unless the padding meets real zero bytes,
  /// when the heads tie and the bytes decide.
  private static func head(_ pieces: Pieces, in bytes: UnsafePointer<UInt8>) -> UInt64 {
    var head: UInt64 = 0
    var taken = 0
    for index in 0..<3 where taken < 8 {
      let piece = pieces.piece(index)
      let count = min(Int(piece.count), 8 - taken)
      for offset in 0..<count { head = head << 8 | UInt64(bytes[Int(piece.start) + offset]) }
      taken += count
    }
    return head << (8 * UInt64(8 - taken))
  }

  /// Negative, zero or positive as the bytes of `x` sort before, equal or after those of `y`.
  private static func order(_ x: Pieces, _ y: Pieces, in bytes: UnsafePointer<UInt8>) -> Int {
    var (i, j) = (0, 0)
    var (xOffset, yOffset) = (0, 0)
    while true {
      while i < 3, Int(x.piece(i).count) == xOffset { (i, xOffset) = (i + 1, 0) }
      while j < 3, Int(y.piece(j).count) == yOffset { (j, yOffset) = (j + 1, 0) }
      if i == 3 || j == 3 { return (i == 3 ? 0 : 1) - (j == 3 ? 0 : 1) }
      let a = x.piece(i)
      let b = y.piece(j)
      let common = min(Int(a.count) - xOffset, Int(b.count) - yOffset)
      let byBytes = memcmp(
        bytes + Int(a.start) + xOffset, bytes + Int(b.start) + yOffset, common)
      if byBytes != 0 { return Int(byBytes) }
      xOffset += common
      yOffset += common
    }
  }
}
