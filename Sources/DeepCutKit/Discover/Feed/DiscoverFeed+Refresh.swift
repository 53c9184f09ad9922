import Foundation

extension DiscoverFeed {
  /// Checks the next batch of artists and returns the cache with it recorded.
  ///
  /// For each artist of `cache.nextBatch(of:size:)`, in order: `progress` is told, the bridge
  /// gives its catalog link (none: unmatched), every page of the catalog artist's releases is
  /// fetched, and its cuts are taken against the artist's library albums. Then:
  /// - an artist whose bridge, catalog or albums call fails keeps its previous entry, and the
  ///   failure is recorded and counted;
  /// - when `feedGuard` rejects the batch, it throws and records nothing: under the current
  ///   guard, when no artist got a usable answer (each failed, or came back with an empty
  ///   discography although the library owns its albums), `FeedError.everyArtistFailed` or
  ///   `.noUsableAnswer`. Unmatched artists never reach the catalog, so they are no answer:
  ///   39 failures and one unmatched artist is an error;
  /// - cancellation (the task's, or an injected `ServiceError.cancelled`) throws
  ///   `CancellationError` and records nothing: the caller's cache is untouched.
  /// Reading the library's artists can fail too; that error is thrown as is.
  public func refresh(
    _ cache: FeedCache, batchSize: Int = DiscoverFeed.defaultBatchSize,
    progress: @Sendable (FeedProgress) -> Void = { _ in }
  ) async throws -> FeedRefresh {
    let artists: [LibraryArtist]
    do {
      artists = try await feedArtists()
    } catch let error where Self.isCancellation(error) {
      throw CancellationError()
    }
    let batch = cache.nextBatch(of: artists, size: batchSize)
    let checks = try await checks(of: batch, progress: progress)
    // A cancellation that lands after the last artist still means "stop": keep nothing.
    try Task.checkCancellation()
    let failures = checks.compactMap(\.failure)
    if feedGuard.rejects(checks) {
      let empty = checks.filter(\.isEmptyForOwner).map(\.artist)
      throw empty.isEmpty
        ? FeedError.everyArtistFailed(failures)
        : FeedError.noUsableAnswer(failures: failures, empty: empty)
    }
    var updated = cache
    updated.record(checks, library: artists)
    return FeedRefresh(
      cache: updated, checks: checks, status: FeedStatus(cache: updated, artists: artists))
  }

  /// One artist's attempt; throws only `CancellationError`.
  func check(_ artist: LibraryArtist) async throws -> ArtistCheck {
    do {
      guard let link = try await bridge.link(artist) else {
        return ArtistCheck(
          artist: artist, result: .success(FeedCheck(date: now, outcome: .unmatched)))
      }
      let releases = try await catalog.allReleases(of: link)
      let albums = try await library.albums(by: artist.id) + bridge.creditedAlbums(artist)
      // The artist's own albums only: a first refresh costs one lookup per tagged album.
      let exact = try await bridge.exactReleases(albums, true)
      let linked = LibraryArtist(id: artist.id, name: artist.name, catalogID: link)
      let cuts = ArtistCuts(
        releases: releases, albums: albums, artists: [linked], exact: exact, types: types)
      return ArtistCheck(
        artist: artist, result: .success(FeedCheck(date: now, outcome: .matched(link, cuts))),
        isEmptyForOwner: releases.isEmpty && !albums.isEmpty, warnings: exact.warnings)
    } catch let error where Self.isCancellation(error) {
      throw CancellationError()
    } catch {
      let failure = FeedFailure(
        artistID: artist.id, artistName: artist.name, date: now, reason: "\(error)")
      return ArtistCheck(artist: artist, result: .failure(failure))
    }
  }

  /// The clock's present as a date.
  private var now: Date { clock.date(at: clock.now) }
}
