/// Which catalog a session's discographies come from.
public enum CatalogChoice: String, Sendable, Equatable, CaseIterable {
  /// The built-in catalog of the sample library.
  case sample
  /// Generated per artist name, offline, always labelled (any library).
  case simulated
  /// MusicBrainz ws/2: real release groups for real artists (the default for an imported
  /// library).
  case musicbrainz
  /// The Apple Music catalog (developer token): the app's own, and the default of
  /// `--service apple-music`.
  case appleMusic = "apple-music"
}
