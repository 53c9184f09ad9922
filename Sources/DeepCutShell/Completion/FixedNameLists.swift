import Synchronization

/// Completion lists made from the command table's fixed words, each prepared once and kept.
///
/// Sub-command names, option names, an option's values and an argument's fixed words (`on`,
/// `off`) are the same on every line, but a `NameList` folds and sorts its names when made:
/// a completer asked for the same words again returns the list it made the first time. The
/// lists are keyed by their words, so two commands declaring the same words share one, and
/// words worked out from the line (`set`'s values for the setting named) are kept like
/// declared ones. Those come from declarations, so the lists stay few; past `capacity`
/// distinct word lists, new ones are made each time instead of kept.
final class FixedNameLists: Sendable {
  /// The most word lists kept (the standard table declares about forty).
  static let capacity = 512

  private let lists = Mutex<[[String]: NameList]>([:])
  /// Every command name and alias (`help`'s argument).
  private let commandNames = Mutex<NameList?>(nil)

  /// `NameList(words)`, made on first use.
  func list(_ words: [String]) -> NameList {
    if words.isEmpty { return .empty }
    if let kept = lists.withLock({ $0[words] }) { return kept }
    let list = NameList(words)
    lists.withLock { lists in
      if lists.count < Self.capacity { lists[words] = list }
    }
    return list
  }

  /// Every name and alias of `table`'s commands, made on first use (a completer serves one
  /// table).
  func commands(of table: CommandTable) -> NameList {
    if let kept = commandNames.withLock({ $0 }) { return kept }
    let list = NameList(table.allNames)
    commandNames.withLock { $0 = list }
    return list
  }
}
