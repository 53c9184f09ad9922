import DeepCutShell
import Foundation

@testable import DeepCutKit

#if canImport(Glibc)
  import Glibc
#endif

/// Fuzzes the loaders of every state file with the same bytes: the history, the write journal
/// (read, then taken in by the sample library), the feed cache (decoded, then shown and
/// refreshed), the library's warm-start cache and the rate limiter's number; and, with the
/// input's first byte choosing how, each file built as something that is not a state file
/// (a FIFO, a link to `/dev/zero` or to a file elsewhere, a directory, a file over its limit).
///
/// Each loader meets every input, so a seed of one kind also probes the others, and no
/// selector byte stands between a real file and the loader. Besides not crashing, each
/// loader's own promise is checked (see the functions below).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFiles(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  checkHistory(Data(bytes))
  checkWriteJournal(Data(bytes))
  checkFeedCache(Data(bytes))
  checkLibraryCache(bytes)
  checkRateFile(bytes)
  if let first = bytes.first { checkFileKinds(first, Data(bytes.dropFirst())) }
  return 0
}

/// The rate file's number and a `Retry-After` of the same text: never trusted beyond the
/// clamp, never a crash; a limiter reading it lets a request go within the clamp.
private func checkRateFile(_ bytes: [UInt8]) {
  let text = String(decoding: bytes.prefix(64), as: UTF8.self)
  let now = 1_790_000_000.0
  let hold = RateLimiter.maximumHold
  if case .valid(let value) = RateFileValue.check(
    text, now: now, hold: hold, schedule: .musicBrainz)
  {
    require(value.isFinite && value <= now + hold + 3, "rate file value \(value) trusted")
  }
  if let wait = RetryAfter.parse(text) {
    require(wait >= .zero && wait <= RetryAfter.longest, "Retry-After '\(text)' read as \(wait)")
  }
  guard let state = try? StateDirectory.temporary() else { return }
  defer { state.removeAll() }
  try? Data(bytes.prefix(64)).write(to: state.file("musicbrainz-rate"))
  let clock = VirtualClock()
  let limiter = RateLimiter(
    schedule: .musicBrainz, clock: clock, sharedIn: state, name: "musicbrainz-rate")
  runBlocking { try? await limiter.admit() }
  require(clock.now.sinceStart <= .seconds(Int64(hold) + 4), "a rate file held \(clock.now)")
}

/// Each state file built as `kind` selects: every loader returns, sets it aside with one
/// warning naming it, and never writes what a link points to.
private func checkFileKinds(_ kind: UInt8, _ data: Data) {
  guard let state = try? StateDirectory.temporary() else { return }
  let outside = state.path + ".outside"
  defer {
    state.removeAll()
    unlink(outside)
  }
  try? data.write(to: URL(fileURLWithPath: outside))
  let journal = WriteJournal(state: state, identity: "sample")
  let names = [HistoryFile.name, journal.fileName, "feed-sample.json", "musicbrainz-rate"]
  for name in names {
    let path = state.filePath(name)
    switch kind % 5 {
    case 0: mkfifo(path, 0o600)
    case 1: symlink("/dev/zero", path)
    case 2: symlink(outside, path)
    case 3: mkdir(path, 0o700)
    default:
      let fd = open(path, O_WRONLY | O_CREAT, 0o600)
      ftruncate(fd, off_t(StateFileKind.journal.limit) + 1)
      close(fd)
    }
  }
  var warnings: [String] = []
  _ = try? HistoryFile.load(from: state) { warnings.append($0) }
  _ = journal.read { warnings.append($0) }
  do {
    _ = try state.read("feed-sample.json", kind: .feedCache)
  } catch {
    warnings.append(error.description)
  }
  let rate = LockedValue<[String]>([])
  let limiter = RateLimiter(
    schedule: .musicBrainz, clock: VirtualClock(), sharedIn: state, name: "musicbrainz-rate"
  ) { line in rate.withLock { $0.append(line) } }
  runBlocking { try? await limiter.admit() }
  warnings += rate.withLock { $0 }
  require(warnings.count == names.count, "\(warnings.count) warnings for \(names.count) bad files")
  for (warning, name) in zip(warnings, names) {
    require(warning.contains(state.filePath(name)), "a warning not naming \(name): \(warning)")
  }
  let kept = (try? Data(contentsOf: URL(fileURLWithPath: outside))) ?? Data()
  require(kept == data, "a file behind a link was written")
}

/// The history keeps at most 2,000 distinct one-line entries and saves to bytes that load
/// back the same.
private func checkHistory(_ data: Data) {
  let entries = HistoryFile.decode(data)
  require(entries.count <= HistoryFile.maximumEntries, "\(entries.count) history entries")
  require(Set(entries).count == entries.count, "duplicate history entries")
  require(
    HistoryFile.decode(HistoryFile.encode(entries)) == entries, "the history does not round-trip")
}

