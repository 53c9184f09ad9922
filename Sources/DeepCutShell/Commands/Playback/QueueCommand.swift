import DeepCutKit

extension CommandSpec {
  /// `queue [add|next|remove|move|clear …]`: the player's queue.
  static let queue = CommandSpec(
    name: "queue", group: .playback,
    usage: [
      "queue", "queue add <item>", "queue next <item>", "queue remove <entry|position>",
      "queue move <entry|position> <position>", "queue clear",
    ],
    summary: "list the queue, or add (play later), next (play next), remove, move, clear",
    details: """
      Entries have stable ids (e1, e2, …) that survive removals and moves; positions count
      from 1 in play order. 'queue add' puts an item at the end ("play later"); 'queue next'
      right after the current entry ("play next"). 'queue clear' keeps only the current entry.
      """,
    examples: [
      "queue", "queue add Jezebel", "queue next \"Ágætis byrjun\"", "queue remove e3",
      "queue move e5 1",
    ],
    isQuery: true,
    complete: { request in
      guard let first = request.arguments.first else {
        return .word(request, ["add", "next", "remove", "move", "clear"])
      }
      guard first == "add" || first == "next" else { return nil }
      let names = request.names
      return .phrase(
        from: 1,
        names.tracks.merged(with: names.albums).merged(with: names.playlists)
          .merged(with: names.artists))
    },
    run: { session, invocation in
      guard let word = invocation[0] else {
        let listing = session.playback.queueListing
        session.result(listing)
        session.say(listing.description)
        return
      }
      let action = try Keyword.match(
        word, among: ["add", "next", "remove", "move", "clear"], what: "queue action")
      switch action {
      case "add", "next":
        guard let text = invocation.rest(from: 1) else {
          throw CommandError("queue \(action) what? (queue \(action) <track|album|playlist>)")
        }
        let item = try await session.snapshot().resolve(
          text, among: ["track", "album", "playlist", "artist"])
        let tracks = try await session.tracks(of: item)
        try session.perform(.enqueue(tracks, action == "add" ? .tail : .afterCurrentEntry))
        session.say(
          "queued \(LibraryTables.count(tracks.count, "track")) "
            + (action == "add" ? "at the end" : "to play next"))
      case "remove":
        guard let text = invocation[1] else {
          throw CommandError("queue remove which entry? (e3 or a position)")
        }
        try session.perform(.remove(try session.queueEntry(text)))
      case "move":
        guard let entryText = invocation[1], let positionText = invocation[2],
          let position = Int(positionText)
        else {
          throw CommandError("usage: queue move <entry|position> <position> (e.g. queue move e5 1)")
        }
        try session.perform(.move(try session.queueEntry(entryText), to: position - 1))
      default:
        try session.perform(.clearQueue)
      }
      let listing = session.playback.queueListing
      session.result(listing)
      session.say(listing.description)
    })
}

extension Session {
  /// The queue entry `text` names: an entry id (`e3`) or a 1-based position in play order.
  func queueEntry(_ text: String) throws(CommandError) -> QueueEntryID {
    let rows = playback.queueListing.rows
    if let id = QueueEntryID(text), rows.contains(where: { $0.entryID == id }) { return id }
    if let position = Int(text), rows.indices.contains(position - 1) {
      return rows[position - 1].entryID
    }
    let range = rows.isEmpty ? "the queue is empty" : "positions 1–\(rows.count), ids e…"
    throw CommandError("no queue entry '\(text)' (\(range); see 'queue')")
  }
}
