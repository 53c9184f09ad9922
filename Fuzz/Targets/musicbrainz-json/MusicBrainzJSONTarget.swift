import Foundation

@testable import DeepCutKit

/// Fuzzes what deepcut does with MusicBrainz's answers: the JSON decoders (search, lookup,
/// browse), the choice of a link among the results, the releases made from a browse, and the
/// one-line text of error bodies; and, with the same bytes as a name, the query escaping.
///
/// Promises checked, besides not crashing: a chosen link has the name (or an alias) and a
/// high score; releases are unique and in date order; an error body is one short line; an
/// escaped name unescapes to itself and builds a URL.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMusicBrainzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  checkSearch(bytes)
  checkBrowse(bytes)
  _ = try? JSONDecoder().decode(MusicBrainzJSON.ArtistLookup.self, from: bytes)
  checkErrorBody(bytes)
  checkEscaping(String(decoding: bytes.prefix(512), as: UTF8.self))
  return 0
}

private func checkSearch(_ bytes: Data) {
  guard let search = try? JSONDecoder().decode(MusicBrainzJSON.ArtistSearch.self, from: bytes)
  else { return }
  for name in search.artists.prefix(4).map(\.name) + ["", "Offset"] {
    switch ArtistMatcher.match(name, among: search.artists) {
    case .matched(let candidate):
      // The results the candidate was made from (a fuzzed answer may repeat an id with
      // another name, so the id alone does not say which).
      let artists = search.artists.filter { ArtistMatcher.Candidate($0) == candidate }
      require(!artists.isEmpty, "a link to an artist not in the results")
      require(candidate.score >= ArtistMatcher.minimumScore, "a link with score \(candidate.score)")
      let key = ArtistMatcher.fold(name)
      let named = artists.contains { artist in
        ArtistMatcher.fold(artist.name) == key
          || artist.aliases.contains { ArtistMatcher.fold($0.name) == key }
      }
      require(named, "a link to '\(candidate.name)' for '\(name)'")
    case .ambiguous(let candidates):
      require(candidates.count > 1, "ambiguous with \(candidates.count) candidates")
      require(Set(candidates.map(\.score)).count == 1, "ambiguous candidates of different scores")
    case .none(let candidates):
      require(candidates.count <= 3, "\(candidates.count) candidates listed")
    }
  }
}

private func checkBrowse(_ bytes: Data) {
  guard let page = try? JSONDecoder().decode(MusicBrainzJSON.ReleaseGroupBrowse.self, from: bytes)
  else { return }
  let releases = MusicBrainzReleases.releases(
    from: page.releaseGroups, artistID: CatalogArtistID(unchecked: "x"), artistName: "X")
  require(Set(releases.map(\.id)).count == releases.count, "duplicate releases")
  require(releases.count <= page.releaseGroups.count, "more releases than groups")
  let dated = releases.map(\.releaseDate).filter { !$0.isEmpty }
  require(dated == dated.sorted(), "releases out of date order")
}

private func checkErrorBody(_ bytes: Data) {
  let message = ErrorBodyText.message(in: bytes)
  require(!message.contains { $0.isNewline }, "an error body of several lines")
  require(
    message.count <= ErrorBodyText.excerptLimit, "an error body of \(message.count) characters")
  let error = HTTPError.from(
    HTTPResponse(status: 503, headers: ["Retry-After": message], body: bytes), host: "h")
  require(isOneLine(error.description), "an HTTP error of several lines")
  require(
    isOneLine(MusicBrainzError.failed(error).description), "a MusicBrainz error of several lines")
}

private func checkEscaping(_ name: String) {
  let escaped = MusicBrainzQuery.escape(name)
  var unescaped = ""
  var pendingBackslash = false
  for character in escaped {
    if character == "\\" && !pendingBackslash {
      pendingBackslash = true
      continue
    }
    pendingBackslash = false
    unescaped.append(character)
  }
  require(unescaped == name, "escaping does not round-trip: \(name.debugDescription)")
  let query = MusicBrainzQuery(baseURL: URL(string: "http://127.0.0.1:1")!)
  let url = query.artistSearch(name)
  let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
  let sent = components?.queryItems?.first { $0.name == "query" }?.value
  require(sent == MusicBrainzQuery.exactNameQuery(name), "the query does not survive the URL")
}
