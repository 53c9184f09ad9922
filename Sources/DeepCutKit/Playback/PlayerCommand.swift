/// A request to the player, named after the MusicKit call it emulates.
public enum PlayerCommand: Hashable, Sendable {
  /// Replaces the queue with `tracks` and plays from the one at `startingAt` (setting
  /// `player.queue`, then `play()`).
  case play([LibraryTrack], startingAt: Int)
  /// `play()`: resumes from the paused position, or starts the current entry.
  case resume
  case pause
  /// Stops and returns to the start of the current entry.
  case stop
  /// `skipToNextEntry()`: past the last entry, playback ends.
  case next
  /// `skipToPreviousEntry()`, or a restart of the current entry when more than 3 s in.
  case previous
  /// Sets `playbackTime`.
  case seek(to: Duration)
  /// `beginSeekingForward()` or `beginSeekingBackward()`: scans until `endSeeking`.
  case beginSeeking(SeekDirection)
  /// `endSeeking()`: returns to playing.
  case endSeeking
  /// `queue.insert(_:position:)`.
  case insert([LibraryTrack], InsertionPosition)
  case remove(QueueEntryID)
  /// Moves an entry to a 0-based position in play order.
  case move(QueueEntryID, to: Int)
  /// Removes every entry but the current one, as "Clear" in Up Next.
  case clear
  case setRepeat(RepeatMode)
  /// Turns shuffle on (reshuffling from `seed`) or off.
  case setShuffle(on: Bool, seed: UInt64)
  /// The system takes the audio session (an incoming call).
  case interrupt
  /// The interruption ends; playback resumes if it was playing.
  case endInterruption
}
