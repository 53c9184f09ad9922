import DeepCutKit
import DeepCutShell

/// Fuzzes what a typed line goes through before anything runs: the tokenizer, command lookup,
/// option parsing, and completion at the cursor.
///
/// The input is split into lines the way a script is (`ScriptLines`), so the seeds are real
/// scripts and every line of them is a line someone could type.
///
/// Promises checked, besides not crashing: every rejection is a one-line message; a lookup
/// finds the command it names; options are only ones the command declares; every word, quoted
/// back the way completion inserts names, reads back as that same single word; completion
/// replaces a range inside the line, and a completed name reads back as that name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommands(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
    checkLine(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
  }
  return 0
}

private func checkLine(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
  let statements: [Statement]
  do {
    statements = try Tokenizer.statements(in: bytes)
  } catch {
    require(isOneLine(error.description), "tokenizer error: \(error.description.debugDescription)")
    return
  }
  for statement in statements {
    require(!statement.words.isEmpty, "an empty statement")
    statement.words.forEach(checkQuotingRoundTrip)
    checkDispatch(statement)
  }
  // Completing at the end only: completion ranks every name of the library, which makes it
  // the costliest check here, and a cursor inside the line completes a prefix that is itself
  // a line the fuzzer tries.
  if let line = String(validating: bytes, as: UTF8.self) {
    checkCompletion(line, cursor: line.count)
  }
}

/// The standard table, as the shell dispatches with it.
private let table = CommandTable.standard

/// The sample library's names, as completion offers them.
private let names = NameIndex(
  artists: NameList(SampleLibrary.contents.artists.map(\.name)),
  albums: NameList(SampleLibrary.contents.albums.map(\.title)),
  tracks: NameList(SampleLibrary.contents.tracks.map(\.title)),
  playlists: NameList(SampleLibrary.contents.playlists.map(\.name)))

private let completer = Completer(commands: table, names: names)

/// A word quoted as completion would insert it must tokenize back to exactly that word.
private func checkQuotingRoundTrip(_ word: Word) {
  let quoted = ShellQuoting.quote(word.value)
  // One statement of one word, that word: `onlyWord` reads exactly what `statements(in:)`
  // reads (held to it by `LinePathAgreementTests`) without making its arrays.
  let reread = try? Tokenizer.onlyWord(in: quoted)
  require(
    reread?.value == word.value,
    "\(word.value.debugDescription) quoted as \(quoted.debugDescription) reads back as "
      + "\(String(describing: (try? Tokenizer.statements(in: quoted))?.map(\.values)))")
}

/// Lookup and argument parsing either give arguments of the command that was named, or a
/// one-line error.
private func checkDispatch(_ statement: Statement) {
  let typed = statement.words[0].value
  do {
    let spec = try table.lookup(typed)
    let lowered = typed.lowercased()
    require(
      spec.name.hasPrefix(lowered) || spec.aliases.contains { $0.hasPrefix(lowered) },
      "'\(typed)' dispatched to '\(spec.name)'")
    let arguments = try ArgumentParser.parse(Array(statement.words.dropFirst()), for: spec)
    require(arguments.command == spec.name, "arguments of another command")
    if let subcommand = arguments.subcommandName {
      require(
        spec.signature.subcommands.contains { $0.name == subcommand },
        "undeclared sub-command '\(subcommand)' of '\(spec.name)'")
    }
  } catch {
    require(isOneLine(error.message), "dispatch error: \(error.message.debugDescription)")
  }
}

/// Completion replaces a range of the line that ends at the cursor, and what it inserts for
/// a single match reads back through the tokenizer as exactly that match.
private func checkCompletion(_ line: String, cursor: Int) {
  let result = completer.complete(line, cursor: cursor)
  require(
    0 <= result.replaceStart && result.replaceStart <= result.replaceEnd
      && result.replaceEnd <= cursor,
    "completion of \(line.debugDescription) at \(cursor) replaces "
      + "\(result.replaceStart)..<\(result.replaceEnd)")
  guard result.matches.count == 1, let insertion = result.insertion, insertion.hasSuffix(" "),
    result.replaceStart <= result.replaceEnd
  else { return }
  let before = String(line.prefix(result.replaceStart))
  // A line already wrong before the completed word stays wrong; nothing to compare then.
  guard (try? Tokenizer.statements(in: before)) != nil else { return }
  let completed = before + insertion
  let reread = try? Tokenizer.statements(in: completed)
  require(
    reread?.last?.words.last?.value == result.matches[0],
    "completing \(line.debugDescription) gives \(completed.debugDescription), which reads "
      + "back as \(String(describing: reread?.map(\.values))), not \(result.matches[0].debugDescription)"
  )
}
