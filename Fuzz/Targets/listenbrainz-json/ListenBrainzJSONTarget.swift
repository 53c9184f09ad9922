import Foundation

@testable import DeepCutKit

/// Fuzzes what deepcut does with ListenBrainz's answers: the decoder of
/// `POST /1/popularity/release-group`, the rate headers and the fixed window they drive, and
/// the shared window file's text; with the same bytes as MBIDs, the request body.
///
/// Promises checked, besides not crashing: counts are only ever given for MBIDs asked for, and
/// are never negative; the window never has fewer than 0 requests left, never lets a request go
/// with none left, and its end stays a finite number; the request body is JSON that decodes
/// back to the MBIDs sent.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListenBrainzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  checkCounts(bytes)
  checkWindow(String(decoding: bytes.prefix(256), as: UTF8.self))
  checkRequestBody(bytes)
  return 0
}

/// The MBIDs the decoder is told were asked for: a few fixed ones and any the input holds.
private let requested = [
  "13dd61c7-0000-4000-8000-000000000000", "22ad0000-0000-4000-8000-000000000000",
  "48140466-cff6-3222-bd55-63c27e43190d",
]

private func checkCounts(_ bytes: Data) {
  guard let counts = try? ListenBrainzJSON.counts(in: bytes, requested: requested) else { return }
  require(Set(counts.keys).isSubset(of: requested), "counts for an MBID not asked for")
  for value in counts.values {
    require((value.listens ?? 0) >= 0 && (value.listeners ?? 0) >= 0, "a negative count")
  }
}

private func checkWindow(_ text: String) {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var window = PopularityRateWindow(text: lines.first ?? "")
  require(window.remaining >= 0 && window.resetAt.isFinite, "a shared file read as \(window)")
  let response = HTTPResponse(
    status: 200,
    headers: [
      "X-RateLimit-Remaining": lines.count > 1 ? lines[1] : "",
      "X-RateLimit-Reset-In": lines.count > 2 ? lines[2] : "",
    ])
  let (remaining, resetIn) = PopularityRateWindow.headers(of: response)
  var now = 1_790_000_000.0
  for step in 0..<8 {
    switch window.admit(at: now) {
    case .go(let next):
      let over = now >= window.resetAt || window.resetAt - now > PopularityRateWindow.longestWait
      require(window.remaining > 0 || over, "a request went with none left")
      window = next
    case .wait(let until):
      require(until > now, "a wait into the past")
      require(until - now <= PopularityRateWindow.longestWait, "a wait of \(until - now) s")
      now = until
    }
    window =
      step % 3 == 2
      ? window.throttled(resetIn: resetIn, at: now)
      : window.heard(remaining: remaining, resetIn: resetIn, at: now)
    require(window.remaining >= 0 && window.resetAt.isFinite, "a window of \(window)")
    require(PopularityRateWindow(text: window.text) == window, "the file text does not round-trip")
    now += 0.25
  }
}

private func checkRequestBody(_ bytes: Data) {
  // Only MBIDs reach the body (the source checks them), so the fuzz input picks among valid ones.
  let mbids = bytes.prefix(16).map { requested[Int($0) % requested.count] }
  let body = ListenBrainzJSON.requestBody(mbids)
  let decoded = try? JSONDecoder().decode([String: [String]].self, from: body)
  require(decoded?["release_group_mbids"] == mbids, "the request body does not decode back")
}
