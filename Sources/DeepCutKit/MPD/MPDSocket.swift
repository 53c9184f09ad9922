#if canImport(Glibc)
  import Glibc
#endif

/// The socket syscalls of the MPD client, and nothing else: connect (a Unix socket path, an
/// abstract socket, or TCP), send, receive with a timeout, and a check for a peer that hung up.
///
/// Every call returns a value or a `SocketFailure` carrying `errno`; none crashes on a bad
/// address or a closed peer. Sends use `MSG_NOSIGNAL`, so a write to an MPD that is gone is
/// `EPIPE`, never a SIGPIPE that kills the process. One thread uses a socket at a time (its
/// owner's lock, or the idle listener's own thread).
final class MPDSocket: @unchecked Sendable {
  private(set) var fd: Int32

  private init(fd: Int32) { self.fd = fd }

  deinit { close() }

  /// Closes the socket (again is harmless).
  func close() {
    if fd >= 0 { _ = Glibc.close(fd) }
    fd = -1
  }

  /// Connects to a Unix socket at `path` (a leading `@` names an abstract socket).
  ///
  /// A local connect does not wait: it succeeds, or fails at once (refused, no such file).
  static func connectUnix(path: String) throws(SocketFailure) -> MPDSocket {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    var bytes = Array(path.utf8)
    // An abstract socket's name starts with a NUL byte instead of the '@' users write.
    let abstract = bytes.first == UInt8(ascii: "@")
    if abstract { bytes[0] = 0 }
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    // A path needs room for its terminating NUL; an abstract name is counted exactly.
    guard bytes.count < capacity || (abstract && bytes.count <= capacity) else {
      throw SocketFailure(code: ENAMETOOLONG, step: .connect)
    }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: bytes)
    }
    let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \sockaddr_un.sun_path) ?? 2
    let length = abstract ? pathOffset + bytes.count : MemoryLayout<sockaddr_un>.size
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw SocketFailure(code: errno, step: .connect) }
    let socket = MPDSocket(fd: fd)
    let result = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
        Glibc.connect(fd, raw, socklen_t(length))
      }
    }
    guard result == 0 else { throw SocketFailure(code: errno, step: .connect) }
    return socket
  }

  /// Connects to `host`:`port` over TCP, trying each address the name resolves to, each within
  /// the timeout (a non-blocking connect, then `poll`).
  static func connectTCP(host: String, port: Int, timeoutMilliseconds: Int32)
    throws(SocketFailure) -> MPDSocket
  {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &list)
    guard status == 0, let first = list else {
      throw SocketFailure(code: 0, step: .resolve, resolveStatus: status)
    }
    defer { freeaddrinfo(first) }
    var failure = SocketFailure(code: ECONNREFUSED, step: .connect)
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let info = entry {
      entry = info.pointee.ai_next
      let fd = socket(
        info.pointee.ai_family, info.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue),
        info.pointee.ai_protocol)
      guard fd >= 0 else { continue }
      let socket = MPDSocket(fd: fd)
      let flags = fcntl(fd, F_GETFL)
      _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
      var code: Int32 = 0
      if Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) != 0 {
        code = errno
        if code == EINPROGRESS {
          code = socket.waitForConnect(timeoutMilliseconds: timeoutMilliseconds)
        }
      }
      guard code == 0 else {
        failure = SocketFailure(code: code, step: .connect)
        continue
      }
      _ = fcntl(fd, F_SETFL, flags)
      // Commands are small and answered at once: no waiting to fill a segment.
      var one: Int32 = 1
      _ = setsockopt(
        fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
      return socket
    }
    throw failure
  }

  /// The outcome of a connect in progress: 0, or its errno (`ETIMEDOUT` when time ran out).
  private func waitForConnect(timeoutMilliseconds: Int32) -> Int32 {
    var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
    let ready = poll(&entry, 1, timeoutMilliseconds)
    if ready == 0 { return ETIMEDOUT }
    if ready < 0 { return errno }
    var code: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &code, &length) == 0 else { return errno }
    return code
  }

  /// Sends all of `bytes`.
  func send(_ bytes: [UInt8]) throws(SocketFailure) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes { buffer in
        Glibc.send(fd, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
      }
      if sent < 0 {
        if errno == EINTR { continue }
        throw SocketFailure(code: errno, step: .send)
      }
      offset += sent
    }
  }

  /// What one `receive` got.
  enum Received: Equatable {
    /// This many bytes were appended.
    case bytes(Int)
    /// The peer closed the connection (EOF).
    case closed
    /// Nothing arrived within the timeout.
    case timedOut
  }

  /// Appends what arrives to `buffer`, waiting at most `timeoutMilliseconds` (-1: forever).
  func receive(into buffer: inout [UInt8], timeoutMilliseconds: Int32) throws(SocketFailure)
    -> Received
  {
    if timeoutMilliseconds >= 0 {
      var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      var ready: Int32
      repeat { ready = poll(&entry, 1, timeoutMilliseconds) } while ready < 0 && errno == EINTR
      if ready < 0 { throw SocketFailure(code: errno, step: .receive) }
      if ready == 0 { return .timedOut }
    }
    var chunk = [UInt8](repeating: 0, count: 16384)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.recv(fd, $0.baseAddress!, $0.count, 0) }
      if count < 0 {
        if errno == EINTR { continue }
        // A reset peer (MPD killed) is a hang-up like an orderly close.
        if errno == ECONNRESET { return .closed }
        throw SocketFailure(code: errno, step: .receive)
      }
      if count == 0 { return .closed }
      buffer.append(contentsOf: chunk[0..<count])
      return .bytes(count)
    }
  }

  /// Whether the peer has closed the connection while nobody was reading (MPD closes a command
  /// connection after 60 s without a command): a pending EOF or reset, seen without waiting.
  func peerHasClosed() -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, 0) > 0 else { return false }
    if entry.revents & Int16(POLLHUP | POLLERR) != 0 { return true }
    var byte: UInt8 = 0
    let count = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
    return count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR)
  }

  /// Waits until `fd` or `wakeFD` is readable (no timeout when `timeoutMilliseconds` is -1),
  /// and says which: the idle listener's one blocking wait.
  static func waitReadable(fd: Int32, wakeFD: Int32, timeoutMilliseconds: Int32) -> Readable {
    // A listener between connections waits on the wake pipe alone (fd -1 is ignored by poll).
    var entries = [
      pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
      pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&entries, 2, timeoutMilliseconds)
    if ready == 0 { return .timedOut }
    if ready < 0 { return .interrupted }
    if entries[0].revents != 0 { return .woken }
    return .socket
  }

  /// Which of the idle listener's descriptors is ready.
  enum Readable { case socket, woken, timedOut, interrupted }
}

