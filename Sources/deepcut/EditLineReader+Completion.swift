import CEditLine
import DeepCutKit
import DeepCutShell
import Foundation

/// Tab: deepcut's completion inside libedit.
extension EditLineReader {
  /// Completes the word under the cursor, or lists the candidates (asking first, as
  /// readline does, when they would not fit on the screen).
  func complete(_ editLine: OpaquePointer) -> UInt8 {
    let (before, after) = lineParts(editLine)
    let line = String(String.UnicodeScalarView(before + after))
    let cursor = String(String.UnicodeScalarView(before)).count
    let result = completions.completer.complete(line, cursor: cursor)
    if let insertion = result.insertion {
      let prefix = Array(line)[..<result.replaceStart]
      let replacedScalars = before.count - String(prefix).unicodeScalars.count
      deepcut_el_deletestr(editLine, Int32(replacedScalars))
      deepcut_el_insertstr(editLine, insertion)
      return UInt8(CC_REFRESH)
    }
    guard result.matches.count > 1 else { return UInt8(CC_REFRESH_BEEP) }
    moveBelowEditor(editLine)
    let listing = CompletionListing(
      matches: result.matches, width: Terminal.columns() ?? 80)
    let screen = max(1, (Terminal.rows() ?? 24) - 1)
    if listing.rows.count > screen {
      Terminal.write("Display all \(result.matches.count) possibilities? (y or n)")
      guard confirm(editLine) else {
        Terminal.write("\r\n")
        deepcut_el_refresh(editLine)
        return UInt8(CC_NORM)
      }
      Terminal.write("\r\n")
    }
    // A screenful at a time, then readline's --More--: Space (or y) a screen more, Enter a
    // line more, q (or n) stops.
    var end = min(screen, listing.rows.count)
    var shown = 0
    while shown < listing.rows.count {
      Terminal.write(listing.rows[shown..<end].map { $0 + "\r\n" }.joined())
      shown = end
      guard shown < listing.rows.count else { break }
      Terminal.write("--More--")
      let more = morePrompt(editLine)
      Terminal.write("\r\u{1B}[K")
      guard more > 0 else { break }
      end = min(shown + more, listing.rows.count)
    }
    deepcut_el_refresh(editLine)
    return UInt8(CC_NORM)
  }

  /// Answers `--More--` as readline does: a screenful more for Space or y, a line for Enter,
  /// none (0) for q, n, Delete, Ctrl-G, Escape or Ctrl-C; other keys are ignored.
  private func morePrompt(_ editLine: OpaquePointer) -> Int {
    holdsAnnouncements = true
    defer { holdsAnnouncements = false }
    while let key = readKey(editLine) {
      switch key {
      case " ", "y", "Y": return max(1, (Terminal.rows() ?? 24) - 1)
      case "\r", "\n": return 1
      case "q", "Q", "n", "N", "\u{7F}", "\u{7}", "\u{1B}": return 0
      default: continue
      }
    }
    interruptedRead = false  // Ctrl-C stops the listing; the line stays
    return 0
  }

  /// Waits for y (or Space) or n (or Delete, Ctrl-G, Escape, Ctrl-C), as readline's
  /// question does; other keys are ignored.
  private func confirm(_ editLine: OpaquePointer) -> Bool {
    holdsAnnouncements = true
    defer { holdsAnnouncements = false }
    while let key = readKey(editLine) {
      switch key {
      case "y", "Y", " ": return true
      case "n", "N", "\u{7F}", "\u{7}", "\u{1B}": return false
      default: continue
      }
    }
    interruptedRead = false  // Ctrl-C answers no; the line stays
    return false
  }
}

/// Candidates laid out in columns across the terminal, as readline lists them.
struct CompletionListing {
  /// The lines to print, without newlines.
  let rows: [String]

  init(matches: [String], width: Int) {
    let cell = min(width, (matches.map { DisplayWidth.of($0) }.max() ?? 0) + 2)
    let perRow = max(1, width / max(1, cell))
    rows = stride(from: 0, to: matches.count, by: perRow).map { start in
      let row = matches[start..<min(start + perRow, matches.count)]
      return row.enumerated().map { index, match in
        index == row.count - 1
          ? match : match + String(repeating: " ", count: max(0, cell - DisplayWidth.of(match)))
      }.joined()
    }
  }
}
