import Foundation

extension MusicBrainzCatalog {
  /// The release groups `albums` are, from their tags, for ownership by release group.
  ///
  /// An album tagged with its release group (`MUSICBRAINZ_RELEASEGROUPID`, MPD 0.24) is that
  /// group, asking nothing. An album tagged with releases (`MUSICBRAINZ_ALBUMID`: editions) is
  /// the groups of those releases: each from the cache, else, when `lookUp`, from one lookup
  /// (`/ws/2/release/MBID?inc=release-groups`, rate-limited like every call) that is cached for
  /// good. An album left unsettled is matched by title, and `warnings` says why in one line:
  /// a release the server does not know (404: said once a session, never cached), or a failed
  /// lookup (after which nothing more is asked this time), or offline. Untagged albums are not
  /// listed. Throws only `CancellationError`.
  ///
  /// `cuts X` and a refresh pass one artist's albums, so they cost at most a lookup per tagged
  /// release of that artist not cached yet; the feed's view passes every album with `lookUp`
  /// off and asks nothing.
  public func exactReleases(of albums: [LibraryAlbum], lookUp: Bool) async throws
    -> ExactReleases
  {
    var exact = ExactReleases()
    var failure: MusicBrainzError?
    var unsettled = 0
    for album in albums {
      if let group = album.taggedMusicBrainzReleaseGroupID?.lowercased(), MBID.isValid(group) {
        exact.byAlbum[album.id] = [CatalogReleaseID(unchecked: group)]
        continue
      }
      let releases = Set((album.taggedMusicBrainzReleaseIDs ?? []).map { $0.lowercased() })
        .filter(MBID.isValid).sorted()
      guard !releases.isEmpty else { continue }
      var groups: Set<CatalogReleaseID> = []
      var settled = true
      for release in releases {
        if let group = cache.releaseGroup(ofRelease: release) {
          groups.insert(CatalogReleaseID(unchecked: group))
          continue
        }
        settled = false
        guard lookUp, !settings.offline, failure == nil,
          !unknownReleases.withLock({ $0.contains(release) })
        else { break }
        do {
          groups.insert(CatalogReleaseID(unchecked: try await lookUpReleaseGroup(of: release)))
          settled = true
        } catch MusicBrainzError.failed(.status(404, _, _, _)) {
          unknownReleases.withLock { _ = $0.insert(release) }
          exact.warnings.append(
            "MusicBrainz does not know the release \(release) your tags give '\(album.title)' "
              + "(\(album.artistName)); that album is matched by title")
          break
        } catch let error as MusicBrainzError {
          failure = error
          break
        }
      }
      if settled {
        exact.byAlbum[album.id] = groups
      } else if failure != nil || (lookUp && settings.offline) {
        unsettled += 1
      }
    }
    if unsettled > 0 {
      let albums = unsettled == 1 ? "1 tagged album" : "\(unsettled) tagged albums"
      let why = failure.map { "\($0)" } ?? "offline"
      exact.warnings.append(
        "\(albums) not mapped to a release group (\(why)); matched by title until then")
    }
    return exact
  }

  /// The release group of `release`, asked of the server and cached.
  private func lookUpReleaseGroup(of release: String) async throws -> String {
    let answer = try await fetch(MusicBrainzJSON.ReleaseLookup.self, query.release(release))
    let group = answer.releaseGroup.id.lowercased()
    guard MBID.isValid(group) else {
      throw MusicBrainzError.failed(
        .undecodable(
          host: query.baseURL.host ?? "MusicBrainz", reason: "release group id '\(group)'"))
    }
    try? await cache.save(release: release, group: group)
    return group
  }
}
