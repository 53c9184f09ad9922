import DeepCutKit

/// `link ARTIST [MBID]` and `unlink ARTIST`: an artist's MusicBrainz link, looked up, pinned
/// by hand, or forgotten.
enum LinkCommands {
  static let artistAndID = Argument<[String]>.words("artist", .names([.artists]))
  static let artist = Argument<String>.text(
    "artist", .names([.artists]), missing: "unlink which artist? (unlink <artist>)")

  static let link = Command(
    CommandSpec(
      name: "link", group: .discover,
      summary: "an artist's MusicBrainz link: look it up, or pin it to an MBID by hand",
      details: """
        With an MBID (36 characters, from the artist's musicbrainz.org page), the artist is
        pinned to it: a pin is never replaced by a search or by tags, and never expires.
        Without one, the link is shown with where it came from: an artist whose tags
        (MUSICBRAINZ_ARTISTID) name one artist is linked by that id with no search; any other
        is looked up (an exact-name search) unless the cache has a fresh link. An artist with
        two equally good candidates stays unmatched with both listed: pin the right one.
        """,
      examples: [
        "link Nirvana 5b11f4ce-a62d-471e-81fc-a69a8278c7da", "link \"Hall & Oates\"",
      ],
      signature: Signature([artistAndID.spec]), usage: ["link <artist> [mbid]"])
  ) { session, arguments in
    var words = arguments[Self.artistAndID]
    guard !words.isEmpty else {
      throw CommandError("link which artist? (link <artist> [mbid])")
    }
    let mbid = words.count > 1 && words.last!.count == 36 ? words.removeLast() : nil
    let artist = try await session.snapshot().artists.resolve(words.joined(separator: " "))
    let musicBrainz = try musicBrainzCatalog(in: session)
    try requireMusicBrainzChosen(in: session)
    let link: MusicBrainzLink?
    if let mbid {
      link = try await musicBrainz.pin(artist.name, to: mbid)
    } else {
      link = try await musicBrainz.link(for: artist)
    }
    var output = CommandOutput(LinkDocument(artist: artist, link: link))
    output.say(
      "\(artist.name): "
        + (link == nil ? "never looked up (a placeholder name)" : LinkJSON.text(link, of: artist)))
    return output
  }

  static let unlink = Command(
    CommandSpec(
      name: "unlink", group: .discover,
      summary: "forget an artist's MusicBrainz link (pinned or found); the next lookup searches",
      examples: ["unlink Nirvana"],
      signature: Signature([artist.spec]))
  ) { session, arguments in
    let artist = try await session.snapshot().artists.resolve(arguments[Self.artist])
    let removed = try await musicBrainzCatalog(in: session).unlink(artist)
    var output = CommandOutput(["artist": artist.name, "removed": removed ? "yes" : "no"])
    let tagged = if case .one = ArtistTags(artist) { true } else { false }
    switch (removed, tagged) {
    case (true, true):
      output.say(
        "\(artist.name): MusicBrainz link removed; the next lookup takes it from your tags again")
    case (true, false):
      output.say("\(artist.name): MusicBrainz link removed; the next lookup searches again")
    case (false, true):
      output.say(
        "\(artist.name): its link comes from your tags, which unlink leaves alone (pin another "
          + "with 'link \(artist.name) MBID')")
    case (false, false):
      output.say("\(artist.name) had no MusicBrainz link")
    }
    return output
  }

  /// The session's MusicBrainz catalog (links are MusicBrainz's, whatever catalog is chosen).
  static func musicBrainzCatalog(in session: isolated Session) throws -> MusicBrainzCatalog {
    guard let musicBrainz = session.environment.services.musicBrainz else {
      throw CommandError("MusicBrainz is not available: the state directory cannot hold its cache")
    }
    return musicBrainz
  }

  /// Refuses at once when another catalog is chosen: a lookup would reach MusicBrainz, over
  /// the network, for a session that asked for none of it.
  static func requireMusicBrainzChosen(in session: isolated Session) throws {
    guard session.catalogChoice != .musicbrainz else { return }
    throw CommandError(
      "the catalog is \(session.catalogChoice.rawValue), not MusicBrainz; links are MusicBrainz's"
        + " (set catalog musicbrainz first)")
  }

  /// What the cache says about each of `artists`, in a few words, without any lookup (`ls
  /// artists`): one read of the cache for them all.
  static func cachedTexts(_ artists: [LibraryArtist], in musicBrainz: MusicBrainzCatalog)
    -> [String]
  {
    musicBrainz.cachedLinks(for: artists).map(text)
  }

  /// A cached link in a few words.
  private static func text(_ cached: MusicBrainzCatalog.CachedLink) -> String {
    switch cached {
    case .placeholder: return "never looked up"
    case .notChecked: return "not checked yet"
    case .known(let link):
      switch link.state {
      case .linked(let mbid, _, .pinned): return "pinned \(mbid)"
      case .linked(let mbid, _, .search): return "linked \(mbid)"
      case .linked(let mbid, _, .tags): return "tagged \(mbid)"
      case .unmatched(_, true): return "unmatched (ambiguous)"
      case .unmatched: return "unmatched"
      case .credited(let parts): return "credited to \(parts.filter { $0.mbid != nil }.count)"
      }
    }
  }
}

/// `link --json`: the artist, its MBID and the link's line, with the link in full.
private struct LinkDocument: Encodable {
  var artist: String
  var mbid: String?
  var link: String
  var musicBrainz: LinkJSON

  init(artist: LibraryArtist, link: MusicBrainzLink?) {
    self.artist = artist.name
    self.mbid = link?.mbid
    self.link = link?.description ?? "placeholder"
    self.musicBrainz = LinkJSON(link, of: artist)
  }
}
