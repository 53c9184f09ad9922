/// The Persistent IDs already given to tracks, to spot a second track claiming one.
///
/// Open addressing with a multiplicative hash, like `PlaceTable`: a `Set<UInt64>` hashed every
/// id with `Hasher`, about 200 instructions an insert, 50,000 times an import. It never grows:
/// it is made for as many ids as the file has tracks, at most half full.
struct PersistentIDSet {
  private var slots: [UInt64]
  /// Whether each slot holds an id (any value, zero included, is a valid id).
  private var filled: [Bool]

  init(capacity: Int) {
    let size = OpenAddressing.slotCount(for: capacity)
    slots = Array(repeating: 0, count: size)
    filled = Array(repeating: false, count: size)
  }

  /// Adds `id`; false when it was already there.
  mutating func insert(_ id: UInt64) -> Bool {
    let mask = slots.count - 1
    var slot = OpenAddressing.slot(of: id, mask: mask)
    while filled[slot] {
      if slots[slot] == id { return false }
      slot = (slot + 1) & mask
    }
    slots[slot] = id
    filled[slot] = true
    return true
  }
}
