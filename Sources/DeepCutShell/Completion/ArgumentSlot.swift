/// Which argument the text under the cursor belongs to, read from the command's signature.
///
/// A free-text argument may span several unquoted words (`play Miles Da`), so the slot says
/// where it starts: the completer matches the whole phrase and replaces it.
struct ArgumentSlot {
  /// The index into the positional words where the argument being completed starts.
  var start: Int
  var candidates: NameList

  /// The slot for the word after `positional` (options left out), or `nil` when the command
  /// takes nothing there.
  init?(_ spec: CommandSpec, positional: [String], names: NameIndex, table: CommandTable) {
    let signature = spec.signature
    func list(_ candidates: Candidates, before: Int) -> NameList {
      Self.list(candidates, before: Array(positional.prefix(before)), names: names, table: table)
    }
    var expected = signature.arguments
    var index = 0
    if !signature.subcommands.isEmpty {
      guard let first = positional.first else {
        let own = signature.arguments.first.map { list($0.candidates, before: 0) } ?? .empty
        self.init(
          start: 0, candidates: NameList(signature.subcommands.map(\.name)).merged(with: own))
        return
      }
      if let subcommand = try? ArgumentParser.subcommand(first, of: signature) {
        expected = subcommand.arguments
        index = 1
      } else if signature.arguments.isEmpty {
        return nil
      }
    }
    let bare = NameList(signature.options.filter(\.isBare).map(\.name))
    for argument in expected {
      switch argument.shape {
      case .word:
        if index == positional.count {
          self.init(start: index, candidates: list(argument.candidates, before: index))
          return
        }
        index += 1
      case .words:
        let candidates = list(argument.candidates, before: positional.count)
        self.init(start: positional.count, candidates: candidates.merged(with: bare))
        return
      case .text:
        if let target = argument.target, index < positional.count,
          let keyword = positional[index...].lastIndex(of: target.keyword), keyword > index
        {
          self.init(start: keyword + 1, candidates: list(target.candidates, before: keyword + 1))
          return
        }
        self.init(start: index, candidates: list(argument.candidates, before: index))
        return
      }
    }
    return nil
  }

  init(start: Int, candidates: NameList) {
    self.start = start
    self.candidates = candidates
  }

  /// The names `candidates` stands for.
  static func list(
    _ candidates: Candidates, before: [String], names: NameIndex, table: CommandTable
  ) -> NameList {
    switch candidates {
    case .none: return .empty
    case .words(let words): return NameList(words)
    case .commands: return NameList(table.allNames)
    case .names(let kinds):
      let list = kinds.map(names.list).reduce(NameList.empty) { $0.merged(with: $1) }
      // A name two items share is ambiguous where several kinds resolve together.
      return kinds.count > 1 ? list.hiding(names.shared) : list
    case .computed(let compute):
      return list(compute(before, table), before: before, names: names, table: table)
    }
  }
}

extension NameIndex {
  /// The names of one kind.
  func list(_ kind: NameKind) -> NameList {
    switch kind {
    case .artists: artists
    case .albums: albums
    case .tracks: tracks
    case .playlists: playlists
    case .releases: releases
    case .queueEntries: queueEntries
    case .files: files
    case .qualified: qualified
    }
  }
}
