/// Reading a playlist item, the four tokens Apple writes for it, in one step.
///
/// `Playlist Items` holds one `<dict><key>Track ID</key><integer>N</integer></dict>` per track
/// of a playlist, a hundred thousand of them in a large library: read token by token, each
/// costs four calls through the reader's loops. Like the other fast paths, this takes an item
/// only when `next()` would read exactly these tokens there, and leaves the lexer as those
/// four calls would (the last token the `</dict>`, the last text the number); anything else
/// is declined with nothing read, and read the usual way.
extension PlistLexer {
  /// The `Track ID` of the item at the position when it is `<dict>`, `<key>Track ID</key>`,
  /// `<integer>` with 1 to 18 digits and `</dict>` (whitespace between them), whole in the
  /// buffer: its tokens are read and the number returned; `nil`, with nothing read, otherwise.
  @inline(__always)
  mutating func nextPlainItem() -> Int64? {
    guard pendingEnd == nil, let open = commonTag(), open.token == .dictStart,
      let key = plainKey(from: open.end), let name = key.text, name.count == 8,
      Self.load(buffer + name.lowerBound) == Tag.trackID,
      let (trackID, integer) = plainInteger(from: key.end),
      let close = commonTag(from: integer.end), close.token == .dictEnd
    else { return nil }
    _ = take(integer)
    // `</dict>` has no text: the number stays the last text read, as after `next()`.
    _ = take(close)
    return trackID
  }
}
