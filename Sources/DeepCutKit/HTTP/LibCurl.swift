import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// libcurl's easy interface, loaded with `dlopen` the first time a request is made.
///
/// Not linked: linking libcurl (directly, or through FoundationNetworking) loads it and its ~30
/// dependencies (TLS, HTTP/2, GSSAPI, LDAP) into every process at start, which more than
/// tripled deepcut's start-up for sessions that never touch the network. Loaded here, only a
/// session that asks MusicBrainz pays, once. `curl_easy_setopt` and `curl_easy_getinfo` are
/// variadic; they are called through non-variadic pointers taking one integer or pointer
/// argument, which the x86-64 and AArch64 Linux calling conventions pass identically.
final class LibCurl: @unchecked Sendable {
  typealias Handle = OpaquePointer
  typealias SetLong = @convention(c) (Handle?, Int32, Int) -> Int32
  typealias SetPointer = @convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32
  typealias DataCallback =
    @convention(c) (
      UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?
    ) -> Int
  typealias ProgressCallback =
    @convention(c) (
      UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64
    ) -> Int32

  let easyInit: @convention(c) () -> Handle?
  let easyReset: @convention(c) (Handle?) -> Void
  let easyCleanup: @convention(c) (Handle?) -> Void
  let easyPerform: @convention(c) (Handle?) -> Int32
  let setLong: SetLong
  let setPointer: SetPointer
  let getInfoPointer: SetPointer
  let strerror: @convention(c) (Int32) -> UnsafePointer<CChar>?
  let slistAppend:
    @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?
  let slistFreeAll: @convention(c) (UnsafeMutableRawPointer?) -> Void

  /// Options and info codes used (curl.h).
  enum Option {
    static let writeData: Int32 = 10_001
    static let url: Int32 = 10_002
    static let headerData: Int32 = 10_029
    static let httpHeader: Int32 = 10_023
    static let xferInfoData: Int32 = 10_057
    static let writeFunction: Int32 = 20_011
    static let headerFunction: Int32 = 20_079
    static let xferInfoFunction: Int32 = 20_219
    static let noProgress: Int32 = 43
    static let noSignal: Int32 = 99
    static let timeoutMilliseconds: Int32 = 155
    static let connectTimeoutMilliseconds: Int32 = 156
    static let responseCode: Int32 = 0x20_0002
  }

  /// Result codes that mean something here (curl.h).
  enum Code {
    static let ok: Int32 = 0
    static let couldNotResolveHost: Int32 = 6
    static let couldNotConnect: Int32 = 7
    static let partialFile: Int32 = 18
    static let outOfMemory: Int32 = 27
    static let timedOut: Int32 = 28
    static let abortedByCallback: Int32 = 42
    static let gotNothing: Int32 = 52
    static let sendError: Int32 = 55
    static let receiveError: Int32 = 56
  }

  /// The library, loaded on first use; `nil` when no libcurl is installed.
  static let shared: LibCurl? = load()

  private init?(_ library: UnsafeMutableRawPointer) {
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
    guard let globalInit = symbol("curl_global_init", as: (@convention(c) (Int) -> Int32).self),
      let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> Handle?).self),
      let easyReset = symbol("curl_easy_reset", as: (@convention(c) (Handle?) -> Void).self),
      let easyCleanup = symbol("curl_easy_cleanup", as: (@convention(c) (Handle?) -> Void).self),
      let easyPerform = symbol("curl_easy_perform", as: (@convention(c) (Handle?) -> Int32).self),
      let setLong = symbol("curl_easy_setopt", as: SetLong.self),
      let setPointer = symbol("curl_easy_setopt", as: SetPointer.self),
      let getInfoPointer = symbol("curl_easy_getinfo", as: SetPointer.self),
      let strerror = symbol(
        "curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self),
      let slistAppend = symbol(
        "curl_slist_append",
        as: (@convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?)
          -> UnsafeMutableRawPointer?).self),
      let slistFreeAll = symbol(
        "curl_slist_free_all", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self)
    else { return nil }
    // CURL_GLOBAL_DEFAULT; done once, before any handle, as libcurl requires.
    guard globalInit(3) == Code.ok else { return nil }
    self.easyInit = easyInit
    self.easyReset = easyReset
    self.easyCleanup = easyCleanup
    self.easyPerform = easyPerform
    self.setLong = setLong
    self.setPointer = setPointer
    self.getInfoPointer = getInfoPointer
    self.strerror = strerror
    self.slistAppend = slistAppend
    self.slistFreeAll = slistFreeAll
  }

  private static func load() -> LibCurl? {
    for name in ["libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"] {
      if let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return LibCurl(library) }
    }
    return nil
  }

  /// The text of a result code.
  func describe(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "curl error \(code)"
  }
}
