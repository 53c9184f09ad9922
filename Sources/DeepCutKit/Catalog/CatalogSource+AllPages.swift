extension CatalogSource {
  /// Every release of `artist`, following `next` from the first page to the last.
  ///
  /// Any page's failure is thrown: a discography missing its later pages would make owned
  /// records look like cuts, so there is no partial answer. A source whose cursors never end
  /// (or repeat) is stopped after `maximumPages` and reported as not found.
  public func allReleases(
    of artist: CatalogArtistID, pageLimit: Int = Self.defaultPageLimit, maximumPages: Int = 1_000
  ) async throws -> [CatalogRelease] {
    var collected: [CatalogRelease] = []
    var cursor: String? = nil
    var seen: Set<String> = []
    for _ in 0..<maximumPages {
      let page = try await releases(of: artist, limit: pageLimit, after: cursor)
      collected += page.items
      guard let next = page.next else { return collected }
      guard seen.insert(next).inserted else { break }
      cursor = next
    }
    throw ServiceError.notFound("the last page of artist \(artist) (its cursors never end)")
  }
}
