/// Decides whether a start succeeds beyond the track's own playability: the seam for injected
/// play failures.
///
/// The player stays a pure value: it asks this check exactly once per attempt to start a
/// track, in order, and nothing else reaches outside. Tests pass a pure check; the shell passes
/// `injected(by:)` so that `fail play once` breaks the next start, like every other service call.
public struct StartCheck: Sendable {
  private let body: @Sendable (LibraryTrack) -> String?

  /// `body` answers why `track` cannot start now, or `nil` when it can.
  public init(_ body: @escaping @Sendable (LibraryTrack) -> String?) {
    self.body = body
  }

  /// Why `track` cannot start now, or `nil` when it can.
  public func failure(starting track: LibraryTrack) -> String? { body(track) }

  /// Lets every playable track start.
  public static let allowAll = StartCheck { _ in nil }

  /// Fails a start when `injector` has a rule armed for `ServiceMethod.play`.
  public static func injected(by injector: FailureInjector) -> StartCheck {
    StartCheck { _ in injector.fire(.play).map { $0.error(for: .play).description } }
  }
}