/// A write journal (one JSON write per line) is read the way a launch reads it and taken in
/// by the sample library; the next write is appended after it; and a second session reading
/// the journal then gets the same library.
private func checkWriteJournal(_ data: Data) {
  guard let state = try? StateDirectory.temporary() else { return }
  defer { state.removeAll() }
  let journal = WriteJournal(state: state, identity: "sample")
  try? state.write(data, to: journal.fileName)
  let clock = VirtualClock()
  let services = Services.sample(clock: clock, journal: journal.read { _ in })
  runBlocking {
    let before = await services.recording!.writeLog.nextSequence
    do {
      _ = try await services.library.createPlaylist(named: "after the journal")
      if let entry = await services.recording!.writeLog.entries.last, entry.sequence >= before {
        try journal.append(entry)
      }
    } catch LibraryWriteError.duplicatePlaylistName {
      // The journal made a playlist of that name: a fair refusal.
    } catch {
      require(false, "the write after the journal failed: \(error)")
    }
    let contents = await services.recording!.contents
    let second = Services.sample(clock: clock, journal: journal.read { _ in })
    let secondContents = await second.recording!.contents
    require(secondContents == contents, "a second session reading the journal gets another library")
  }
}

/// A feed cache that decodes encodes to a cache that decodes the same, and the feed can be
/// shown and refreshed from it.
private func checkFeedCache(_ data: Data) {
  guard let cache = try? FeedCacheCodec.decode(data, identity: "sample") else { return }
  let encoded = FeedCacheCodec.encode(cache, identity: "sample")
  require(
    (try? FeedCacheCodec.decode(encoded, identity: "sample")) == cache,
    "the feed cache does not round-trip")
  let clock = VirtualClock()
  let services = Services.sample(clock: clock)
  runBlocking {
    let feed = DiscoverFeed(library: services.library, catalog: services.catalog, clock: clock)
    _ = try? await feed.view(of: cache)
    _ = try? await feed.status(of: cache)
    if let refresh = try? await feed.refresh(cache, batchSize: 3) {
      _ = FeedCacheCodec.encode(refresh.cache, identity: "sample")
    }
  }
}

/// A library cache decodes only to a library whose encoding is exactly the bytes it came from
/// (every value has one encoding), unless its string table repeats a string (the one exception
/// `LibraryCacheCodec` documents), and which a session can use.
///
/// The codec promises the bytes it wrote back, with the checksum as the guard against
/// accidents, not a library an import would make: a resealed payload may hold tracks on
/// missing albums or an unsorted history, so `LibraryInvariants` is not asked of it, only
/// that using it does not crash.
///
/// The input is tried as it is, then resealed (its payload's length and checksum written into
/// its header) so that mutated payloads reach the payload reader instead of stopping at the
/// checksum. The key expected is the one in the input's header.
private func checkLibraryCache(_ bytes: [UInt8]) {
  let header = LibraryCacheCodec.headerSize
  guard bytes.count >= header else {
    let key = LibrarySourceKey(size: 0, modified: 0, headHash: 0, tailHash: 0)
    _ = try? LibraryCacheCodec.decode(bytes, expecting: key)
    return
  }
  func word(at offset: Int) -> UInt64 {
    bytes[offset..<(offset + 8)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
  }
  let key = LibrarySourceKey(
    size: word(at: 8), modified: Int64(bitPattern: word(at: 16)), headHash: word(at: 24),
    tailHash: word(at: 32))
  let payload = bytes[header...]
  var resealed = Array(bytes[..<(header - 16)])
  for value in [UInt64(payload.count), CacheChecksum.of(payload)] {
    resealed += (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
  resealed.append(contentsOf: payload)
  for candidate in [bytes, resealed] {
    guard let library = try? LibraryCacheCodec.decode(candidate, expecting: key) else { continue }
    require(
      LibraryCacheCodec.encode(library, key: key) == candidate
        || repeatsAString(candidate[header...]),
      "a library cache decoded from bytes that are not its encoding")
    LibraryUse.exercise(library.contents)
  }
}

/// Whether a cache payload's string table (a count, then each string's length and bytes)
/// lists some string twice.
private func repeatsAString(_ payload: ArraySlice<UInt8>) -> Bool {
  var reader = BinaryReader(Array(payload))
  var seen = Set<ExactString>()
  guard let count = try? reader.count() else { return false }
  for _ in 0..<count {
    guard let length = try? reader.count(), let range = try? reader.raw(length) else {
      return false
    }
    let string = String(decoding: reader.bytes[range], as: UTF8.self)
    if !seen.insert(ExactString(string)).inserted { return true }
  }
  return false
}
