import Foundation

/// What the curl transport needs to send something other than a GET: Apple Music's library
/// writes are POSTs, with a JSON body or none.
extension LibCurl.Option {
  static let postFieldSize: Int32 = 60
  static let copyPostFields: Int32 = 10_165
  static let customRequest: Int32 = 10_036
}

extension LibCurl {
  /// Sets `request`'s method, and its body for a POST (copied by libcurl, so it may go away).
  func setMethodAndBody(_ handle: Handle, _ request: HTTPRequest) {
    if request.method == "POST" {
      // One byte more than the body, so an empty body still has an address to give.
      let bytes = [UInt8](request.body ?? Data()) + [0]
      _ = setLong(handle, Option.postFieldSize, bytes.count - 1)
      _ = bytes.withUnsafeBytes { setPointer(handle, Option.copyPostFields, $0.baseAddress) }
    } else if request.method != "GET" {
      _ = request.method.withCString { setPointer(handle, Option.customRequest, $0) }
    }
  }
}
