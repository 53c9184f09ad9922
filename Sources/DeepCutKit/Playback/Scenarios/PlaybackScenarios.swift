/// The scenarios the emulator is checked against MPD with (issue #27 point 5): 2 s tracks,
/// and a 5 s one where a scenario needs more than 3 s into a track.
public enum PlaybackScenarios {
  public static let all: [PlaybackScenario] = [
    PlaybackScenario(
      "play to the end of the queue", tracks: [2, 2], watch: 5,
      steps: [.init(at: 0, .play([1, 2], from: 1))]),
    PlaybackScenario(
      // 5 s: MPD loses the position of a 2 s file paused while wholly decoded (observed on
      // 0.23.12: elapsed 0 at the pause, and it plays from the start again).
      "pause and resume", tracks: [5], watch: 6,
      steps: [.init(at: 0, .play([1], from: 1)), .init(at: 0.8, .pause), .init(at: 1.5, .resume)]),
    PlaybackScenario(
      "seek past the end", tracks: [2, 2], watch: 3.5,
      steps: [.init(at: 0, .play([1, 2], from: 1)), .init(at: 0.5, .seek(seconds: 10))]),
    PlaybackScenario(
      "next at the last track", tracks: [2, 2], watch: 2,
      steps: [.init(at: 0, .play([1, 2], from: 2)), .init(at: 0.5, .next)]),
    PlaybackScenario(
      "previous within 3 s", tracks: [2, 5], watch: 3.5,
      steps: [.init(at: 0, .play([1, 2], from: 2)), .init(at: 1, .previous)]),
    PlaybackScenario(
      "previous after 3 s restarts", tracks: [2, 5], watch: 4.5,
      steps: [.init(at: 0, .play([1, 2], from: 2)), .init(at: 3.5, .previous)]),
    PlaybackScenario(
      "a missing file mid-queue", tracks: [2, 2, 2], watch: 6.5,
      steps: [.init(at: 0, .play([1, 2, 3], from: 1)), .init(at: 0.5, .loseFile(2))],
      knownDifference:
        "MPD skips a file it cannot open and plays the next; the emulator, as MusicKit, stops"
        + " on the entry that failed to start"),
    PlaybackScenario(
      "repeat one", tracks: [2, 2], watch: 5,
      steps: [.init(at: 0, .setRepeat(.one)), .init(at: 0.1, .play([1, 2], from: 1))]),
    PlaybackScenario(
      "repeat all", tracks: [2, 2], watch: 5,
      steps: [.init(at: 0, .setRepeat(.all)), .init(at: 0.1, .play([1, 2], from: 1))]),
    PlaybackScenario(
      "shuffle on", tracks: [2, 2, 2], watch: 7,
      steps: [.init(at: 0, .setShuffle(true)), .init(at: 0.1, .play([1, 2, 3], from: 1))],
      knownDifference:
        "the emulator's order is seeded, MPD's random; the times agree, the tracks after the"
        + " first may not"),
    PlaybackScenario(
      "a stale row tapped with reconcile off", tracks: [2, 2], watch: 5,
      steps: [.init(at: 0, .play([1, 2], from: 1)), .init(at: 2.5, .play([1, 2], from: 1))]),
    PlaybackScenario(
      "rapid toggles", tracks: [5], watch: 5.5,
      steps: [
        .init(at: 0, .play([1], from: 1)), .init(at: 0.5, .toggle), .init(at: 0.6, .toggle),
        .init(at: 0.7, .toggle), .init(at: 0.8, .toggle),
      ]),
    PlaybackScenario(
      "stop then play", tracks: [2, 2], watch: 5.5,
      steps: [.init(at: 0, .play([1, 2], from: 1)), .init(at: 0.5, .stop), .init(at: 1, .resume)]),
    PlaybackScenario(
      "clear while playing", tracks: [2, 2, 2], watch: 3,
      steps: [.init(at: 0, .play([1, 2, 3], from: 1)), .init(at: 0.5, .clear)]),
    PlaybackScenario(
      "seek within a track", tracks: [5], watch: 4,
      steps: [.init(at: 0, .play([1], from: 1)), .init(at: 1, .seek(seconds: 3))]),
    PlaybackScenario(
      "play next while playing", tracks: [2, 2, 2], watch: 6.5,
      steps: [
        .init(at: 0, .play([1, 2], from: 1)), .init(at: 0.5, .insert([3], .afterCurrentEntry)),
      ]),
  ]
}
