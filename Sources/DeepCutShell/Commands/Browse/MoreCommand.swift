/// `more`: the next page of the last paged list.
enum MoreCommand {
  static let command = Command(
    CommandSpec(
      name: "more", group: .browse,
      summary: "show the next page of the last paged list (ls recent, --limit N)",
      examples: ["ls recent", "ls tracks --limit 20", "discover --limit 5", "more"])
  ) { session, _ in
    if let page = LimitedListing.next(in: session) { return page }
    return try await RecentPaging.next(in: session)
  }
}
