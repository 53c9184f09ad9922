/// The first entry of `Tracks` holding each `Track ID`, which playlists name tracks by.
///
/// Open addressing with a multiplicative hash, like `PersistentIDSet`: a `[Int64: Int]` hashed
/// every id with `Hasher`, 16.5 M instructions for the 50,000 tracks of an import, all of it
/// before the mapper can start on the tracks. It never grows: it is made for as many ids as the
/// file has tracks, at most half full.
struct TrackIDTable {
  private var ids: [Int64]
  /// Per slot, the position of the entry holding the id plus one; 0 when empty.
  private var positions: [Int]

  init(capacity: Int) {
    let size = OpenAddressing.slotCount(for: capacity)
    ids = Array(repeating: 0, count: size)
    positions = Array(repeating: 0, count: size)
  }

  /// Records that the entry at `position` holds `id`, unless an earlier one did; false then.
  mutating func insert(_ id: Int64, at position: Int) -> Bool {
    let slot = find(id)
    guard positions[slot] == 0 else { return false }
    ids[slot] = id
    positions[slot] = position + 1
    return true
  }

  /// The position of the first entry holding `id`.
  subscript(id: Int64) -> Int? {
    let position = positions[find(id)]
    return position == 0 ? nil : position - 1
  }

  /// The slot holding `id`, or the empty one where it would go.
  private func find(_ id: Int64) -> Int {
    let mask = ids.count - 1
    var slot = OpenAddressing.slot(of: UInt64(bitPattern: id), mask: mask)
    while positions[slot] != 0 && ids[slot] != id { slot = (slot + 1) & mask }
    return slot
  }
}
