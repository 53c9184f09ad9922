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
  /// Sub-command, option and argument words, each list prepared the first time it is asked for.
  private let fixed = FixedNameLists()

  public init(commands: CommandTable, names: NameIndex) {
    self.commands = commands
    self.names = names
    self.commandNames = NameList(commands.commands.map(\.name))
  }

  /// The completion of `line` with the cursor at character offset `cursor`.
  public func complete(_ line: String, cursor: Int) -> CompletionResult {
    // Offsets are in characters.
    let end = min(max(0, cursor), line.count)
    let cut = line.index(line.startIndex, offsetBy: end)
    let scan = LineScanner.tail(line[..<cut])
    let partial = scan.partial
    guard !scan.inComment else {
      return CompletionResult(replaceStart: end, replaceEnd: end, matches: [], insertion: nil)
    }
    guard let commandWord = scan.words.first else {
      return result(
        openQuote: scan.openQuote, phraseStart: partial.start, phrase: partial.value,
        candidates: commandNames, cursor: end, quoting: false)
    }
    guard let spec = commands.command(named: commandWord.value) else {
      return CompletionResult(replaceStart: end, replaceEnd: end, matches: [], insertion: nil)
    }
    let arguments = scan.words.dropFirst()
    if !partial.isQuoted, partial.value.hasPrefix("-") {
      return result(
        openQuote: scan.openQuote, phraseStart: partial.start, phrase: partial.value,
        candidates: fixed.list(spec.allOptions.map(\.name)), cursor: end, quoting: false)
    }
    if let last = arguments.last, !last.isQuoted,
      let option = spec.option(where: { $0.name == last.value }), option.valueName != nil
    {
      return result(
        openQuote: scan.openQuote, phraseStart: partial.start, phrase: partial.value,
        candidates: fixed.list(option.values()), cursor: end)
    }
    let positional = positionals(arguments, of: spec)
    let after = Self.following(line[cut...], openQuote: scan.openQuote)
    guard
      let slot = ArgumentSlot(
        spec, positional: positional.map(\.value),
        following: after.isEmpty ? [] : positionals(after[...], of: spec).map(\.value),
        names: names, table: commands, fixed: fixed),
      slot.start <= positional.count
    else {
      return CompletionResult(replaceStart: end, replaceEnd: end, matches: [], insertion: nil)
    }
    // The phrase is the words from the slot's start and the one under the cursor (only that
    // one, usually: no array to join then).
    let phrase =
      slot.start == positional.count
      ? partial.value
      : (positional[slot.start...].map(\.value) + [partial.value]).joined(separator: " ")
    let start = slot.start < positional.count ? positional[slot.start].start : partial.start
    return result(
      openQuote: scan.openQuote, phraseStart: start, phrase: phrase,
      candidates: slot.candidates, cursor: end)
  }

  /// The statement's words after the cursor; the rest of the word under it is not one.
  ///
  /// Inside a quoted word, the quote's end ends the word; but a quote just opened, with a
  /// space after the cursor (as completion leaves `"Untitled by |`), is still being typed:
  /// the words after it are the line's as they were.
  private static func following(_ rest: Substring, openQuote: Character?)
    -> [LineScanner.ScannedWord]
  {
    // At the end of the line (where a typed Tab usually is) nothing follows.
    if rest.isEmpty { return [] }
    var rest = rest
    if let openQuote, rest.first != " ", let close = rest.firstIndex(of: openQuote) {
      rest = rest[rest.index(after: close)...]
    }
    rest = rest.drop { $0 != " " && $0 != "\t" && $0 != ";" }.drop { $0 == " " || $0 == "\t" }
    guard rest.first != ";" else { return [] }
    return (try? LineScanner.statements(rest))?.first ?? []
  }

  /// The arguments that are not options or option values (of `spec`'s options).
  private func positionals(_ words: ArraySlice<LineScanner.ScannedWord>, of spec: CommandSpec)
    -> [LineScanner.ScannedWord]
  {
    var result: [LineScanner.ScannedWord] = []
    var index = words.startIndex
    while index < words.endIndex {
      let word = words[index]
      index += 1
      if !word.isQuoted,
        let option = spec.option(where: {
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
    openQuote quote: Character?, phraseStart: Int,
    phrase: String, candidates: NameList, cursor: Int, quoting: Bool = true
  ) -> CompletionResult {
    let matches = candidates.matching(prefix: phrase)
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
    // A kind word stays a bare word in front of the quoted name: `album "Kite String"`.
    let lead = leadingWord(of: matches, among: candidates.leadingWords)
    let quote = lead == nil ? quote : nil
    func written(_ name: String, open: Bool) -> String {
      let name = lead.map { String(name.dropFirst($0.count)) } ?? name
      if lead != nil, name.isEmpty { return lead ?? "" }
      let text =
        open
        ? ShellQuoting.openQuote(name, preferring: quote)
        : ShellQuoting.quote(name, preferring: quote)
      return (lead ?? "") + text
    }
    if matches.count == 1 {
      // A folder stays open, so the user can go on typing the path inside it.
      let folder = matches[0].hasSuffix("/")
      return CompletionResult(
        replaceStart: phraseStart, replaceEnd: cursor, matches: matches,
        insertion: folder ? written(matches[0], open: true) : written(matches[0], open: false) + " "
      )
    }
    let common = ShellQuoting.commonPrefix(matches)
    let grows = NameFolding.fold(common).count > NameFolding.fold(phrase).count
    return CompletionResult(
      replaceStart: phraseStart, replaceEnd: cursor, matches: matches,
      insertion: grows ? written(common, open: true) : nil)
  }

  /// The kind word and its space (`album `) that every match begins with, when it is one of
  /// `words`; it is then written bare, outside the name's quotes.
  private func leadingWord(of matches: [String], among words: Set<String>) -> String? {
    guard let first = matches.first, let space = first.firstIndex(of: " ") else { return nil }
    let word = String(first[..<space])
    guard words.contains(word) else { return nil }
    return matches.allSatisfy { $0.hasPrefix(word + " ") } ? word + " " : nil
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
