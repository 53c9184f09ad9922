import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An exclusive lock between deepcut sessions sharing a state directory (`flock` on a lock
/// file), so read-merge-write sequences on shared files never interleave.
///
/// Waiting polls without blocking a thread (the cooperative pool must not block), and gives up
/// after a few seconds with an error naming the file rather than hanging. A lock file is
/// opened as state files are (`StateFileReader`): a symbolic link, FIFO or directory in its
/// place is set aside, never followed or created through. Without a state directory there is
/// no one to share with: the lock is taken at once.
public struct StateLock: Sendable {
  private let descriptor: Int32

  /// Takes the lock named `name` in `state`, waiting for another session to release it.
  public static func acquire(
    _ name: String, in state: StateDirectory, timeout: Duration = .seconds(5)
  ) async throws -> StateLock {
    guard state.isAvailable else { return StateLock(descriptor: -1) }
    let path = state.filePath(name)
    let fd = try open(path, name: name, in: state)
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

  /// Takes the lock only if no one holds it now (`nil` otherwise): for a repair that may
  /// simply be left for later.
  public static func acquireNow(_ name: String, in state: StateDirectory) -> StateLock? {
    guard state.isAvailable else { return StateLock(descriptor: -1) }
    guard let fd = try? open(state.filePath(name), name: name, in: state) else { return nil }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      close(fd)
      return nil
    }
    return StateLock(descriptor: fd)
  }

  /// Opens (or makes) the lock file; what is not a regular file is set aside first.
  private static func open(_ path: String, name: String, in state: StateDirectory)
    throws(StoreError) -> Int32
  {
    for _ in 0..<2 {
      switch StateFileReader.open(path, limit: Int.max, writable: true, create: true) {
      case .file(let descriptor, _): return descriptor
      case .refused(let refusal): state.setAside(name, reason: refusal.description)
      case .failed(let code): throw .io("cannot open the lock \(path)", code)
      case .missing: throw .io("cannot open the lock \(path)", ENOENT)
      }
    }
    throw .io("cannot open the lock \(path)", ELOOP)
  }

  /// Lets other sessions in.
  public func release() {
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
