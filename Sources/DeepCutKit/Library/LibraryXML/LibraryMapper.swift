import Foundation

/// Applies the import rules to what the reader collected and builds `LibraryContents`.
///
/// - Left out: podcasts, videos, audiobooks, voice memos and streams (`RawTrack.leftOutReason`),
///   also when only a built-in playlist (Podcasts, Audiobooks, ...) says what an item is.
/// - Artist: `Album Artist`, else `Artist`, else "Unknown Artist". Album: that artist and
///   `Album`, else "Unknown Album". Both are told apart by their `NameKey`, their ids derived
///   from it, and take the first spelling met.
/// - A local file and an Apple Music copy of one song (same artist, album, name, disc and track)
///   fold into one track: the playable copy wins, then the local file, then the first.
/// - Track ids come from `Persistent ID`; `Track ID` changes between exports and only links
///   playlists to tracks inside this file.
/// - Playlists: the master library playlist and the Distinguished Kind ones are left out, by
///   flag, since their names are localized. A folder is left out too: it is not a list of
///   songs (Apple lists every track of its children in it), but its children are kept.
///   Entries naming no track, or an item left out, are dropped and counted.
/// - Recently played: the latest `recentlyPlayedLimit` plays, newest first, from `Play Date UTC`
///   (or from `Play Date` read as UTC, when that is all a track has).
///
/// The per-entry work is done by part (`MappedPart`, on the thread that read the part); the
/// mapper joins the parts in file order (`LibraryMapper+Join.swift`), then makes the tracks,
/// whose ids depend on every track before them. Contents keep the file's order; the library
/// service sorts what it serves.
struct LibraryMapper {
  /// Seconds from the Mac's 1904 epoch (`Play Date`) to 1970.
  static let hfsEpochOffset: Int64 = 2_082_844_800

  /// The file's parts in order (one or two), each mapped on its own.
  var parts: [MappedPart]
  /// Where the second part's entries start among all entries (the first part's count).
  let secondPartStart: Int
  let recentlyPlayedLimit: Int
  var summary = LibraryImportSummary()
  var notes: [String] = []

  var artists: [LibraryArtist] = []
  var albums: [LibraryAlbum] = []
  /// The songs kept, in file order; their entries are counted over all parts.
  var kept: [Kept] = []
  /// The kept song each entry (over all parts) is or was folded into; -1 when left out.
  var keptIndexOfRaw: [Int32] = []

  /// Where the tracks go as they are made, `runLength` at a time, for the cache.
  private let cacheTracks: CacheTrackEncoder?
  private let runLength: Int

  /// A mapper of `raw`, read in one part; `cacheTracks` gets every track made, in runs of
  /// `runLength`.
  init(
    raw: RawLibrary, recentlyPlayedLimit: Int, cacheTracks: CacheTrackEncoder? = nil,
    runLength: Int = 2048
  ) {
    self.init(
      parts: [MappedPart(raw)], recentlyPlayedLimit: recentlyPlayedLimit,
      cacheTracks: cacheTracks, runLength: runLength)
  }

  /// A mapper of a file read in `parts`, in file order.
  init(
    parts: [MappedPart], recentlyPlayedLimit: Int, cacheTracks: CacheTrackEncoder? = nil,
    runLength: Int = 2048
  ) {
    precondition((1...2).contains(parts.count), "a file is read in one part or two")
    self.parts = parts
    self.secondPartStart = parts[0].raw.tracks.count
    self.recentlyPlayedLimit = recentlyPlayedLimit
    self.cacheTracks = cacheTracks
    self.runLength = max(1, runLength)
  }

  /// A track that made it into the library, with what folding merged into it.
  struct Kept: Sendable {
    /// The entry standing for the song.
    var rawIndex: Int
    var album: Int32
    var playedAt: Int64?
    /// The id that entry's `Persistent ID` gives, when it has one.
    var idFromPersistentID: LibraryTrackID? = nil
  }

  /// Where a song sits on its album.
  ///
  /// Songs are compared by name only within one place.
  struct Place: Equatable {
    var album: Int32
    var disc: Int64
    var track: Int64
  }

  /// Builds the library, and the summary's counts (the caller adds the source and warnings).
  mutating func map() -> (LibraryContents, LibraryImportSummary, notes: [String]) {
    applyPlaylistReasons()
    noteRepeatedTrackIDs()
    joinParts()
    let tracks = makeTracks()
    let playlists = makePlaylists(tracks)
    let recentlyPlayed = makeRecentlyPlayed(kept, tracks)
    summary.entriesRead = parts.reduce(0) { $0 + $1.raw.tracks.count }
    summary.tracks = tracks.count
    summary.artists = artists.count
    summary.albums = albums.count
    summary.playlists = playlists.count
    summary.recentlyPlayed = recentlyPlayed.count
    let contents = LibraryContents(
      artists: artists, albums: albums, tracks: tracks, playlists: playlists,
      recentlyPlayed: recentlyPlayed)
    return (contents, summary, notes)
  }

  /// Hands the parts over once the library is made, leaving none in the mapper.
  mutating func takeParts() -> [MappedPart] {
    defer { parts = [] }
    return parts
  }

