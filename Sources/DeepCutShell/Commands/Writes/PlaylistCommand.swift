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
  /// Performs a write: a failure (injected or refused) changes nothing and says so; success
  /// refreshes the names and saves the write log.
  func write<T: Sendable>(_ what: String, _ call: () async throws -> T) async throws -> T {
    do {
      let value = try await call()
      await libraryDidChange()
      return value
    } catch let error as ServiceError where error != .cancelled {
      throw CommandError("\(what) failed: \(error); nothing was changed")
    } catch let error as LibraryWriteError {
      throw CommandError("\(what) refused: \(error); nothing was changed")
    }
  }
}
