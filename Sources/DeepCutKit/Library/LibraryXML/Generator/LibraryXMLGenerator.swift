import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes large Library.xml files in Apple's format, the same file for the same seed.
///
/// Each track dict has the keys and sizes of a real export (about 1.4 KB), with accents, CJK,
/// entities and curly quotes in names, Apple Music tracks and local files, and a sprinkling of
/// podcasts, videos, audiobooks, voice memos, disabled tracks, Apple Music copies of local
/// songs and tracks without an album. Playlists include the master library playlist, built-in
/// ones, a folder with children, an empty one without `Playlist Items`, a smart one, and two
/// references to missing tracks. 50,000 tracks by 1,610 artists make about 70 MB.
///
/// The file is streamed out in pieces: memory stays at a few megabytes whatever its size.
public struct LibraryXMLGenerator: Hashable, Sendable {
  /// Entries in `Tracks`, music or not.
  public var trackCount: Int
  /// Distinct artists among the music (fewer when there are fewer songs than artists).
  public var artistCount: Int
  public var seed: UInt64

  public init(trackCount: Int = 50_000, artistCount: Int = 1_610, seed: UInt64 = 1) {
    self.trackCount = trackCount
    self.artistCount = artistCount
    self.seed = seed
  }

  /// What importing the generated file should report.
  public struct Expectation: Hashable, Sendable {
    public var entries = 0
    public var tracks = 0
    public var artists = 0
    public var albums = 0
    public var playlists = 0
    public var recentlyPlayed = 0
    public var leftOut: [LibraryImportSummary.LeftOutReason: Int] = [:]
    public var duplicatesFolded = 0
    public var tracksWithoutAlbum = 0
    public var builtInPlaylistsLeftOut = 0
    public var foldersLeftOut = 0
    public var danglingReferences = 0
    public var referencesToLeftOutItems = 0
  }

  /// Writes the library to a new file at `path` (replacing one that is there).
  @discardableResult
  public func write(toPath path: String) throws(LibraryXMLError) -> Expectation {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw LibraryXMLError(file: path, line: nil, message: systemError())
    }
    let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      return try write { bytes in try file.write(contentsOf: Data(bytes)) }
    } catch let error as LibraryXMLError {
      throw error
    } catch {
      throw LibraryXMLError(file: path, line: nil, message: "\(error)")
    }
  }

  /// Streams the library to `sink`, a few hundred kilobytes at a time.
  @discardableResult
  public func write(to sink: ([UInt8]) throws -> Void) throws -> Expectation {
    let plan = LibraryPlan(trackCount: trackCount, artistCount: artistCount, seed: seed)
    try withoutActuallyEscaping(sink) { sink in
      var output = XMLOutput(sink: sink)
      let writer = LibraryPlanWriter(plan: plan, seed: seed)
      try writer.write(to: &output)
      try output.flush()
    }
    return expectation(of: plan)
  }

  /// The expectation without writing anything.
  public var expectation: Expectation {
    expectation(of: LibraryPlan(trackCount: trackCount, artistCount: artistCount, seed: seed))
  }

  private func expectation(of plan: LibraryPlan) -> Expectation {
    var expected = Expectation()
    expected.entries = plan.entries.count
    expected.artists = plan.artists.count
    expected.albums = plan.albums.count
    var played = 0
    for entry in plan.entries {
      switch entry.kind {
      case .music:
        expected.tracks += 1
        if entry.isPlayed { played += 1 }
        if plan.albums[Int(entry.album)].withoutAlbumKey { expected.tracksWithoutAlbum += 1 }
      case .duplicate: expected.duplicatesFolded += 1
      case .podcast: expected.leftOut[.podcast, default: 0] += 1
      case .musicVideo, .movie, .tvShow: expected.leftOut[.video, default: 0] += 1
      case .audiobook: expected.leftOut[.audiobook, default: 0] += 1
      case .voiceMemo: expected.leftOut[.voiceMemo, default: 0] += 1
      }
    }
    expected.recentlyPlayed = min(played, LibraryXMLImporter.recentlyPlayedLimit)
    for playlist in plan.playlists {
      switch playlist.role {
      case .master, .distinguished: expected.builtInPlaylistsLeftOut += 1
      case .folder: expected.foldersLeftOut += 1
      case .child, .user, .smart: expected.playlists += 1
      }
    }
    expected.danglingReferences = plan.danglingReferences
    expected.referencesToLeftOutItems = plan.referencesToLeftOutItems
    return expected
  }
}
