import DeepCutKit

/// One kind of library item (artists, albums, tracks or playlists) indexed for the shell: by
/// id and for resolving names (as themselves and as `LibraryItemRef`s).
///
/// Completion's names are built apart, only when a prompt needs them
/// (`LibrarySnapshot.nameIndex`).
///
/// Built from that kind's array alone, so a snapshot rebuilt after a write (which changes only
/// playlists) can keep the other kinds as they were.
struct NamedItems<ID: Hashable & Sendable, Item: Sendable>: Sendable {
  let byID: [ID: Item]
  let resolver: NameResolver<Item>
  /// The same names resolving to `LibraryItemRef`s, for commands that take several kinds.
  let asItems: NameResolver<LibraryItemRef>

  /// Indexes `items`, named in messages as `noun`s.
  ///
  /// - Parameters:
  ///   - candidate: an item as a resolver candidate (its id, name and detail);
  ///   - itemDetail: the detail shown when it is listed among other kinds ("album by …").
  init(
    _ items: [Item], noun: String, id: (Item) -> ID,
    candidate: (Item) -> NameResolver<Item>.Candidate,
    itemDetail: (NameResolver<Item>.Candidate) -> String,
    asItem: (Item) -> LibraryItemRef
  ) {
    // The first of two items with one id wins, as a lookup by id must name one item.
    byID = Dictionary(items.map { (id($0), $0) }, uniquingKeysWith: { first, _ in first })
    let candidates = items.map(candidate)
    resolver = NameResolver(candidates, noun: noun)
    asItems = resolver.map(detail: itemDetail, asItem)
  }
}
