import DeepCutKit

/// Long lines of text folded at spaces to fit the terminal, as a pager or `fmt` would, so
/// the terminal never wraps them mid-word.
public enum LineWrap {
  /// A message for stderr that starts with a label (`error:`, `warning:`), wrapped at
  /// `width` when there is one (a terminal), with the label coloured by `paint`; never
  /// wrapped without a width (a pipe or a log gets the one line).
  public static func message(
    _ text: String, label: String, prefix: String = "", width: Int?,
    paint: (String) -> String = { $0 }
  ) -> String {
    let plain = prefix + label + " " + text
    let wrapped = width.map { lines(plain, width: $0).joined(separator: "\n") } ?? plain
    guard wrapped.hasPrefix(prefix + label) else { return wrapped }
    return prefix + paint(label) + wrapped.dropFirst(prefix.count + label.count)
  }

  /// Lines of plain text for stderr (an import's summary), each wrapped at `width` when
  /// there is one, joined with newlines.
  public static func text(_ line: String, width: Int?) -> String {
    guard let width else { return line }
    return lines(line, width: width).joined(separator: "\n")
  }

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
