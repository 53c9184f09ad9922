extension Session {
  /// How to ask before a write that cannot be undone: the prompt's question for a line typed
  /// there, `nil` (do not ask) for a script's line, the start-up file's and `source`'s
  /// included, as psql asks nothing of a script.
  var confirmation: (@Sendable (String) async -> Bool)? {
    scripts.stack.isEmpty ? environment.confirm : nil
  }
}
