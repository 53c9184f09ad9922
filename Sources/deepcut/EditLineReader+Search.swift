import CEditLine
import DeepCutKit
import DeepCutShell
import Foundation

/// Ctrl-R: the incremental search drawn on the prompt's line.
extension EditLineReader {
  /// Runs a search until it is accepted or abandoned; returns what libedit should do next.
  ///
  /// Typing narrows it, Ctrl-R finds the next older match, Backspace widens it, Enter runs
  /// the match, Ctrl-G puts the original line back, and any other key (an arrow, Ctrl-A…)
  /// keeps the match to edit and then does what it always does.
  func reverseSearch(_ editLine: OpaquePointer) -> UInt8 {
    holdsAnnouncements = true
    var search = ReverseSearch(entries: entries, original: lineText(editLine))
    clearEditorRows(editLine)
    var shown = draw(search)
    defer {
      holdsAnnouncements = false
      erase(rows: shown)
      deepcut_el_refresh(editLine)
      printAnnouncements(editLine)
    }
    while true {
      guard let key = readKey(editLine) else {
        replaceLine(editLine, with: search.match)
        return UInt8(CC_EOF)  // Ctrl-C: readOnThread reports the interrupt
      }
      switch key {
      case "\u{12}":
        search.older(reusing: lastSearch)
      case "\u{7F}", "\u{8}":
        search.deleteBackward()
      case "\u{7}":
        replaceLine(editLine, with: search.original)
        return UInt8(CC_NORM)
      case "\r", "\n":
        finish(editLine, search)
        push(editLine, "\n")
        return UInt8(CC_NORM)
      case "\u{1B}":
        finish(editLine, search)
        // An arrow key's sequence follows at once: give it the Escape back. A lone Escape
        // only ends the search, as in readline.
        if moreInputWaiting() { push(editLine, key) }
        return UInt8(CC_NORM)
      case _ where key.value < 0x20:
        finish(editLine, search)
        push(editLine, key)
        return UInt8(CC_NORM)
      default:
        search.type(Character(key))
      }
      erase(rows: shown)
      shown = draw(search)
    }
  }

  private func finish(_ editLine: OpaquePointer, _ search: ReverseSearch) {
    if !search.query.isEmpty { lastSearch = search.query }
    replaceLine(editLine, with: search.match)
  }

  /// Draws the search line; returns the row the cursor ends on (counted from its first).
  private func draw(_ search: ReverseSearch) -> Int {
    Terminal.write(search.display)
    let width = DisplayWidth.of(search.display)
    return width == 0 ? 0 : (width - 1) / max(1, Terminal.columns() ?? 80)
  }

  private func erase(rows: Int) {
    Terminal.write("\r" + (rows > 0 ? "\u{1B}[\(rows)A" : "") + "\u{1B}[J")
  }

  private func moreInputWaiting() -> Bool {
    guard typeahead.isEmpty else { return true }
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 50) > 0
  }
}
