import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An exclusive lock between deepcut sessions sharing a state directory (`flock` on a lock
/// file), so read-merge-write sequences on shared files never interleave.
///
/// Waiting polls without blocking a thread (the cooperative pool must not block), and gives up
/// after a few seconds with an error naming the file rather than hanging.
public struct StateLock: Sendable {
  private let descriptor: Int32

  /// Takes the lock named `name` in `state`, waiting for another session to release it.
  public static func acquire(
    _ name: String, in state: StateDirectory, timeout: Duration = .seconds(5)
  ) async throws -> StateLock {
    let path = state.filePath(name)
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw StoreError.io("cannot open the lock \(path)", errno) }
    let deadline = ContinuousClock.now + timeout
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
        close(fd)
        throw StoreError.io("another deepcut session holds \(path)", EWOULDBLOCK)
      }
      try await Task.sleep(for: .milliseconds(2))
    }
    return StateLock(descriptor: fd)
  }

  /// Lets other sessions in.
  public func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
