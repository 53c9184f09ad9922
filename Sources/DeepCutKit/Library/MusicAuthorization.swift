import Synchronization

/// MusicKit's `MusicAuthorization`, emulated: whether the user let the app use Apple Music.
///
/// The status starts `notDetermined`. The first library or catalog call makes the request the
/// app makes at first use (`MusicAuthorization.request()`); the emulated user answers with
/// `answer` (`authorized` unless told otherwise). From then on the status is what the user
/// chose, and `set(_:)` changes it as the Settings app would (`auth allow|deny|restrict`);
/// `reset(answering:)` forgets the choice, so the next call asks again.
///
/// Every call of the in-memory library and of the catalogs asks `check()` first (through the
/// `FailureInjector`), so a denied or restricted status fails each of them with one clear
/// `ServiceError.notAuthorized`, before anything is read or written.
public final class MusicAuthorization: Sendable {
  /// `MusicAuthorization.Status`, case for case.
  public enum Status: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case notDetermined
    case denied
    case restricted
    case authorized

    public var description: String { rawValue }
  }

  private let state: Mutex<(status: Status, answer: Status)>

  /// Starts at `status`; a request while `notDetermined` is answered with `answer`.
  public init(status: Status = .notDetermined, answer: Status = .authorized) {
    state = Mutex((status, answer == .notDetermined ? .authorized : answer))
  }

  /// The current status (`MusicAuthorization.currentStatus`).
  public var status: Status { state.withLock { $0.status } }

  /// Sets the status, as the user would in Settings.
  public func set(_ status: Status) {
    state.withLock { $0.status = status }
  }

  /// Back to `notDetermined`; the next request is answered with `answer`.
  public func reset(answering answer: Status = .authorized) {
    state.withLock { $0 = (.notDetermined, answer == .notDetermined ? .authorized : answer) }
  }

  /// `MusicAuthorization.request()`: asks the user when the status is not determined, and
  /// returns the status.
  @discardableResult
  public func request() -> Status {
    state.withLock { state in
      if state.status == .notDetermined { state.status = state.answer }
      return state.status
    }
  }

  /// Requests if needed, then throws unless the app is authorized.
  public func check() throws(ServiceError) {
    let status = request()
    guard status == .authorized else { throw .notAuthorized(status) }
  }
}
