import CEditLine
import Foundation

/// The keys a user's `~/.editrc` binds itself, read the way libedit reads the file.
///
/// deepcut installs its own bindings after the file is sourced (a `bind -v` or `bind -e`
/// there resets the whole keymap), except on the keys listed here: a key the user bound on
/// purpose stays theirs.
struct EditrcBindings: Equatable {
  /// Key sequences bound in the main keymap (emacs, or vi insert mode).
  var main: Set<[Unicode.Scalar]> = []
  /// Key sequences bound in the vi command-mode keymap (`bind -a`).
  var alternate: Set<[Unicode.Scalar]> = []

  /// The file libedit would source: `$EDITRC`, else `$HOME/.editrc`.
  static func path(environment: [String: String]) -> String? {
    if let file = environment["EDITRC"], !file.isEmpty { return file }
    return environment["HOME"].map { $0 + "/.editrc" }
  }

  /// The bindings in `text`, counting lines for every program and those prefixed `program:`.
  init(parsing text: String, program: String = "deepcut") {
    for line in text.split(whereSeparator: \.isNewline) {
      var words = Self.words(in: String(line))
      guard let first = words.first, !first.hasPrefix("#") else { continue }
      if let colon = first.firstIndex(of: ":") {
        guard first[..<colon] == program else { continue }
        let rest = String(first[first.index(after: colon)...])
        words = rest.isEmpty ? Array(words.dropFirst()) : [rest] + words.dropFirst()
      }
      guard words.first == "bind" else { continue }
      var flags = ""
      var arguments = words.dropFirst()
      while let flag = arguments.first, flag.hasPrefix("-"), flag.count > 1 {
        flags += flag.dropFirst()
        arguments = arguments.dropFirst()
      }
      // -k names a terminal key (up, down, …), -l lists, -e/-v switch keymaps: no key here.
      guard let key = arguments.first, !flags.contains("k"), !flags.contains("l") else {
        continue
      }
      let sequence = Self.keySequence(key)
      if flags.contains("a") {
        alternate.insert(sequence)
      } else {
        main.insert(sequence)
      }
    }
  }

  /// Splits a line as libedit's tokenizer does: `'…'` is literal, `"…"` keeps its backslash
  /// escapes for the key parser, and an unquoted backslash quotes the next character.
  static func words(in line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        current.append(character)
        escaped = false
        continue
      }
      switch (quote, character) {
      case (nil, "\\"):
        escaped = true
        inWord = true
      case (nil, "'"), (nil, "\""):
        quote = character
        inWord = true
      case (nil, _) where character.isWhitespace:
        if inWord { words.append(current) }
        current = ""
        inWord = false
      case ("\"", "\\"):
        current.append(character)
        escaped = true
      case (let open?, _) where character == open:
        quote = nil
      default:
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  /// Decodes a key as libedit's `bind` does: `^X` is a control key, `^?` is Delete, and
  /// `\e \t \n \r \a \b \f \v \\ \^` and `\nnn` (octal) are escapes.
  static func keySequence(_ text: String) -> [Unicode.Scalar] {
    var scalars = Array(text.unicodeScalars)[...]
    var sequence: [Unicode.Scalar] = []
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "^" where !scalars.isEmpty:
        let next = scalars.removeFirst()
        sequence.append(next == "?" ? "\u{7F}" : Unicode.Scalar(UInt8(next.value & 0x1F)))
      case "\\" where !scalars.isEmpty:
        let next = scalars.removeFirst()
        let escapes: [Unicode.Scalar: Unicode.Scalar] = [
          "a": "\u{7}", "b": "\u{8}", "e": "\u{1B}", "E": "\u{1B}", "f": "\u{C}", "n": "\n",
          "r": "\r", "t": "\t", "v": "\u{B}",
        ]
        if let escape = escapes[next] {
          sequence.append(escape)
        } else if ("0"..."7").contains(next) {
          var value = next.value - 48
          while let digit = scalars.first, ("0"..."7").contains(digit), value < 32 {
            value = value * 8 + digit.value - 48
            scalars.removeFirst()
          }
          sequence.append(Unicode.Scalar(UInt8(value & 0xFF)))
        } else {
          sequence.append(next)
        }
      default:
        sequence.append(scalar)
      }
    }
    return sequence
  }
}

/// deepcut's own key bindings, in the notation `bind` takes.
enum DeepCutBindings {
  /// Keys for both keymaps of either editor (emacs, or vi's insert and command modes).
  static let everywhere: [(key: String, function: String)] = [
    ("^I", "deepcut-complete"),
    ("^R", "deepcut-search"),
    ("\\e[1;5D", "ed-prev-word"),  // Ctrl-Left (xterm)
    ("\\e[1;5C", "em-next-word"),  // Ctrl-Right
    ("\\e[5D", "ed-prev-word"),  // Ctrl-Left (older xterm, rxvt)
    ("\\e[5C", "em-next-word"),
  ]

  /// Alt-b and Alt-f, readline's word moves; emacs only (in vi, Escape leaves insert mode).
  static let emacsOnly: [(key: String, function: String)] = [
    ("\\eb", "ed-prev-word"),
    ("\\ef", "em-next-word"),
  ]

  /// Binds deepcut's keys in the editor's current keymaps, leaving the user's own alone.
  static func install(on editLine: OpaquePointer, except user: EditrcBindings) {
    let isVi = deepcut_el_editor(editLine).map { String(cString: $0) } == "vi"
    let keys = everywhere + (isVi ? [] : emacsOnly)
    for (key, function) in keys {
      let sequence = EditrcBindings.keySequence(key)
      if !user.main.contains(sequence) { deepcut_el_bind(editLine, key, function) }
      if isVi, !user.alternate.contains(sequence) {
        deepcut_el_bind_alternate(editLine, key, function)
      }
    }
  }
}
