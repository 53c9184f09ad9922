import DeepCutKit

extension CommandSpec {
  /// `playlist create <name>`: a new, empty playlist.
  static let playlist = CommandSpec(
    name: "playlist", group: .writes,
    usage: ["playlist create <name>"],
    summary: "create a playlist",
    examples: ["playlist create Road Trip"],
    complete: { request in request.arguments.isEmpty ? .word(request, ["create"]) : nil },
    run: { session, invocation in
      guard let word = invocation[0] else {
        throw CommandError("usage: playlist create <name>")
      }
      _ = try Keyword.match(word, among: ["create"], what: "playlist action")
      guard let name = invocation.rest(from: 1) else {
        throw CommandError("playlist create needs a name (playlist create Road Trip)")
      }
      let playlist = try await session.write("create playlist") {
        try await session.library.createPlaylist(named: name)
      }
      session.result(playlist)
      session.say("created playlist '\(playlist.name)'  [\(playlist.id)]")
    })
}

extension Session {
  /// Performs a write as the app would, and keeps it.
  ///
  /// Under the journal's lock: first the writes other sessions made meanwhile are taken in
  /// (so names and sequence numbers are current), then the write runs, then it is appended to
  /// the journal. A failure (injected or refused) changes nothing and says so.
  func write<T: Sendable>(_ what: String, _ call: () async throws -> T) async throws -> T {
    let journal = self.journal
    do {
      let lock = try await journal.lock()
      defer { lock.release() }
      let (entries, end) = journal.read(from: journalOffset) { warn($0) }
      journalOffset = end
      let skipped = await library.absorb(entries)
      if skipped > 0 { warn("\(skipped) writes from another session no longer apply; skipped") }
      librarySnapshot = nil
      let sequenceBefore = await library.writeLog.nextSequence
      let value = try await call()
      if let entry = await library.writeLog.entries.last, entry.sequence >= sequenceBefore {
        do {
          try journal.append(entry)
          journalOffset = journal.size
        } catch {
          warn("the write was made but not saved (\(error)); it lasts only this session")
        }
      }
      return value
    } catch let error as ServiceError where error != .cancelled {
      throw CommandError("\(what) failed: \(error); nothing was changed")
    } catch let error as LibraryWriteError {
      throw CommandError("\(what) refused: \(error); nothing was changed")
    } catch let error as StoreError {
      throw CommandError("\(what) not made: \(error); nothing was changed")
    }
  }
}
