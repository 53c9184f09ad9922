/// The cache's string table: every string once, in the order the payload first uses it.
///
/// It is built from three parts. The strings used before the tracks (artists, albums, playlists,
/// recently played) are interned here as they come. The tracks' strings arrive interned apart
/// (`TrackCachePiece`, made on another thread) and are joined without being copied: each of the
/// few strings used before is looked up in the tracks' table, and every track string not among
/// them takes the next index, in the order the tracks first use it. Strings used after the
/// tracks (the summary's) are looked up in both and added after them when new. The indices are
/// exactly those of interning every string in turn; joining costs a lookup per string used
/// before the tracks, not a copy of every track's.
struct CacheStringTable {
  /// The strings used before the tracks, in first-use order: the table's start.
  private var before: StringInterner
  /// The tracks' strings, and the table index of each of their symbols once joined.
  private var tracks = StringInterner()
  private var trackIndices: [Int32] = []
  /// How many of the tracks' strings were not used before them.
  private var newTrackStrings = 0
  private var tracksJoined = false
  /// Strings first used after the tracks that neither part above holds.
  private var after = StringInterner()

  /// A table with room for about `expected` strings used before the tracks.
  init(expected: Int) {
    before = StringInterner(reservingCapacity: expected, bytes: 20 * expected)
  }

  /// How many strings the table holds.
  var count: Int { before.strings.count + newTrackStrings + after.strings.count }

  /// The index of `text`, added when new.
  mutating func index(of text: String) -> Int {
    guard tracksJoined else { return Int(before.intern(text)) }
    if let symbol = Self.withBytes(of: text, before.symbol(of:)) { return Int(symbol) }
    if let symbol = Self.withBytes(of: text, tracks.symbol(of:)) {
      return Int(trackIndices[Int(symbol)])
    }
    return before.strings.count + newTrackStrings + Int(after.intern(text))
  }

  /// Joins the tracks' strings after those used so far; `trackSymbolIndices` then gives
  /// each of their symbols' index.
  mutating func joinTracks(_ strings: StringInterner) {
    precondition(!tracksJoined, "the tracks are joined once")
    tracks = strings
    trackIndices = [Int32](repeating: -1, count: strings.strings.count)
    var symbol: Int32 = 0
    before.forEachString { bytes in
      if let track = tracks.symbol(of: bytes) { trackIndices[Int(track)] = symbol }
      symbol += 1
    }
    var next = Int32(before.strings.count)
    for track in trackIndices.indices where trackIndices[track] < 0 {
      trackIndices[track] = next
      next += 1
    }
    newTrackStrings = Int(next) - before.strings.count
    tracksJoined = true
  }

  /// The table index of each symbol of the tracks' strings, once joined.
  var trackSymbolIndices: [Int32] { trackIndices }

  /// At most how many bytes `write(to:)` writes, to make room for them at once.
  var sizeBound: Int {
    before.byteCount + tracks.byteCount + after.byteCount + 5 * (count + 1)
  }

  /// Writes the table: its count, then each string's length and bytes.
  func write(to out: inout BinaryWriter) {
    out.varint(UInt64(count))
    func add(_ bytes: UnsafeBufferPointer<UInt8>) {
      out.writing(atMost: BinaryCursor.varintSize + bytes.count) { out in
        out.varint(UInt64(bytes.count))
        out.raw(bytes)
      }
    }
    before.forEachString(add)
    var symbol = 0
    let firstNew = Int32(before.strings.count)
    tracks.forEachString { bytes in
      if trackIndices[symbol] >= firstNew { add(bytes) }
      symbol += 1
    }
    after.forEachString(add)
  }

  /// Calls `body` with the UTF-8 bytes of `text`.
  private static func withBytes<Result>(
    of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
  }
}
