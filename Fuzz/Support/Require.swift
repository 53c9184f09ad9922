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
func isOneLine(_ message: String) -> Bool {
  !message.isEmpty && !message.contains { $0.isNewline }
}
