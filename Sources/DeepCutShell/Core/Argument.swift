/// A positional argument as help, completion and the parser see it: its name, how many words
/// it takes, whether it must be given, and what completes it.
public struct ArgumentSpec: Sendable {
  /// How many of the remaining words the argument takes.
  public enum Shape: Sendable, Hashable {
    /// One word.
    case word
    /// The rest of the line, as one phrase: `cuts A$AP Rocky` needs no quotes.
    case text
    /// The rest of the line, each word a value of its own (`fail artists albums`).
    case words
  }

  public var name: String
  public var shape: Shape
  public var isRequired: Bool
  /// What completion offers for it.
  public var candidates: Candidates
  /// The error when a required argument is missing (what was wrong, and what would be right).
  public var missing: String
  /// For a phrase that may name a second thing after a keyword (`add X to PLAYLIST`): the
  /// keyword, and what completes after it.
  public var target: Target?
  /// Turns the words given (none when absent) into the value, or a one-line error; run when
  /// parsing, so `run` only ever sees values that are right.
  let parse: @Sendable ([String]) throws(CommandError) -> any Sendable

  /// A keyword inside a phrase and what completes after it.
  public struct Target: Sendable {
    public var keyword: String
    public var name: String
    public var candidates: Candidates
  }

  /// How the argument reads in a usage line: `<artist>`, `[filter]`, `off|one|all`.
  public var placeholder: String {
    if case .words(let words) = candidates, !words.isEmpty, shape == .word {
      let text = words.joined(separator: "|")
      return isRequired ? text : "[\(text)]"
    }
    let text = name + (shape == .words ? "..." : "")
    let shown = isRequired ? "<\(text)>" : "[\(text)]"
    guard let target else { return shown }
    return shown + " [\(target.keyword) <\(target.name)>]"
  }
}

/// What completes an argument.
public enum Candidates: Sendable {
  case none
  /// Names from the library, of these kinds.
  case names([NameKind])
  /// A fixed set of words.
  case words([String])
  /// Command names and aliases (`help`).
  case commands
  /// Words that depend on the arguments before this one and on the command table (`set`'s
  /// values depend on the setting named first; `expect` offers the query commands).
  case computed(@Sendable (_ before: [String], _ table: CommandTable) -> Candidates)
}

/// A kind of name completion can offer: the library's, the catalog releases listed this
/// session, the queue's entry ids, or files in the working directory.
///
/// An argument that takes several library kinds is offered their names in the forms that
/// resolve among those kinds: a name two items share only with a kind word (`album X`) or as
/// `TITLE by ARTIST`.
public enum NameKind: Sendable, Hashable, CaseIterable {
  case artists, albums, tracks, playlists
  /// The tracks of the playlist named after the phrase's keyword (`remove X from PLAYLIST`),
  /// or of every playlist while none is named.
  case playlistTracks
  /// Catalog releases that listings showed this session (`cuts`, `discover`).
  case releases
  /// Queue entry ids (`e3`), for `queue remove` and `queue move`.
  case queueEntries
  /// Files and folders in the working directory (scripts, Library.xml exports).
  case files
}

/// A typed positional argument: declared once by a command, read back as a `Value` from the
/// parsed `Arguments` (`arguments[Self.artist]`).
public struct Argument<Value: Sendable>: Sendable {
  public let spec: ArgumentSpec

  init(
    name: String, shape: ArgumentSpec.Shape, isRequired: Bool, candidates: Candidates,
    missing: String = "", target: ArgumentSpec.Target? = nil,
    convert: @escaping @Sendable ([String]) throws(CommandError) -> Value
  ) {
    spec = ArgumentSpec(
      name: name, shape: shape, isRequired: isRequired, candidates: candidates,
      missing: missing, target: target, parse: { words throws(CommandError) in try convert(words) })
  }
}

extension Argument where Value == String {
  /// Required free text: the rest of the line (`show When the Kite String Pops`).
  public static func text(
    _ name: String, _ candidates: Candidates = .none, missing: String
  ) -> Argument<String> {
    .required(name, .text, candidates, missing: missing) { $0 }
  }

  /// One required word.
  public static func word(
    _ name: String, _ candidates: Candidates = .none, missing: String
  ) -> Argument<String> {
    .required(name, .word, candidates, missing: missing) { $0 }
  }
}

extension Argument where Value == String? {
  /// Optional free text: the rest of the line, or `nil`.
  public static func optionalText(_ name: String, _ candidates: Candidates = .none)
    -> Argument<String?>
  {
    .optional(name, .text, candidates) { $0 }
  }
}

extension Argument where Value == [String] {
  /// The rest of the line as separate words (none when absent).
  public static func words(_ name: String, _ candidates: Candidates = .none) -> Argument<[String]> {
    Argument(name: name, shape: .words, isRequired: false, candidates: candidates) { $0 }
  }

  /// A phrase naming an item, possibly followed by `keyword` and a second name.
  ///
  /// `add X to PLAYLIST`: the words are kept apart, since where the phrase splits is decided
  /// by resolving names (titles may contain the keyword: "Ticket to Ride").
  public static func phrase(
    _ name: String, _ candidates: Candidates, then keyword: String, _ targetName: String,
    _ target: Candidates, missing: String
  ) -> Argument<[String]> {
    Argument(
      name: name, shape: .text, isRequired: true, candidates: candidates, missing: missing,
      target: .init(keyword: keyword, name: targetName, candidates: target)
    ) { words throws(CommandError) in
      guard !words.isEmpty else { throw CommandError(missing) }
      return words
    }
  }
}

extension Argument {
  /// A required argument whose text `parse` turns into a value (or rejects in one line).
  public static func required(
    _ name: String, _ shape: ArgumentSpec.Shape = .word, _ candidates: Candidates = .none,
    missing: String, _ parse: @escaping @Sendable (String) throws(CommandError) -> Value
  ) -> Argument<Value> {
    Argument(
      name: name, shape: shape, isRequired: true, candidates: candidates, missing: missing
    ) { words throws(CommandError) in
      guard !words.isEmpty else { throw CommandError(missing) }
      return try parse(words.joined(separator: " "))
    }
  }

  /// An optional argument: `nil` when absent, else what `parse` makes of its text.
  public static func optional<Wrapped>(
    _ name: String, _ shape: ArgumentSpec.Shape = .word, _ candidates: Candidates = .none,
    _ parse: @escaping @Sendable (String) throws(CommandError) -> Wrapped
  ) -> Argument<Wrapped?> where Value == Wrapped? {
    Argument<Wrapped?>(name: name, shape: shape, isRequired: false, candidates: candidates) {
      words throws(CommandError) in
      words.isEmpty ? nil : try parse(words.joined(separator: " "))
    }
  }
}

extension Argument where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// One of a fixed set of words, matched by unique prefix (`repeat o` is ambiguous,
  /// `repeat a` is `all`); `what` names the set in errors ("repeat mode").
  public static func choice(_ name: String, what: String, missing: String) -> Argument<Value> {
    let names = Value.allCases.map(\.rawValue)
    return .required(name, .word, .words(names), missing: missing) { text throws(CommandError) in
      let word = try Keyword.match(text, among: names, what: what)
      guard let value = Value(rawValue: word) else { throw CommandError(missing) }
      return value
    }
  }
}
