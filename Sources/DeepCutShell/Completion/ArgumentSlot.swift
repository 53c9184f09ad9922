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
  ///
  /// `following` are the statement's words after the cursor: editing the middle of
  /// `remove X from PLAYLIST`, the playlist named there decides which tracks complete.
  init?(
    _ spec: CommandSpec, positional: [String], following: [String] = [], names: NameIndex,
    table: CommandTable, fixed: FixedNameLists
  ) {
    let signature = spec.signature
    func list(_ candidates: Candidates, before: Int, target: String? = nil) -> NameList {
      Self.list(
        candidates, before: positional.prefix(before), target: target, names: names,
        table: table, fixed: fixed)
    }
    var expected = signature.arguments
    var index = 0
    if !signature.subcommands.isEmpty {
      guard let first = positional.first else {
        let own = signature.arguments.first.map { list($0.candidates, before: 0) } ?? .empty
        self.init(
          start: 0, candidates: fixed.list(signature.subcommands.map(\.name)).merged(with: own))
        return
      }
      if let subcommand = try? ArgumentParser.subcommand(first, of: signature) {
        expected = subcommand.arguments
        index = 1
      } else if signature.arguments.isEmpty {
        return nil
      }
    }
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
        let bare = fixed.list(signature.options.filter(\.isBare).map(\.name))
        self.init(start: positional.count, candidates: candidates.merged(with: bare))
        return
      case .text:
        guard let target = argument.target else {
          self.init(start: index, candidates: list(argument.candidates, before: index))
          return
        }
        if let keyword = Self.lastKeyword(target.keyword, in: positional, after: index) {
          self.init(start: keyword + 1, candidates: list(target.candidates, before: keyword + 1))
          return
        }
        // The item, named before the keyword: what follows the keyword, if the line has it
        // already, is what it is looked for in.
        let named = Self.lastKeyword(target.keyword, in: following, after: -1).flatMap {
          $0 + 1 < following.count ? following[($0 + 1)...].joined(separator: " ") : nil
        }
        self.init(
          start: index, candidates: list(argument.candidates, before: index, target: named))
        return
      }
    }
    return nil
  }

  init(start: Int, candidates: NameList) {
    self.start = start
    self.candidates = candidates
  }

  /// Where `keyword` (in any case, as resolution reads it) last stands in `words` after
  /// position `after`.
  static func lastKeyword(_ keyword: String, in words: [String], after: Int) -> Int? {
    words.indices.last { $0 > after && words[$0].lowercased() == keyword }
  }

  /// The names `candidates` stands for; `target` is the text after the phrase's keyword.
  ///
  /// Fixed words come from `fixed`, prepared once.
  static func list(
    _ candidates: Candidates, before: ArraySlice<String>, target: String? = nil,
    names: NameIndex, table: CommandTable, fixed: FixedNameLists
  ) -> NameList {
    switch candidates {
    case .none: return .empty
    case .words(let words): return fixed.list(words)
    case .commands: return fixed.commands(of: table)
    case .names(let kinds): return names.list(kinds, target: target)
    case .computed(let compute):
      return list(
        compute(Array(before), table), before: before, target: target, names: names,
        table: table, fixed: fixed)
    }
  }
}

extension NameIndex {
  /// The names an argument taking `kinds` is offered: the library's in the forms that
  /// resolve among those kinds together, then the releases, queue entries and files.
  func list(_ kinds: [NameKind], target: String?) -> NameList {
    // Read from `kinds` in place: sets of four kinds made for every line cost more than the
    // lookup they serve.
    let takesLibrary = kinds.contains(where: \.isLibraryKind)
    var list = NameList.empty
    if let offered, takesLibrary {
      list = offered(Set(kinds.filter(\.isLibraryKind)))
    } else {
      for kind in kinds where kind.isLibraryKind {
        list = list.merged(with: plain(kind))
      }
    }
    for kind in kinds where !kind.isLibraryKind {
      list = list.merged(with: plain(kind))
    }
    if kinds.contains(.playlistTracks) {
      list = list.merged(with: playlistTracks?(target) ?? tracks)
    }
    if kinds.contains(.releases), takesLibrary {
      // A release whose title the library also knows is taken as the release only when
      // the kind word says so (`release Portishead`).
      list = list.merged(
        with: releases.count == 0
          ? Self.noReleases
          : NameList(releases.names.map { "release " + $0 }, leadingWords: ["release"]))
    }
    return list
  }

  /// The qualified releases when none is listed: made once rather than on every line.
  private static let noReleases = NameList([String](), leadingWords: ["release"])

  /// The names of one kind as they are.
  private func plain(_ kind: NameKind) -> NameList {
    switch kind {
    case .artists: artists
    case .albums: albums
    case .tracks: tracks
    case .playlists: playlists
    case .releases: releases
    case .queueEntries: queueEntries
    case .files: files
    case .playlistTracks: .empty
    }
  }
}

extension NameKind {
  /// Whether it is one of the library's own kinds: artists, albums, tracks, playlists.
  fileprivate var isLibraryKind: Bool {
    switch self {
    case .artists, .albums, .tracks, .playlists: true
    case .playlistTracks, .releases, .queueEntries, .files: false
    }
  }
}