  /// The part and position of the entry numbered `index` over all parts.
  @inline(__always)
  func locate(_ index: Int) -> (part: Int, position: Int) {
    index < secondPartStart ? (0, index) : (1, index - secondPartStart)
  }

  /// The first entry holding `trackID`, counted over all parts.
  func entry(holding trackID: Int64) -> Int? {
    if let position = parts[0].trackIDs[trackID] { return position }
    guard parts.count > 1, let position = parts[1].trackIDs[trackID] else { return nil }
    return secondPartStart + position
  }

  // MARK: - Tracks

  /// The kept songs' tracks, in order.
  ///
  /// The entries and albums are read in place: copying an entry or an album retained and
  /// released every string in it, for each of the 48,950 tracks of a large library.
  private mutating func makeTracks() -> [LibraryTrack] {
    let first = parts[0].raw.tracks
    let second = parts.count > 1 ? parts[1].raw.tracks : []
    let albums = self.albums
    return first.withUnsafeBufferPointer { first in
      second.withUnsafeBufferPointer { second in
        albums.withUnsafeBufferPointer { albums in
          makeTracks(entries: (first, second), albums: albums)
        }
      }
    }
  }

  private mutating func makeTracks(
    entries: (UnsafeBufferPointer<RawTrack>, UnsafeBufferPointer<RawTrack>),
    albums: UnsafeBufferPointer<LibraryAlbum>
  ) -> [LibraryTrack] {
    var usedPersistentIDs = PersistentIDSet(capacity: kept.count)
    var usedDerivedIDs = Set<LibraryTrackID>()
    var withoutPersistentID = 0
    var sharingPersistentID = 0
    // Made in place, and lent to the cache encoder run by run from there: copying each run
    // for it retained and released every string of every track.
    let inPlace = LibraryTrack.InPlace()
    let tracks = [LibraryTrack](unsafeUninitializedCapacity: kept.count) { tracks, made in
      // 8.6 MB for 48,950 tracks, every byte written here: 2,100 page faults with 4 KiB pages.
      if let start = tracks.baseAddress {
        HugePages.advise(start, byteCount: tracks.count * MemoryLayout<LibraryTrack>.stride)
      }
      var handedOver = 0
      for entry in kept {
        if let cacheTracks, made - handedOver == runLength {
          cacheTracks.add(
            lent: UnsafeBufferPointer(rebasing: tracks[handedOver..<made]), of: kept.count)
          handedOver = made
        }
        let index = entry.rawIndex
        let raw =
          index < secondPartStart
          ? entries.0.baseAddress! + index : entries.1.baseAddress! + (index - secondPartStart)
        let album = albums.baseAddress! + Int(entry.album)
        let flags = raw.pointee.flags
        if raw.pointee.album == nil { summary.tracksWithoutAlbum += 1 }
        if flags.contains(.appleMusic) { summary.appleMusicTracks += 1 }
        var id: LibraryTrackID
        if let persistentID = raw.pointee.persistentID, usedPersistentIDs.insert(persistentID) {
          id = entry.idFromPersistentID ?? LibraryTrackID(value: persistentID)
        } else {
          if raw.pointee.persistentID == nil {
            withoutPersistentID += 1
          } else {
            sharingPersistentID += 1
          }
          // Derived from what the track is, so it stays put while the file does.
          id = LibraryTrackID(
            derivedFrom: "\(album.pointee.id)\u{1F}\(raw.pointee.name ?? "")\u{1F}\(index)")
          while !usedDerivedIDs.insert(id).inserted { id = LibraryTrackID(derivedFrom: "\(id)+") }
        }
        // Made field by field where it lies (`LibraryTrack.InPlace`): no copy, no release.
        inPlace.initialize(
          tracks.baseAddress! + made, id: id,
          title: raw.pointee.name.flatMap { Self.isBlank($0) ? nil : $0 } ?? "Untitled",
          artistID: album.pointee.artistID, artistName: album.pointee.artistName,
          albumID: album.pointee.id, albumTitle: album.pointee.title,
          durationMilliseconds: Int(clamping: max(0, raw.pointee.totalTime ?? 0)),
          discNumber: Int(clamping: raw.pointee.discNumber ?? 1),
          trackNumber: Int(clamping: raw.pointee.trackNumber ?? 0),
          unplayableReason: flags.contains(.disabled)
            ? "disabled in the library (unchecked in Music)" : nil)
        made += 1
      }
      if let cacheTracks, handedOver < made {
        cacheTracks.add(
          lent: UnsafeBufferPointer(rebasing: tracks[handedOver..<made]), of: kept.count)
      }
    }
    // The encoder keeps the array, so the runs it was lent stay as they are until it is done.
    cacheTracks?.finish(keeping: tracks)
    if withoutPersistentID > 0 {
      notes.append(
        "\(withoutPersistentID.counting("track")) without a Persistent ID: their ids come from "
          + "their names and position and may change when the file does")
    }
    if sharingPersistentID > 0 {
      notes.append("\(sharingPersistentID.counting("track")) sharing a Persistent ID got new ids")
    }
    return tracks
  }

  /// Whether `text` is empty or only ASCII whitespace.
  static func isBlank(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }
}
