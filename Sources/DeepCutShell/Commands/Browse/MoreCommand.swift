/// `more`: the next page of the last paged list.
enum MoreCommand {
  static let command = Command(
    CommandSpec(
      name: "more", group: .browse,
      summary: "show the next page of the last paged list (ls recent)",
      examples: ["ls recent", "more"])
  ) { session, _ in try await RecentPaging.next(in: session) }
}
