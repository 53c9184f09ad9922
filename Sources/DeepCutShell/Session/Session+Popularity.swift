import DeepCutKit

extension Session {
  /// ListenBrainz's counts while the MusicBrainz catalog is the chosen one and a ListenBrainz
  /// server is to be asked (release ids are then release-group MBIDs).
  var popularity: ListenBrainzPopularity? {
    catalogChoice == .musicbrainz ? environment.services.popularity : nil
  }
}