/// A pipe whose write end wakes a thread blocked in `MPDSocket.waitReadable`.
final class WakePipe: Sendable {
  let readFD: Int32
  let writeFD: Int32

  init() {
    var fds: [Int32] = [-1, -1]
    // pipe2 is not visible from Swift's Glibc module: pipe, then the flags.
    if pipe(&fds) == 0 {
      for fd in fds {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      }
    } else {
      fds = [-1, -1]
    }
    readFD = fds[0]
    writeFD = fds[1]
  }

  deinit {
    if readFD >= 0 { close(readFD) }
    if writeFD >= 0 { close(writeFD) }
  }

  /// Wakes the waiting thread (a full pipe already will).
  func wake() {
    var byte: UInt8 = 1
    _ = write(writeFD, &byte, 1)
  }

  /// Empties the pipe, so the next wait blocks again.
  func drain() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(readFD, &bytes, bytes.count) > 0 {}
  }
}

/// A socket call that failed: which step, and its `errno` (or `getaddrinfo`'s status).
struct SocketFailure: Error, Equatable {
  enum Step: Equatable { case resolve, connect, send, receive }
  var code: Int32
  var step: Step
  var resolveStatus: Int32 = 0

  /// The system's words for it, lower-case: "connection refused".
  var reason: String {
    if step == .resolve {
      return String(cString: gai_strerror(resolveStatus)).lowercased()
    }
    if code == ENAMETOOLONG { return "socket path longer than 107 bytes" }
    return String(cString: strerror(code)).lowercased()
  }
}
