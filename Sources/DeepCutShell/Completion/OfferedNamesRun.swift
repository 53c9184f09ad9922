import Foundation

/// A sorted run of offered names kept as pieces of one byte buffer.
///
/// Each entry's key and name are a name, or a name, ` by ` and an artist. A first Tab offers
/// the whole library, mostly as `TITLE by ARTIST`; the strings are made only for the entries
/// a lookup reads (`entry(at:)`), and sorting compares ranks, or the pieces in place.
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

  /// One offered name: its key (the folded form completion finds it by) and the name itself,
  /// with the number of its key's first piece and of its artist's fold (-1 when the key has
  /// no artist), which `Order` ranks.
  struct Item {
    var key: Pieces
    var name: Pieces
    var keyID: Int32
    var artistFold: Int32 = -1
    /// Whether every byte of the name is ASCII (`false` when not known).
    var nameIsASCII = false
  }

  /// Where keys' first pieces and artists' folds stand in byte order, so that most items sort
  /// by one integer.
  ///
  /// Items whose first pieces differ sort as those pieces do, unless the lesser piece is a
  /// prefix of the other (`Stand` of `Stand by Me`), when ` by ARTIST` decides: only pieces
  /// with a prefix among the others compare bytes. Equal first pieces sort by artist, none
  /// first.
  struct Order {
    /// By key piece number: its rank (equal texts share one).
    var keyRanks: [Int32]
    /// By rank: the highest lower rank whose text is a prefix of this rank's (-1 for none),
    /// whose own entry leads on to every other prefix of the text.
    var prefixParents: [Int32]

    /// The highest rank up to `rank` whose text is a prefix of `higher`'s, -1 when none.
    func prefix(of higher: Int32, upTo rank: Int32) -> Int32 {
      var prefix = prefixParents[Int(higher)]
      while prefix > rank { prefix = prefixParents[Int(prefix)] }
      return prefix
    }
    /// By artist fold number: its rank.
    var artistRanks: [Int32]

    /// Whether the names of `x` and `y` are surely two names, as `String` tells them apart,
    /// by their key and artist numbers alone.
    ///
    /// Items whose names have the same bytes have keys with the same bytes: a key is made
    /// from its name alone, and a `TITLE by ARTIST` key from its parts just as from the whole
    /// form (see `OfferedNamesBytes.qualifiedByArtist(_:)`). So their keys' first pieces are
    /// one text, or one is a prefix of the other; and after one first piece, one artist fold
    /// (or none) follows. Where neither holds the names differ in bytes, which for two ASCII
    /// names means they differ as `String`s too (ASCII text is equivalent only to itself).
    func tellsApart(_ x: Item, _ y: Item) -> Bool {
      guard x.nameIsASCII && y.nameIsASCII else { return false }
      let (a, b) = (keyRanks[Int(x.keyID)], keyRanks[Int(y.keyID)])
      if a == b { return x.artistFold != y.artistFold }
      let (lower, higher) = (min(a, b), max(a, b))
      return prefix(of: higher, upTo: lower) != lower
    }
  }

  private let bytes: [UInt8]
  private let items: [Item]

  /// `items`, whose pieces are in `bytes`, in key order, then name order, each name once: the
  /// order `NameList` keeps its entries in.
  init(sorting items: [Item], in bytes: [UInt8], by order: Order) {
    self.bytes = bytes
    self.items = bytes.withUnsafeBufferPointer { buffer in
      Self.sorted(items, in: buffer.baseAddress!, by: order)
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

  /// `items` in key order, then name order, each name once (see `ranked(_:in:by:)`).
  private static func sorted(_ items: [Item], in bytes: UnsafePointer<UInt8>, by order: Order)
    -> [Item]
  {
    let ranking = ranked(items, in: bytes, by: order)
    var sorted: [Item] = []
    sorted.reserveCapacity(items.count)
    // An entry's key is made from its name alone, so its duplicates sort next to it.
    for index in ranking {
      let item = items[Int(index)]
      if let last = sorted.last, !order.tellsApart(last, item), sameName(last, item, in: bytes) {
        continue
      }
      sorted.append(item)
    }
    return sorted
  }

  /// Whether the names of `one` and `other` are one name as `String` tells names apart:
  /// the same bytes, or canonically equivalent, which two ASCII names never are, nor two
  /// texts whose first different bytes are both ASCII (so only the rest make strings to
  /// compare).
  static func sameName(_ one: Item, _ other: Item, in bytes: UnsafePointer<UInt8>) -> Bool {
    let (x, y) = (one.name, other.name)
    if x == y { return true }
    var (i, j) = (0, 0)
    var (xOffset, yOffset) = (0, 0)
    while true {
      while i < 3, Int(x.piece(i).count) == xOffset { (i, xOffset) = (i + 1, 0) }
      while j < 3, Int(y.piece(j).count) == yOffset { (j, yOffset) = (j + 1, 0) }
      if i == 3 && j == 3 { return true }
      // One is the other and more: canonical decomposition never shortens a text, so the
      // longer one's decomposition is longer, and they are never equivalent.
      if i == 3 || j == 3 { return false }
      let a = x.piece(i)
      let b = y.piece(j)
      let common = min(Int(a.count) - xOffset, Int(b.count) - yOffset)
      // Most neighbours share a piece (a title, ` by `), which need not be read.
      if a == b, xOffset == yOffset {
        xOffset += common
        yOffset += common
        continue
      }
      let first = bytes + Int(a.start) + xOffset
      let second = bytes + Int(b.start) + yOffset
      // Shared titles are mostly the same bytes for long stretches: skip those whole.
      if common > 0, memcmp(first, second, common) != 0 {
        if one.nameIsASCII && other.nameIsASCII { return false }
        var offset = 0
        while first[offset] == second[offset] { offset += 1 }
        let (p, q) = (first[offset], second[offset])
        return p < 0x80 && q < 0x80 ? false : text(x, in: bytes) == text(y, in: bytes)
      }
      xOffset += common
      yOffset += common
    }
  }

  private static func text(_ pieces: Pieces, in bytes: UnsafePointer<UInt8>) -> String {
    var utf8: [UInt8] = []
    for index in 0..<3 {
      let piece = pieces.piece(index)
      utf8 += UnsafeBufferPointer(start: bytes + Int(piece.start), count: Int(piece.count))
    }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Negative, zero or positive as the bytes of `x` sort before, equal or after those of `y`.
  static func order(_ x: Pieces, _ y: Pieces, in bytes: UnsafePointer<UInt8>) -> Int {
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
