/// Turns browsed release groups into catalog releases, in date order.
enum MusicBrainzReleases {
  /// `groups` as releases of `artistID`, oldest first; undated ones last, then by title and id
  /// (the server's order is by MBID, which means nothing to a person).
  static func releases(
    from groups: [MusicBrainzJSON.ReleaseGroup], artistID: CatalogArtistID, artistName: String
  ) -> [CatalogRelease] {
    var seen: Set<String> = []
    let releases = groups.compactMap { group -> CatalogRelease? in
      guard seen.insert(group.id).inserted else { return nil }
      return CatalogRelease(
        id: CatalogReleaseID(unchecked: group.id), title: group.title, artistID: artistID,
        artistName: artistName, releaseDate: group.firstReleaseDate ?? "",
        releaseType: MusicBrainzReleaseType.releaseType(
          primary: group.primaryType, secondary: group.secondaryTypes),
        trackCount: 0)
    }
    return releases.sorted { lhs, rhs in
      let left = lhs.releaseDate.isEmpty ? "9999" : lhs.releaseDate
      let right = rhs.releaseDate.isEmpty ? "9999" : rhs.releaseDate
      if left != right { return left < right }
      if lhs.title != rhs.title { return lhs.title < rhs.title }
      return lhs.id.rawValue < rhs.id.rawValue
    }
  }
}
