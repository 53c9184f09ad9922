import Foundation
import Synchronization

/// Sends requests with libcurl, loaded on first use (`LibCurl`), one blocking transfer per
/// request on a thread of its own, handles kept for reuse so connections stay open.
///
/// Why libcurl and not FoundationNetworking's URLSession (which is libcurl underneath):
/// - **Start-up.** Linking FoundationNetworking loads libcurl and its dependencies into every
///   process, +20 ms on a 8 ms start; `dlopen` on first use costs only sessions that ask.
/// - **Swift 6.3.1's traps disappear.** A 401 with `WWW-Authenticate: Basic` hangs URLSession
///   and ignores its timeout (#5456); cancelling a task from a Task cancellation handler can
///   deadlock (#5412). Here `CURLOPT_TIMEOUT_MS` bounds every attempt, and cancellation sets a
///   flag the progress callback turns into an abort, while the caller is resumed at once.
/// - **The static build** needs no `-lcurl` at link time (Scripts/deepcut).
/// It needs the libcurl runtime (`libcurl4`, on every Debian machine), not its headers.
public final class CurlTransport: HTTPTransport {
  /// Idle easy handles; each keeps its connections alive for the next request.
  private let idle = Mutex<[IdleHandle]>([])

  /// An easy handle between transfers (used by one thread at a time).
  private struct IdleHandle: @unchecked Sendable {
    var handle: LibCurl.Handle
  }

  public init() {}

