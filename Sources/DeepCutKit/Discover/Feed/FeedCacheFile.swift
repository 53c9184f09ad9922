import Foundation

/// The feed cache as its file stores it: the shape `FeedCacheCodec` reads and writes.
///
/// Kept apart from the in-memory values so that changing those never changes the file by
/// accident, and compact because a large library's cache holds ~15,000 releases: each release
/// is an array `[id, title, date, type, tracks]` (plus `artistID, artistName` only when they
/// differ from the artist's catalog id and name, stated once per artist), and artists are
/// listed by id so that the same cache always gives the same bytes.
struct FeedCacheFile: Codable {
  var refreshes: Int
  var attempts: Int
  var artists: [Artist]

  struct Artist: Codable {
    var id: LibraryArtistID
    var lastAttempt: Int
    /// When the last answered check finished; absent when none was answered.
    var checked: Date?
    /// Present when that check matched: the catalog artist, its name and the counts.
    var catalogID: CatalogArtistID?
    var catalogName: String?
    var total: Int?
    var owned: Int?
    var cuts: [Release]?
    var failure: Failure?
  }

  struct Failure: Codable {
    var date: Date
    var artistName: String
    var reason: String
  }

  /// A release, as an array.
  struct Release: Codable {
    var id: CatalogReleaseID
    var title: String
    var date: String
    var type: ReleaseType
    var trackCount: Int
    /// Only when they differ from the artist's.
    var artistID: CatalogArtistID?
    var artistName: String?

    init(from decoder: any Decoder) throws {
      var fields = try decoder.unkeyedContainer()
      id = try fields.decode(CatalogReleaseID.self)
      title = try fields.decode(String.self)
      date = try fields.decode(String.self)
      type = try fields.decode(ReleaseType.self)
      trackCount = try fields.decode(Int.self)
      if !fields.isAtEnd {
        artistID = try fields.decode(CatalogArtistID.self)
        artistName = try fields.decode(String.self)
      }
    }

    func encode(to encoder: any Encoder) throws {
      var fields = encoder.unkeyedContainer()
      try fields.encode(id)
      try fields.encode(title)
      try fields.encode(date)
      try fields.encode(type)
      try fields.encode(trackCount)
      if let artistID, let artistName {
        try fields.encode(artistID)
        try fields.encode(artistName)
      }
    }

    init(_ release: CatalogRelease, artistID: CatalogArtistID, artistName: String) {
      id = release.id
      title = release.title
      date = release.releaseDate
      type = release.releaseType
      trackCount = release.trackCount
      let same = release.artistID == artistID && release.artistName == artistName
      self.artistID = same ? nil : release.artistID
      self.artistName = same ? nil : release.artistName
    }

    func release(artistID: CatalogArtistID, artistName: String) -> CatalogRelease {
      CatalogRelease(
        id: id, title: title, artistID: self.artistID ?? artistID,
        artistName: self.artistName ?? artistName, releaseDate: date, releaseType: type,
        trackCount: trackCount)
    }
  }
}

extension FeedCacheFile {
  /// The file's form of `cache`.
  init(_ cache: FeedCache) {
    refreshes = cache.refreshes
    attempts = cache.attempts
    artists = cache.entries.sorted { $0.key < $1.key }.map(Artist.init(id:entry:))
  }

  /// The cache the file describes; throws the first artist that does not hang together.
  func cache() throws(FeedCacheCodec.Rejection) -> FeedCache {
    var entries: [LibraryArtistID: FeedEntry] = [:]
    entries.reserveCapacity(artists.count)
    for artist in artists {
      guard (1...max(1, attempts)).contains(artist.lastAttempt) else {
        throw .malformed(
          "artist \(artist.id) was last tried at attempt \(artist.lastAttempt) of \(attempts)")
      }
      var entry = FeedEntry(lastAttempt: artist.lastAttempt)
      if let date = artist.checked {
        entry.check = FeedCheck(date: date, outcome: try outcome(of: artist))
      } else if artist.catalogID != nil || artist.cuts != nil {
        throw .malformed("artist \(artist.id) has cuts but no check date")
      }
      entry.failure = artist.failure.map {
        FeedFailure(
          artistID: artist.id, artistName: $0.artistName, date: $0.date, reason: $0.reason)
      }
      guard entries.updateValue(entry, forKey: artist.id) == nil else {
        throw .malformed("artist \(artist.id) appears twice")
      }
    }
    return FeedCache(refreshes: refreshes, attempts: attempts, entries: entries)
  }

  private func outcome(of artist: Artist) throws(FeedCacheCodec.Rejection) -> FeedCheck.Outcome {
    switch (artist.catalogID, artist.catalogName, artist.total, artist.owned, artist.cuts) {
    case (nil, nil, nil, nil, nil):
      return .unmatched
    case (let catalogID?, let name?, let total?, let owned?, let cuts?)
    where total >= 0 && owned >= 0 && owned + cuts.count == total:
      let releases = cuts.map { $0.release(artistID: catalogID, artistName: name) }
      return .matched(catalogID, ArtistCuts(total: total, owned: owned, cuts: releases))
    default:
      throw .malformed("artist \(artist.id) has an incomplete or inconsistent check")
    }
  }
}

extension FeedCacheFile.Artist {
  init(id: LibraryArtistID, lastAttempt: Int) {
    self.id = id
    self.lastAttempt = lastAttempt
  }

  /// The file's form of one artist's entry.
  init(id: LibraryArtistID, entry: FeedEntry) {
    self.init(id: id, lastAttempt: entry.lastAttempt)
    if let check = entry.check {
      checked = check.date
      if case .matched(let catalogID, let cuts) = check.outcome {
        let name = cuts.cuts.first?.artistName ?? ""
        self.catalogID = catalogID
        catalogName = name
        total = cuts.total
        owned = cuts.owned
        self.cuts = cuts.cuts.map {
          FeedCacheFile.Release($0, artistID: catalogID, artistName: name)
        }
      }
    }
    failure = entry.failure.map {
      FeedCacheFile.Failure(date: $0.date, artistName: $0.artistName, reason: $0.reason)
    }
  }
}
