/// The latest song kept at each place on an album (`LibraryMapper.Place`), for folding copies.
///
/// Open addressing over the kept songs' indices with a multiplicative hash: the standard
/// `Hasher` cost several times more, twice for every track. It never grows: it is made for as
/// many places as the file has tracks, at most half full.
struct PlaceTable {
  /// Per slot, the index of the latest song kept at its place plus one; 0 when empty.
  private var slots: [Int32]
  /// The place of every song kept, by song index.
  private var places: [LibraryMapper.Place] = []

  init(capacity: Int) {
    let size = OpenAddressing.slotCount(for: capacity)
    slots = Array(repeating: 0, count: size)
    // Made at its final size: grown by doubling, it was copied (and its pages touched) twice.
    places.reserveCapacity(capacity)
  }

  /// The latest song kept at `place` (-1 for none), and the slot that holds or would hold it.
  func find(_ place: LibraryMapper.Place) -> (slot: Int, first: Int32) {
    let mask = slots.count - 1
    var hash = UInt64(UInt32(bitPattern: place.album)) &* 0x9E37_79B9_7F4A_7C15
    hash = (hash ^ UInt64(bitPattern: place.disc)) &* 0xC2B2_AE3D_27D4_EB4F
    hash = (hash ^ UInt64(bitPattern: place.track)) &* 0x1656_67B1_9E37_79F9
    var slot = Int(truncatingIfNeeded: hash >> 29) & mask
    while slots[slot] != 0 {
      let song = slots[slot] - 1
      if places[Int(song)] == place { return (slot, song) }
      slot = (slot + 1) & mask
    }
    return (slot, -1)
  }

  /// Makes `song`, the next song kept, the latest at `place`, whose slot `find` gave.
  mutating func setFirst(_ song: Int32, at slot: Int, place: LibraryMapper.Place) {
    precondition(Int(song) == places.count, "songs are kept in order")
    places.append(place)
    slots[slot] = song + 1
  }
}
