/// Text from a file, made safe to quote inside a one-line message.
enum PrintableText {
  /// `text` with every control character and line or paragraph separator shown as `?`, so a
  /// quoted value (`Year '19\r99'`) can never break the line of the message that quotes it.
  static func of(_ text: String) -> String {
    var printable = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator: printable.append("?")
      default: printable.append(scalar)
      }
    }
    return String(printable)
  }
}
