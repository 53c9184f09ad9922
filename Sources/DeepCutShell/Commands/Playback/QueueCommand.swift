import DeepCutKit

/// `queue [add|next|remove|move|clear …]`: the player's queue.
enum QueueCommand {
  enum Action: String, CaseIterable {
    case add, next, remove, move, clear
  }

  static let item = Argument<String>.text(
    "item", PlayCommand.playable, missing: "queue add what? (queue add <track|album|playlist>)")
  static let nextItem = Argument<String>.text(
    "item", PlayCommand.playable, missing: "queue next what? (queue next <track|album|playlist>)")
  static let entry = Argument<String>.word(
    "entry|position", .names([.queueEntries]),
    missing: "queue remove which entry? (e3 or a position)")
  private static let moveUsage =
    "usage: queue move <entry|position> <position> (e.g. queue move e5 1)"
  static let movedEntry = Argument<String>.word(
    "entry|position", .names([.queueEntries]), missing: moveUsage)
  static let position = Argument<Int>.required("position", missing: moveUsage) {
    text throws(CommandError) in
    guard let position = Int(text) else { throw CommandError(moveUsage) }
    return position
  }

  static let command = Command(
    CommandSpec(
      name: "queue", group: .playback,
      summary: "list the queue, or add (play later), next (play next), remove, move, clear",
      details: """
        Entries have stable ids (e1, e2, …) that survive removals and moves; positions count
        from 1 in play order. 'queue add' puts an item at the end ("play later"); 'queue next'
        right after the current entry ("play next"). 'queue clear' keeps only the current entry.
        """,
      examples: [
        "queue", "queue add Jezebel", "queue next album \"Ágætis byrjun\"", "queue remove e3",
        "queue move e5 1",
      ],
      signature: .subcommands(Action.self, noun: "queue action") { action in
        switch action {
        case .add: [item.spec]
        case .next: [nextItem.spec]
        case .remove: [entry.spec]
        case .move: [movedEntry.spec, position.spec]
        case .clear: []
        }
      },
      isQuery: true)
  ) { session, arguments in
    var output = CommandOutput()
    switch arguments.subcommand(Action.self) {
    case nil:
      break
    case .add, .next:
      let atEnd = arguments.subcommand(Action.self) == .add
      let text = atEnd ? arguments[Self.item] : arguments[Self.nextItem]
      let tracks = try await PlayCommand.tracks(
        named: text, command: atEnd ? "queue add" : "queue next", in: session)
      output.add(try await session.perform(.enqueue(tracks, atEnd ? .tail : .afterCurrentEntry)))
      output.say(
        "queued \(LibraryTables.count(tracks.count, "track")) "
          + (atEnd ? "at the end" : "to play next"))
    case .remove:
      output.add(
        try await session.perform(.remove(try entryID(arguments[Self.entry], in: session))))
    case .move:
      let id = try entryID(arguments[Self.movedEntry], in: session)
      output.add(try await session.perform(.move(id, to: arguments[Self.position] - 1)))
    case .clear:
      output.add(try await session.perform(.clearQueue))
    }
    let shown = listing(session.queueListing, width: session.environment.terminalWidth)
    output.value = shown.value
    output.append(shown)
    return output
  }

  /// The queue as `ls queue` and `queue` show it.
  ///
  /// Laid out for 100 columns, or as a table fitted to a narrower terminal.
  static func listing(_ listing: QueueListing, width: Int?) -> CommandOutput {
    var output = rows(of: listing, width: width)
    if !listing.rows.isEmpty { output.say(listing.summary) }
    return output
  }

  /// `ls queue --limit N`: the first N entries, then `more` for the next N.
  static func listing(
    _ listing: QueueListing, width: Int?, limit: Int?, in session: isolated Session
  ) -> CommandOutput {
    guard let limit, limit < listing.rows.count else { return Self.listing(listing, width: width) }
    return LimitedListing.start(
      total: listing.rows.count, limit: limit, noun: "queue entry", in: session
    ) { range in
      var page = listing
      page.rows = Array(listing.rows[range])
      return rows(of: page, width: width)
    }
  }

  /// The queue's rows under their header (or "the queue is empty"), without the summary.
  private static func rows(of listing: QueueListing, width: Int?) -> CommandOutput {
    var output = CommandOutput(listing)
    guard !listing.rows.isEmpty, let width, width < 100 else {
      output.say(listing.rows.isEmpty ? listing.description : listing.table)
      return output
    }
    // A table, so a narrow terminal drops the entry ids (positions work as well) before it
    // cuts titles.
    let rows = listing.rows.map { row in
      [
        row.isCurrent ? listing.status.symbol : "", String(row.position),
        row.entryID.description, row.title, row.artist,
        DurationText.minutesSeconds(.milliseconds(Int64(row.durationMilliseconds))),
        row.isPlayable ? "" : "✗ unplayable",
      ]
    }
    output.say(
      Table(
        [
          .init(""), .init("#", .right), .id("entry"), .init("title"), .init("artist"),
          .init("time", .right), .init(""),
        ], rows: rows))
    return output
  }

  /// The queue entry `text` names: an entry id (`e3`) or a 1-based position in play order.
  static func entryID(_ text: String, in session: isolated Session) throws(CommandError)
    -> QueueEntryID
  {
    let rows = session.queueListing.rows
    if let id = QueueEntryID(text), rows.contains(where: { $0.entryID == id }) { return id }
    if let position = Int(text), rows.indices.contains(position - 1) {
      return rows[position - 1].entryID
    }
    let ids = rows.map(\.entryID.description)
    let named =
      ids.count <= 6 ? ids.joined(separator: ", ") : ids.prefix(3).joined(separator: ", ") + ", …"
    let range = rows.isEmpty ? "the queue is empty" : "positions 1–\(rows.count) or ids \(named)"
    throw CommandError("no queue entry '\(text)' (\(range); see 'queue')")
  }
}