  public func perform(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
    let host = request.url.host ?? request.url.absoluteString
    guard !Task.isCancelled else { throw .cancelled }
    guard let curl = LibCurl.shared else {
      throw .connection(host: host, reason: "libcurl is not installed (apt-get install libcurl4)")
    }
    let transfer = Transfer(bodyLimit: request.bodyLimit)
    let outcome = Outcome()
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Result, Never>) in
        outcome.install(continuation)
        let thread = Thread { [self] in
          outcome.finish(run(request, host: host, curl: curl, transfer: transfer))
        }
        thread.name = "deepcut-http"
        thread.start()
      }
    } onCancel: {
      transfer.cancel()
      outcome.finish(.failure(.cancelled))
    }
    return try result.get()
  }

  private typealias Result = Swift.Result<HTTPResponse, HTTPError>

  /// One blocking transfer (on its own thread).
  private func run(_ request: HTTPRequest, host: String, curl: LibCurl, transfer: Transfer)
    -> Result
  {
    guard let handle = idle.withLock({ $0.popLast()?.handle }) ?? curl.easyInit() else {
      return .failure(.connection(host: host, reason: "libcurl could not start a transfer"))
    }
    curl.easyReset(handle)
    var headers: UnsafeMutableRawPointer? = nil
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
      headers = curl.slistAppend(headers, "\(name): \(value)")
    }
    defer { curl.slistFreeAll(headers) }
    let code = request.url.absoluteString.withCString { url -> Int32 in
      let context = Unmanaged.passUnretained(transfer).toOpaque()
      let milliseconds = max(Int(request.timeout.seconds * 1000), 1)
      _ = curl.setPointer(handle, LibCurl.Option.url, url)
      _ = curl.setPointer(handle, LibCurl.Option.httpHeader, headers)
      curl.setMethodAndBody(handle, request)
      _ = curl.setLong(handle, LibCurl.Option.noSignal, 1)
      _ = curl.setLong(handle, LibCurl.Option.timeoutMilliseconds, milliseconds)
      _ = curl.setLong(handle, LibCurl.Option.connectTimeoutMilliseconds, min(milliseconds, 10_000))
      _ = curl.setPointer(
        handle, LibCurl.Option.writeFunction,
        unsafeBitCast(Transfer.onBody, to: UnsafeRawPointer.self))
      _ = curl.setPointer(handle, LibCurl.Option.writeData, context)
      _ = curl.setPointer(
        handle, LibCurl.Option.headerFunction,
        unsafeBitCast(Transfer.onHeader, to: UnsafeRawPointer.self))
      _ = curl.setPointer(handle, LibCurl.Option.headerData, context)
      _ = curl.setLong(handle, LibCurl.Option.noProgress, 0)
      _ = curl.setPointer(
        handle, LibCurl.Option.xferInfoFunction,
        unsafeBitCast(Transfer.onProgress, to: UnsafeRawPointer.self))
      _ = curl.setPointer(handle, LibCurl.Option.xferInfoData, context)
      return curl.easyPerform(handle)
    }
    var status = 0
    _ = curl.getInfoPointer(handle, LibCurl.Option.responseCode, &status)
    let done = IdleHandle(handle: handle)
    idle.withLock { $0.append(done) }
    if let what = transfer.overflow {
      let limit = what == "headers" ? HTTPRequest.headerLimit : request.bodyLimit
      return .failure(.tooLarge(host: host, what: what, limit: limit))
    }
    switch code {
    case LibCurl.Code.ok:
      return .success(transfer.response(status: status))
    case LibCurl.Code.outOfMemory:
      // What libcurl says of a header line over its own 100 KB limit.
      return .failure(.tooLarge(host: host, what: "headers", limit: HTTPRequest.headerLimit))
    case LibCurl.Code.timedOut: return .failure(.timedOut(host: host))
    case LibCurl.Code.abortedByCallback: return .failure(.cancelled)
    case LibCurl.Code.couldNotConnect: return .failure(.refused(host: host))
    case LibCurl.Code.couldNotResolveHost: return .failure(.unknownHost(host: host))
    case LibCurl.Code.partialFile, LibCurl.Code.receiveError, LibCurl.Code.sendError:
      return .failure(.connection(host: host, reason: "the connection was lost"))
    case LibCurl.Code.gotNothing:
      return .failure(
        .connection(host: host, reason: "the server closed the connection unanswered"))
    default:
      return .failure(.connection(host: host, reason: ErrorBodyText.oneLine(curl.describe(code))))
    }
  }

  /// What one transfer has received so far, and whether it was cancelled; libcurl's callbacks
  /// reach it through their user-data pointer.
  ///
  /// The answer is bounded as it arrives: a callback that returns less than it was given
  /// stops the transfer, so an endless or huge body costs at most `bodyLimit` bytes.
  private final class Transfer: @unchecked Sendable {
    private var body = Data()
    private var headers: [String: String] = [:]
    private var headerBytes = 0
    private let bodyLimit: Int
    private let cancelled = Atomic<Bool>(false)
    /// What was too large ("body" or "headers"), once a callback stopped the transfer.
    private(set) var overflow: String?

    init(bodyLimit: Int) {
      self.bodyLimit = bodyLimit
    }

    func cancel() { cancelled.store(true, ordering: .relaxed) }

    func response(status: Int) -> HTTPResponse {
      HTTPResponse(status: status, headers: headers, body: body)
    }

    static let onBody: LibCurl.DataCallback = { bytes, size, count, context in
      let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
      guard let bytes else { return 0 }
      guard transfer.body.count + size * count <= transfer.bodyLimit else {
        transfer.overflow = "body"
        return 0
      }
      transfer.body.append(
        UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: size * count)
      return size * count
    }

    static let onHeader: LibCurl.DataCallback = { bytes, size, count, context in
      let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
      guard let bytes else { return 0 }
      transfer.headerBytes += size * count
      guard transfer.headerBytes <= HTTPRequest.headerLimit else {
        transfer.overflow = "headers"
        return 0
      }
      let line = String(
        decoding: UnsafeRawBufferPointer(start: bytes, count: size * count), as: UTF8.self)
      if line.hasPrefix("HTTP/") {
        transfer.headers = [:]  // a new response (after a 100 Continue or a redirect)
        transfer.headerBytes = size * count
      } else if let colon = line.firstIndex(of: ":") {
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(
          in: .whitespacesAndNewlines)
        transfer.headers[name] = value
        // A body announced larger than the limit is refused before any of it arrives.
        if name == "content-length", let length = Int(value), length > transfer.bodyLimit {
          transfer.overflow = "body"
          return 0
        }
      }
      return size * count
    }

    static let onProgress: LibCurl.ProgressCallback = { context, _, _, _, _ in
      let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
      return transfer.cancelled.load(ordering: .relaxed) ? 1 : 0
    }
  }

  /// The single result of one attempt: the transfer or the cancellation, whichever comes
  /// first, resumes the caller; the other is dropped.
  private final class Outcome: Sendable {
    private struct State {
      var continuation: CheckedContinuation<Result, Never>?
      var early: Result?
    }
    private let state = Mutex(State())

    func install(_ continuation: CheckedContinuation<Result, Never>) {
      let early: Result? = state.withLock {
        if let early = $0.early { return early }
        $0.continuation = continuation
        return nil
      }
      if let early { continuation.resume(returning: early) }
    }

    func finish(_ result: Result) {
      let continuation: CheckedContinuation<Result, Never>? = state.withLock {
        if let continuation = $0.continuation {
          $0.continuation = nil
          $0.early = result
          return continuation
        }
        if $0.early == nil { $0.early = result }
        return nil
      }
      continuation?.resume(returning: result)
    }
  }
}
