import Foundation

extension MusicBrainzCache {
  static let releaseGroupsFile = "release-groups.json"

  /// The release group of the tagged release `releaseMBID`, if it was looked up.
  ///
  /// Kept with no expiry: a release moves to another group only when an editor merges two,
  /// while looking up again the releases of a tagged library of 4,000 albums would cost over
  /// an hour at MusicBrainz's rate every time.
  public func releaseGroup(ofRelease releaseMBID: String) -> String? {
    allReleaseGroups()[releaseMBID]
  }

  /// Every release → release group mapping cached.
  public func allReleaseGroups() -> [String: String] {
    if let cached = releaseGroupMap.withLock({ $0 }) { return cached }
    let loaded = readReleaseGroups()
    releaseGroupMap.withLock { $0 = loaded }
    return loaded
  }

  /// Records that the release `releaseMBID` is in the group `groupMBID` (both checked to be
  /// MBIDs: the file is read back as trusted keys).
  public func save(release releaseMBID: String, group groupMBID: String) async throws {
    for mbid in [releaseMBID, groupMBID] where !MBID.isValid(mbid) {
      throw MusicBrainzError.invalidMBID(mbid)
    }
    guard let directory = try folders(create: true)?.main else { return }
    let lock = try await StateLock.acquire("musicbrainz.lock", in: directory)
    defer { lock.release() }
    var current = readReleaseGroups()
    current[releaseMBID] = groupMBID
    let file = ReleaseGroupsFile(releaseGroups: current)
    try directory.write(try Self.encoder.encode(file), to: Self.releaseGroupsFile)
    releaseGroupMap.withLock { $0 = current }
  }

  private func readReleaseGroups() -> [String: String] {
    guard let directory = try? folders(create: false)?.main,
      let data = read(Self.releaseGroupsFile, kind: .releaseGroups, in: directory)
    else { return [:] }
    do {
      let groups = try JSONDecoder().decode(ReleaseGroupsFile.self, from: data).releaseGroups
      return groups.filter { MBID.isValid($0.key) && MBID.isValid($0.value) }
    } catch {
      warn(directory.quarantine(Self.releaseGroupsFile, reason: "not a release groups file"))
      return [:]
    }
  }

  private struct ReleaseGroupsFile: Codable {
    var version = 1
    var releaseGroups: [String: String]
  }
}

extension StateFileKind {
  /// `musicbrainz/release-groups.json`: about 80 bytes a release, so 8 MiB is 100,000 of them.
  public static let releaseGroups = StateFileKind(
    "the MusicBrainz release groups of tagged releases", limit: 8 << 20)
}
