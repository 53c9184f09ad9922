import DeepCutKit

/// Completes a line at the cursor: commands, subcommands, options and their values, and names.
///
/// Pure: `(line, cursor) → CompletionResult`, so it is tested without a terminal; the line
/// editor only applies the result. Names come back quoted for this shell's tokenizer, so a name
/// with spaces or quotes is inserted as one correct argument.
public struct Completer: Sendable {
  public let commands: CommandTable
  public let names: NameIndex
  /// The commands' names, prepared once: the first word of every line completes among them.
  private let commandNames: NameList

  public init(commands: CommandTable, names: NameIndex) {
    self.commands = commands
    self.names = names
    self.commandNames = NameList(commands.commands.map(\.name))
  }

  /// The completion of `line` with the cursor at character offset `cursor`.
  public func complete(_ line: String, cursor: Int) -> CompletionResult {
    let characters = Array(line)
    let end = min(max(0, cursor), characters.count)
    let scan = LenientScan(Array(characters[..<end]))
    let partial = scan.partial
    guard let commandWord = scan.words.first else {
      return result(
        partial: partial, phraseStart: partial.start, phrase: partial.value,
        candidates: commandNames, cursor: end, quoting: false)
    }
    guard let spec = try? commands.lookup(commandWord.value) else {
      return CompletionResult(replaceStart: end, replaceEnd: end, matches: [], insertion: nil)
    }
    let arguments = Array(scan.words.dropFirst())
    let options = spec.allOptions
    if !partial.isQuoted, partial.value.hasPrefix("-") {
      return result(
        partial: partial, phraseStart: partial.start, phrase: partial.value,
        candidates: NameList(options.map(\.name)), cursor: end, quoting: false)
    }
    if let last = arguments.last, !last.isQuoted,
      let option = options.first(where: { $0.name == last.value }), option.valueName != nil
    {
      return result(
        partial: partial, phraseStart: partial.start, phrase: partial.value,
        candidates: NameList(option.values()), cursor: end)
    }
    let positional = positionals(arguments, options: options)
    guard
      let slot = ArgumentSlot(
        spec, positional: positional.map(\.value), names: names, table: commands),
      slot.start <= positional.count
    else {
      return CompletionResult(replaceStart: end, replaceEnd: end, matches: [], insertion: nil)
    }
    let phraseWords = positional[slot.start...].map(\.value) + [partial.value]
    let phrase = phraseWords.joined(separator: " ")
    let start = slot.start < positional.count ? positional[slot.start].start : partial.start
    return result(
      partial: partial, phraseStart: start, phrase: phrase,
      candidates: slot.candidates, cursor: end)
  }

  /// The arguments that are not options or option values.
  private func positionals(_ words: [ScannedWord], options: [OptionSpec]) -> [ScannedWord] {
    var result: [ScannedWord] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      if !word.isQuoted,
        let option = options.first(where: {
          word.value == $0.name || (!$0.isBare && word.value.hasPrefix($0.name + "="))
        })
      {
        if option.valueName != nil, word.value == option.name { index += 1 }
        continue
      }
      result.append(word)
    }
    return result
  }

  private func result(
    partial: ScannedWord, phraseStart: Int, phrase: String, candidates: NameList, cursor: Int,
    quoting: Bool = true
  ) -> CompletionResult {
    let matches = candidates.matching(prefix: phrase)
    let quote: Character? = partial.openQuote
    guard quoting else {
      let common = ShellQuoting.commonPrefix(matches)
      return CompletionResult(
        replaceStart: phraseStart, replaceEnd: cursor, matches: matches,
        insertion: matches.count == 1
          ? matches[0] + " " : common.count > phrase.count ? common : nil)
    }
    guard !matches.isEmpty else {
      return CompletionResult(replaceStart: cursor, replaceEnd: cursor, matches: [], insertion: nil)
    }
    if matches.count == 1 {
      return CompletionResult(
        replaceStart: phraseStart, replaceEnd: cursor, matches: matches,
        insertion: ShellQuoting.quote(matches[0], preferring: quote) + " ")
    }
    let common = ShellQuoting.commonPrefix(matches)
    let grows = NameFolding.fold(common).count > NameFolding.fold(phrase).count
    return CompletionResult(
      replaceStart: phraseStart, replaceEnd: cursor, matches: matches,
      insertion: grows ? ShellQuoting.openQuote(common, preferring: quote) : nil)
  }
}

/// What to do to the line: replace the characters in `replaceStart..<replaceEnd` with
/// `insertion`, or, when there is none and several matches, list them.
public struct CompletionResult: Sendable, Hashable {
  public var replaceStart: Int
  public var replaceEnd: Int
  /// Every candidate that matches, unquoted, for listing.
  public var matches: [String]
  /// The text to put in place of the replaced range (quoted; a single match ends with a
  /// space), or `nil` when the line should not change.
  public var insertion: String?
}

/// A word seen by the lenient scan, with where it starts in the line.
struct ScannedWord {
  var value: String
  var start: Int
  var isQuoted: Bool
  /// The quote still open at the end of the line (the word under the cursor only).
  var openQuote: Character?
}

/// Splits the text before the cursor into the current statement's words, tolerating an
/// unterminated quote (the user is typing inside it).
struct LenientScan {
  var words: [ScannedWord] = []
  var partial: ScannedWord

  init(_ characters: [Character]) {
    var current: ScannedWord?
    var quote: Character?
    var index = 0
    func begin(_ at: Int) -> ScannedWord { ScannedWord(value: "", start: at, isQuoted: false) }
    while index < characters.count {
      let character = characters[index]
      if let open = quote {
        if character == open {
          quote = nil
        } else if open == "\"", character == "\\", index + 1 < characters.count {
          index += 1
          current?.value.append(characters[index])
        } else {
          current?.value.append(character)
        }
      } else if character == " " || character == "\t" {
        if let word = current { words.append(word) }
        current = nil
      } else if character == ";" {
        words = []
        current = nil
      } else if character == "#", current == nil {
        words = []
        current = nil
        index = characters.count
        continue
      } else if character == "'" || character == "\"",
        current.map({ !($0.value.last.map { $0.isLetter || $0.isNumber } ?? false) }) ?? true
      {
        if current == nil { current = begin(index) }
        current?.isQuoted = true
        quote = character
      } else if character == "\\", index + 1 < characters.count {
        if current == nil { current = begin(index) }
        index += 1
        current?.value.append(characters[index])
        current?.isQuoted = true
      } else {
        if current == nil { current = begin(index) }
        current?.value.append(character)
      }
      index += 1
    }
    partial = current ?? begin(characters.count)
    partial.openQuote = quote
  }
}
