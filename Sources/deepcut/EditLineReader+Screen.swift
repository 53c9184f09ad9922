import CEditLine
import DeepCutKit
import DeepCutShell
import Foundation

/// The editor's line and its place on the screen, for what deepcut draws around libedit
/// (announcements, Ctrl-R, completion lists).
extension EditLineReader {

  /// The line being edited.
  func lineText(_ editLine: OpaquePointer) -> String {
    let (before, after) = lineParts(editLine)
    return String(String.UnicodeScalarView(before + after))
  }

  /// Moves to the first column of the prompt's first row and clears from there down, so
  /// something else can be drawn where the prompt was (libedit draws it again afterwards).
  func clearEditorRows(_ editLine: OpaquePointer) {
    let row = rows(through: lineParts(editLine).before)
    Terminal.write("\r" + (row > 0 ? "\u{1B}[\(row)A" : "") + "\u{1B}[J")
  }

  /// Moves below the prompt and the whole line, to a fresh row (where a listing goes).
  func moveBelowEditor(_ editLine: OpaquePointer) {
    let (before, after) = lineParts(editLine)
    let down = rows(through: before + after) - rows(through: before)
    Terminal.write((down > 0 ? "\u{1B}[\(down)B" : "") + "\r\n")
  }

  /// Replaces the whole line with `text`, the cursor at its end.
  func replaceLine(_ editLine: OpaquePointer, with text: String) {
    let (before, after) = lineParts(editLine)
    deepcut_el_cursor(editLine, Int32(after.count))
    deepcut_el_deletestr(editLine, Int32(before.count + after.count))
    deepcut_el_insertstr(editLine, text)
  }

  /// Reads a key through libedit (so typeahead and Ctrl-C behave as at the prompt).
  func readKey(_ editLine: OpaquePointer) -> Unicode.Scalar? {
    var character: wchar_t = 0
    guard deepcut_el_wgetc(editLine, &character) == 1 else { return nil }
    return Unicode.Scalar(UInt32(bitPattern: character))
  }

  /// Gives a key back to libedit, to be handled as if typed next.
  func push(_ editLine: OpaquePointer, _ key: Unicode.Scalar) {
    var text: [wchar_t] = [wchar_t(bitPattern: key.value), 0]
    deepcut_el_wpush(editLine, &text)
  }

  /// The row (from the prompt's first) the cursor is on after the prompt and `scalars`;
  /// libedit moves to the next row as soon as one is full.
  private func rows(through scalars: [Unicode.Scalar]) -> Int {
    let columns = max(1, Terminal.columns() ?? 80)
    let used =
      DisplayWidth.of(PromptText.current)
      + DisplayWidth.of(String(String.UnicodeScalarView(scalars)))
    return used / columns
  }
}
