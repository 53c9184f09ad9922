import DeepCutKit
import Foundation

/// What a command printed, kept for `expect output` (and silenced while `expect` queries).
struct OutputCapture: Sendable {
  /// Everything the running command wrote on stdout.
  var stdout = ""
  /// While set, output goes nowhere but the capture.
  var isSilent = false
  /// While set, stdout goes nowhere but the capture (the start-up file runs quietly; its
  /// errors and warnings still show).
  var hidesStandardOutput = false
  /// Whether text taller than the terminal goes through the pager (`set pager`, `--no-pager`).
  var paging = true
}

/// The scripts being run, and how the running one should end.
struct ScriptState: Sendable {
  /// Scripts being run, innermost last: for relative `source` paths and cycle detection.
  var stack: [ScriptFrame] = []
  /// Whether a script keeps going after a failure.
  var keepGoing = false
  /// Set by `quit`; read once the command returns.
  var pendingQuit: Int32?
  /// The line of the innermost script being run (0 at the prompt), for errors reported
  /// before the line ends.
  var line = 0
  /// The command that failed last, for its error's JSON document.
  var failure: FailedCommand?
}

/// What an error's JSON document says besides the message.
struct FailedCommand: Sendable {
  /// The command's name, or `nil` when the line named none that exists.
  var command: String?
  /// Events that happened before it (a track ended meanwhile).
  var events: [CommandEvent]
  /// Whether JSON was asked for (`--json`, or `set json on`).
  var json: Bool
}

/// What browsing keeps between commands.
struct BrowseState: Sendable {
  /// The loaded library for resolving names; `nil` until first needed and after writes.
  var snapshot: LibrarySnapshot?
  /// The names completion offers, made from `snapshot` when a prompt first asks.
  var names: NameIndex?
  /// Where `more` continues recently played.
  var pager: RecentPager?
  /// Where `more` continues a listing cut by `--limit` (the later of the two wins).
  var pages: ListingPages?
}

/// The lines typed at the prompt.
struct HistoryState: Sendable {
  /// Oldest first (the `history` command).
  var entries: [String] = []
  /// Whether saving the history already failed once (warn only once).
  var saveFailed = false
}

/// Where paging through recently played stands, for `more`.
struct RecentPager: Sendable {
  /// The cursor of the service's next page, or `nil` when it has none.
  var next: String?
  /// The rows shown so far, in order: row N of `ls recent` and its `more` pages is
  /// `listed[N - 1]`, whatever was listed in between.
  var listed: [ListedRow] = []
  /// The filter the listing started with.
  var filter: String?
  /// `--limit N`: how many entries a page shows; `nil` shows each page the service gives.
  var limit: Int?
  /// Entries read from the service but not shown yet (a page cut by `--limit`).
  var unshown: [RecentlyPlayedEntry] = []

  /// Whether nothing is left to show.
  var hasEnded: Bool { next == nil && unshown.isEmpty }
}

/// What the session knows of catalog releases, and how the feed asks the catalog.
struct CatalogState: Sendable {
  /// The rows of the last numbered listing, in order: catalog releases (`cuts`, `discover`),
  /// tracks (`ls tracks`, `show` of an album or playlist), artists, albums or playlists (their
  /// `ls`), for `add 1`, `play 2`, `show 3` and `ls albums 4`.
  var rows: [ListedRow] = []
  /// Every release a listing showed this session, by id: they can be named by title or id.
  var seen: [CatalogReleaseID: CatalogRelease] = [:]
  /// Whether every release of a local catalog (sample, simulated) is in `seen`, so a title
  /// resolves in a fresh session.
  var seenWholeCatalog = false
  /// `set catalog-lookup`: the supported catalog link, or the app's old library-id bug.
  var lookup: CatalogLookup = .catalogLinks
  /// `set feed-guard`: today's guard, or the app's old one.
  var feedGuard: FeedGuard = .current
  /// The wall clock when the session began, for the dates a virtual-clock session saves.
  let wallStart = Date()

  /// Numbers `releases` as the rows of the latest listing and remembers them.
  mutating func list(_ releases: [CatalogRelease]) {
    rows = releases.map(ListedRow.release)
    for release in releases { seen[release.id] = release }
  }

  /// Numbers `tracks` as the rows of the latest listing.
  mutating func list(_ tracks: [LibraryTrack]) {
    rows = tracks.map(ListedRow.track)
  }

  /// Numbers `artists` as the rows of the latest listing.
  mutating func list(_ artists: [LibraryArtist]) {
    rows = artists.map(ListedRow.artist)
  }

  /// Numbers `albums` as the rows of the latest listing.
  mutating func list(_ albums: [LibraryAlbum]) {
    rows = albums.map(ListedRow.album)
  }

  /// Numbers `playlists` as the rows of the latest listing.
  mutating func list(_ playlists: [LibraryPlaylist]) {
    rows = playlists.map(ListedRow.playlist)
  }
}

/// Where `more` continues a listing cut by `--limit`.
struct ListingPages: Sendable {
  var total: Int
  var limit: Int
  var noun: String
  var shown = 0
  /// The listing's output for the entries in a range.
  var page: @Sendable (Range<Int>) -> CommandOutput

  init(
    total: Int, limit: Int, noun: String, page: @escaping @Sendable (Range<Int>) -> CommandOutput
  ) {
    self.total = total
    self.limit = limit
    self.noun = noun
    self.page = page
  }
}
