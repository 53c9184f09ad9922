import DeepCutKit

/// Listings cut to `--limit N` entries and continued by `more`, as `ls recent` pages, so a
/// 50,000-track library never prints 48,950 lines at once.
enum LimitedListing {
  static let limit = Option<Int?>.value(
    "--limit", "N", summary: "show the first N, then 'more' for the next N", default: nil
  ) { text throws(CommandError) in
    guard let count = Int(text), count > 0 else {
      if !text.isEmpty, text.allSatisfy({ ("0"..."9").contains($0) }),
        text.contains(where: { $0 != "0" })
      {
        throw CommandError("--limit \(text) is too large: at most \(Int.max)")
      }
      throw CommandError("--limit takes a number of entries above 0, not '\(text)'")
    }
    return count
  }

  /// A table listing: whole without a limit (with its count), else its first page.
  ///
  /// Row `i` of `table` shows `items[i]`; a page shows those rows, and `--json` gets those
  /// items.
  static func table<Item: Encodable & Sendable>(
    _ items: [Item], table: Table, noun: String, limit: Int?, in session: isolated Session
  ) -> CommandOutput {
    guard let limit, limit < items.count else {
      var output = CommandOutput(items)
      output.say(table)
      output.say(LibraryTables.count(items.count, noun))
      return output
    }
    return start(total: items.count, limit: limit, noun: noun, in: session) { range in
      var output = CommandOutput(Array(items[range]))
      output.say(Table(table.columns, rows: Array(table.rows[range])))
      return output
    }
  }

  /// Starts paging `total` entries, `limit` at a time; returns the first page.
  static func start(
    total: Int, limit: Int, noun: String, in session: isolated Session,
    page: @escaping @Sendable (Range<Int>) -> CommandOutput
  ) -> CommandOutput {
    session.browse.pager = nil
    session.browse.pages = ListingPages(total: total, limit: limit, noun: noun, page: page)
    return next(in: session) ?? .none
  }

  /// `more` after a limited listing: its next page, or `nil` when there is none to continue.
  static func next(in session: isolated Session) -> CommandOutput? {
    guard var pages = session.browse.pages, pages.shown < pages.total else { return nil }
    let range = pages.shown..<min(pages.total, pages.shown + pages.limit)
    var output = pages.page(range)
    pages.shown = range.upperBound
    let plural = LibraryTables.count(pages.total, pages.noun)
    if pages.shown < pages.total {
      output.say(
        "showing \(range.lowerBound + 1)–\(range.upperBound) of \(plural); 'more' for the next "
          + "\(min(pages.limit, pages.total - pages.shown))")
      session.browse.pages = pages
    } else {
      output.say("showing \(range.lowerBound + 1)–\(range.upperBound) of \(plural) (the end)")
      // Kept, ended, so `more` can say the listing ended rather than that none was shown.
      session.browse.pages = pages
    }
    return output
  }
}
