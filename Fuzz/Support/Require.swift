/// Stops the fuzzer with `message` when an invariant does not hold.
///
/// A trap is what libFuzzer records as a crash, so a broken promise (an error message of two
/// lines, a cache that does not round-trip) is kept as an artifact just like a real crash.
func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #file, line: UInt = #line
) {
  guard !condition() else { return }
  fatalError("invariant broken: \(message())", file: file, line: line)
}

/// Whether `message` reads as the one-line error deepcut promises: not empty, no line breaks.
///
/// In ASCII the line breaks are `\n`, vertical tab, form feed and `\r`; only other text is
/// read by `Character`.
func isOneLine(_ message: String) -> Bool {
  guard !message.isEmpty else { return false }
  let ascii = message.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    return !bytes.contains { (0x0A...0x0D).contains($0) }
  }
  if let ascii, let ascii { return ascii }
  return !message.contains { $0.isNewline }
}
