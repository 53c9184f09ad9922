import DeepCutKit

/// Long lines of text folded at spaces to fit the terminal, as a pager or `fmt` would, so
/// the terminal never wraps them mid-word.
enum LineWrap {
  /// `line` as lines of at most `width` columns.
  ///
  /// Later lines are indented by two spaces; a word wider than the width is cut with `…`.
  static func lines(_ line: String, width: Int) -> [String] {
    if line.contains("\n") {
      return line.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
        Self.lines(String($0), width: width)
      }
    }
    guard width > 8, DisplayWidth.of(line) > width else { return [line] }
    var lines: [String] = []
    var current = ""
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if DisplayWidth.of(candidate) <= width || current.trimmingCharacters(in: .whitespaces).isEmpty
      {
        current = candidate
        continue
      }
      lines.append(current)
      current = "  " + word
    }
    lines.append(current)
    return lines.map { DisplayWidth.truncate($0, to: width) }
  }
}
