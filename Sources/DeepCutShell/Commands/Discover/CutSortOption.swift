import DeepCutKit

/// `--sort year|popular|deep`, shared by `cuts` and `discover`.
enum CutSortOption {
  static let sort = Option<CutSort>.value(
    "--sort", "ORDER",
    summary: "year (newest first, default), popular (most listeners first) or deep (fewest first)",
    default: .year, values: { CutSort.allCases.map(\.rawValue) }
  ) { text throws(CommandError) in
    guard let sort = CutSort(rawValue: text.lowercased()) else {
      throw CommandError("--sort is year, popular or deep, not '\(text)'")
    }
    return sort
  }
}
