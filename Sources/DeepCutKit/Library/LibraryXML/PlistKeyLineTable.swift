/// Recognizes `<key>NAME</key>` by the 16 bytes after `<key>`, for the keys of a track dict.
///
/// A track has about 26 key lines, ten of them keys the importer skips (`Kind`, `Bit Rate`,
/// `Date Added`...). Finding a key's end first and then looking its text up costs more than
/// the rest of the line: here the name and its closing tag are read as two words at known
/// places. The first word (the name's first 8 bytes, or the name and the start of `</key>`)
/// picks a slot with one multiplication; the second word, masked to the name's bytes and
/// `</key>`, and a load of `</key>` where the name ends confirm it. So a key is taken only
/// when its bytes are exactly a listed name followed by `</key>`, as the general scan reads it.
///
/// Each listed key is either one the importer reads (`PlistKey`) or one it skips, with the
/// kind of value Apple writes for it, so the value is skipped by one pattern.
struct PlistKeyLineTable: ~Copyable {
  /// The value a skipped key usually holds.
  enum ValueKind: UInt8 {
    case integer, string, date, bool
  }

  /// A listed key: how its bytes read, and what it is.
  struct Entry {
    /// The 8 bytes at the name's start (with `</key>` after a name shorter than 8).
    var head: UInt64 = 0
    /// Which of the next 8 bytes belong to the name and its `</key>`.
    var tailMask: UInt64 = 0
    var tail: UInt64 = 0
    /// The name's length; 0 in an empty slot.
    var length = 0
    /// The key, or `nil` for one the importer skips.
    var key: PlistKey?
    /// What a skipped key's value usually is.
    var value = ValueKind.string
  }

  /// The shortest and longest names listed: at least 2, so `</key>` fills the first word.
  static let lengths = 2...15

  /// Keys Apple writes in track dicts that the importer does not read, with their values.
  static let skipped: [(String, ValueKind)] = [
    ("Disc Count", .integer), ("Track Count", .integer), ("Date Modified", .date),
    ("Date Added", .date), ("Bit Rate", .integer), ("Sample Rate", .integer),
    ("Play Count", .integer), ("Release Date", .date), ("Artwork Count", .integer),
    ("Kind", .string), ("Size", .integer), ("Sort Artist", .string), ("Sort Name", .string),
    ("Sort Album", .string), ("Sort Composer", .string), ("Skip Count", .integer),
    ("Skip Date", .date), ("Composer", .string), ("Comments", .string), ("Grouping", .string),
    ("Work", .string), ("BPM", .integer), ("Rating", .integer), ("Album Rating", .integer),
    ("Normalization", .integer), ("File Type", .integer), ("Loved", .bool),
    ("Favorited", .bool), ("Explicit", .bool), ("Purchased", .bool), ("Protected", .bool),
    ("Matched", .bool), ("Playlist Only", .bool), ("Clean", .bool),
  ]

  /// A power of two, a few times the number of keys, so most probes end at the first slot.
  private static let slotCount = 256
  private let slots: UnsafeMutablePointer<Entry>

  init() {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: Entry(), count: Self.slotCount)
    let read = PlistKey.allCases.map { ($0.rawValue, $0 as PlistKey?, ValueKind.string) }
    let skipped = Self.skipped.map { ($0.0, PlistKey?.none, $0.1) }
    for (name, key, value) in read + skipped where Self.lengths.contains(name.utf8.count) {
      // The name, `</key>` and zeros, so both words can be loaded whole.
      let bytes = Array(name.utf8) + Array("</key>".utf8) + [UInt8](repeating: 0, count: 16)
      let length = name.utf8.count
      let known = length + 6 - 8
      var entry = Entry(length: length, key: key, value: value)
      bytes.withUnsafeBufferPointer { buffer in
        entry.head = Self.load(buffer.baseAddress!)
        entry.tailMask = known >= 8 ? ~0 : (1 << UInt64(8 * known)) &- 1
        entry.tail = Self.load(buffer.baseAddress! + 8) & entry.tailMask
      }
      var slot = Self.slot(entry.head)
      while slots[slot].length != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
      slots[slot] = entry
    }
  }

  deinit { slots.deallocate() }

  /// The listed key whose name and `</key>` are the bytes at `name`, or `nil`.
  ///
  /// 24 bytes from `name` must be readable (the longest name, 15 bytes, and the 8 loaded
  /// where it ends); a match compares only bytes of the name and its `</key>`.
  @inline(__always)
  func entry(at name: UnsafePointer<UInt8>) -> Entry? {
    let head = Self.load(name)
    let tail = Self.load(name + 8)
    var slot = Self.slot(head)
    while true {
      let entry = slots[slot]
      guard entry.length != 0 else { return nil }
      if entry.head == head, tail & entry.tailMask == entry.tail,
        Self.load(name + entry.length) & 0xFFFF_FFFF_FFFF == PlistLexer.Tag.keyEnd
      {
        return entry
      }
      slot = (slot + 1) & (Self.slotCount - 1)
    }
  }

  @inline(__always)
  private static func slot(_ head: UInt64) -> Int {
    Int(truncatingIfNeeded: (head &* 0x9E37_79B9_7F4A_7C15) >> 56) & (slotCount - 1)
  }

  @inline(__always)
  private static func load(_ address: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(address).loadUnaligned(as: UInt64.self))
  }
}
