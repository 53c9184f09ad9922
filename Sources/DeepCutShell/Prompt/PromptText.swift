extension Session {
  /// The prompt: `deepcut> ` on the defaults, else the service, catalog and player in use, as
  /// psql names its database (`deepcut (apple-music)> `, `deepcut (catalog simulated)> `,
  /// `deepcut (apple-music, catalog musicbrainz)> `, `deepcut (mpd)> `).
  ///
  /// Read before every line, so `set catalog` shows at once.
  var promptText: String {
    var parts: [String] = []
    if environment.services.appleMusic?.library != nil { parts.append("apple-music") }
    if catalogChoice != defaultCatalog { parts.append("catalog \(catalogChoice.rawValue)") }
    if environment.services.mpdLibrary != nil { parts.append("mpd") }
    if !player.isEmulated, !parts.contains(player.name) { parts.append(player.name) }
    return parts.isEmpty ? "deepcut> " : "deepcut (\(parts.joined(separator: ", ")))> "
  }

  /// The catalog a session has when none is chosen: the Apple Music catalog for the real
  /// service, the sample catalog for the sample library, MusicBrainz for an imported one.
  var defaultCatalog: CatalogChoice {
    if environment.services.appleMusic?.library != nil { return .appleMusic }
    return environment.services.identity == "sample" ? .sample : .musicbrainz
  }
}
