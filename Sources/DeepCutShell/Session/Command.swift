/// A command: its declaration and what runs it.
///
/// `run` gets the session (isolated, so it reads and changes state directly) and the typed
/// arguments, and returns what to show; the session renders it, once.
public struct Command: Sendable {
  public typealias Run = @Sendable (isolated Session, Arguments) async throws -> CommandOutput

  public var spec: CommandSpec
  public var run: Run

  public init(_ spec: CommandSpec, run: @escaping Run) {
    self.spec = spec
    self.run = run
  }
}
