/// One page of a paged collection, shaped like the Apple Music API's `data` + `next`.
public struct Page<Item: Sendable>: Sendable {
  public var items: [Item]
  /// The opaque cursor of the next page, or `nil` on the last page.
  ///
  /// Follow it; never rebuild it.
  public var next: String?

  public init(items: [Item], next: String?) {
    self.items = items
    self.next = next
  }
}

extension Page: Equatable where Item: Equatable {}
