/// The sizing and the integer hash the import's open-addressing tables share
/// (`PersistentIDSet`, `TrackIDTable`, `PlaceTable`): tables that never grow, made once for as
/// many entries as the file has tracks.
enum OpenAddressing {
  /// A power of two at least twice `capacity` (and at least 16), so the table stays at most
  /// half full and a slot is a mask away.
  static func slotCount(for capacity: Int) -> Int {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    return size
  }

  /// The first slot to probe for a 64-bit id: a multiplicative (Fibonacci) hash, whose high
  /// bits mix every bit of the id.
  @inline(__always)
  static func slot(of id: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: (id &* 0x9E37_79B9_7F4A_7C15) >> 29) & mask
  }
}
