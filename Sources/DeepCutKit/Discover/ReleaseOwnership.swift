/// A way of finding the library album that owns a catalog release: `OwnershipIndex` over a
/// whole library, `ArtistAlbums` over one artist's albums; both follow `Ownership`'s rules.
protocol ReleaseOwnership {
  /// The album that owns `release` and how, or `nil` when the library does not own it.
  func owner(of release: CatalogRelease) -> (album: LibraryAlbum, match: Ownership.Match)?
}

extension OwnershipIndex: ReleaseOwnership {}
