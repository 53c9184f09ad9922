/// Writes and reads the `next` cursors of paged lists, shaped like the Apple Music API's
/// (`/v1/me/recent/played/tracks?offset=10`).
///
/// Callers treat cursors as opaque and only hand them back; services built here use this one
/// format so that a cursor from one list is refused by another.
enum PageCursor {
  /// The cursor of the page that starts at `offset` in the list at `path`.
  static func make(path: String, offset: Int) -> String { "\(path)?offset=\(offset)" }

  /// The offset a cursor for `path` points at, or `nil` when `cursor` is not one of them.
  static func offset(in cursor: String, path: String) -> Int? {
    let prefix = path + "?offset="
    guard cursor.hasPrefix(prefix) else { return nil }
    let digits = cursor.dropFirst(prefix.count)
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    return Int(digits)
  }

  /// The page of `items` that `cursor` points at (the first page when `cursor` is `nil`), with
  /// the cursor of the page after it; `nil` when the cursor is not one for `path`.
  static func page<Item>(of items: [Item], path: String, limit: Int, after cursor: String?)
    -> Page<Item>?
  {
    var start = 0
    if let cursor {
      guard let offset = offset(in: cursor, path: path), offset <= items.count else { return nil }
      start = offset
    }
    let end = min(items.count, start + limit)
    let next = end < items.count ? make(path: path, offset: end) : nil
    return Page(items: Array(items[start..<end]), next: next)
  }
}
