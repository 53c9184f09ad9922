import Foundation

@testable import DeepCutKit

/// Fuzzes the Apple Music JSON decoders with the same bytes: every collection shape (library
/// artists, albums, songs, playlists; catalog albums, songs, storefronts), search, and the error
/// body; then puts what decoded to use.
///
/// Besides not crashing, the promises checked: the mapper links every song to an album and an
/// artist that exist and keeps ids unique; a `next` is either refused or followed without a
/// library id reaching the catalog; an error body's summary is one line; release kinds never
/// leave a suffix on a title they changed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppleMusicJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let decoder = JSONDecoder()
  var mapper = AppleMusicLibraryMapper()
  if let artists = try? decoder.decode(
    AppleMusicDocument<AppleMusicLibraryJSON.Artist>.self, from: bytes)
  {
    mapper.add(artists: artists.data)
    checkCursor(artists.next)
  }
  if let albums = try? decoder.decode(
    AppleMusicDocument<AppleMusicLibraryJSON.Album>.self, from: bytes)
  {
    mapper.add(albums: albums.data)
  }
  if let songs = try? decoder.decode(
    AppleMusicDocument<AppleMusicLibraryJSON.Song>.self, from: bytes)
  {
    mapper.add(songs: songs.data)
  }
  if let playlists = try? decoder.decode(
    AppleMusicDocument<AppleMusicLibraryJSON.Playlist>.self, from: bytes)
  {
    for playlist in playlists.data { mapper.add(playlist: playlist, tracks: []) }
  }
  checkMapped(mapper)
  if let albums = try? decoder.decode(
    AppleMusicDocument<AppleMusicCatalogJSON.Album>.self, from: bytes)
  {
    checkCursor(albums.next)
    for album in albums.data {
      guard let release = AppleMusicCatalog.release(album, artist: CatalogArtistID("1")!) else {
        continue
      }
      let name = album.attributes?.name ?? ""
      require(
        release.title == name || name.hasSuffix(" - Single") || name.hasSuffix(" - EP"),
        "a title changed without a suffix to strip")
    }
  }
  if let songs = try? decoder.decode(
    AppleMusicDocument<AppleMusicCatalogJSON.Song>.self, from: bytes)
  {
    let index = AppleMusicTrackIndex(mapper.contents.tracks)
    let known = Set(mapper.contents.tracks.map(\.id))
    for song in songs.data {
      if let track = index.track(for: song) {
        require(known.contains(track), "recently played matched a track the library lacks")
      }
    }
  }
  if let search = try? decoder.decode(AppleMusicCatalogJSON.SearchResponse.self, from: bytes) {
    checkCursor(search.results.artists?.next)
  }
  _ = try? decoder.decode(AppleMusicDocument<AppleMusicCatalogJSON.Storefront>.self, from: bytes)
  if let error = AppleMusicErrorBody.parse(bytes) {
    require(isOneLine(error.summary), "an error summary is not one line: \(error.summary)")
  }
  if let token = AppleMusicToken(String(decoding: bytes, as: UTF8.self)) {
    _ = DeveloperTokenClaims(token)
    require("\(token)" == "<token>", "a token showed itself")
  }
  return 0
}

/// A cursor is refused, or followed without a library id reaching the catalog.
private func checkCursor(_ cursor: String?) {
  guard let cursor else { return }
  if let path = AppleMusicPath.following(catalog: cursor) {
    require(!AppleMusicPath.carriesLibraryID(path.path), "a catalog cursor holds a library id")
    require(!path.isPersonal, "a catalog cursor reached the user's library")
  }
  if let path = AppleMusicPath.following(personal: cursor) {
    require(path.isPersonal, "a library cursor left the user's library")
  }
}

/// Every song and album links to things that exist, and ids are unique.
private func checkMapped(_ mapper: AppleMusicLibraryMapper) {
  let contents = mapper.contents
  let artists = Set(contents.artists.map(\.id))
  let albums = Set(contents.albums.map(\.id))
  require(Set(contents.tracks.map(\.id)).count == contents.tracks.count, "duplicate track ids")
  require(contents.albums.allSatisfy { artists.contains($0.artistID) }, "album without artist")
  require(contents.tracks.allSatisfy { albums.contains($0.albumID) }, "track without album")
  require(contents.tracks.allSatisfy { artists.contains($0.artistID) }, "track without artist")
  for link in mapper.catalogLinks.values {
    if let link = link { require(CatalogArtistID(link.id.rawValue) != nil, "a bad catalog link") }
  }
}
