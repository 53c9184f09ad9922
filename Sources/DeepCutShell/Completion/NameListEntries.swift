extension NameList {
  /// A run's sorted entries: strings made already, or offered names composed from the pieces
  /// of one buffer, whose strings are made only for the entries a lookup reads.
  struct Entries: RandomAccessCollection {
    private enum Storage {
      case strings([Entry])
      case composed(OfferedNamesRun)
    }
    private let storage: Storage

    /// Entries sorted already (`NameList.sorted(_:)`).
    init(_ sorted: [Entry]) {
      storage = .strings(sorted)
    }

    /// The entries of an offered-names run, sorted as it is.
    init(_ run: OfferedNamesRun) {
      storage = .composed(run)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
      switch storage {
      case .strings(let entries): entries.count
      case .composed(let run): run.count
      }
    }

    subscript(position: Int) -> Entry {
      switch storage {
      case .strings(let entries): entries[position]
      case .composed(let run): run.entry(at: position)
      }
    }
  }
}
