extension CommandSpec {
  /// `more`: the next page of the last paged list.
  static let more = CommandSpec(
    name: "more", group: .browse,
    usage: ["more"],
    summary: "show the next page of the last paged list (ls recent)",
    examples: ["ls recent", "more"],
    run: { session, _ in try await session.showMore() })
}
