extension Array where Element == String {
  /// The strings with `separator` between them, as the standard library's `joined(separator:)`.
  ///
  /// This overload is chosen for every `[String]` (an `Array` method is more specific than
  /// the standard library's `BidirectionalCollection` one). That one is not inlinable, so it
  /// runs unspecialized, and the first call of a process resolves `[String]`'s associated
  /// types at run time by mangled name: a quarter of a million instructions, paid by every
  /// start (a command's output is joined into lines).
  public func joined(separator: String) -> String {
    guard var result = first else { return "" }
    var capacity = result.utf8.count + separator.utf8.count * (count - 1)
    for element in dropFirst() { capacity += element.utf8.count }
    result.reserveCapacity(capacity)
    for element in dropFirst() {
      result += separator
      result += element
    }
    return result
  }
}
