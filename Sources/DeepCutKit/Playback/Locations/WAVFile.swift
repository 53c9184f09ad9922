import Foundation

/// A short mono 16-bit PCM WAV file, made in memory: a quiet sine tone MPD can play, so a
/// generated track is something to hear and its length is exact.
public enum WAVFile {
  /// The file's bytes: `duration` of a tone at `frequency` Hz, `sampleRate` samples a second.
  ///
  /// 8 kHz keeps a 5 s file at 80 kB, but MPD ends such a file about 0.2 s early (its
  /// buffering); at 44.1 kHz it ends on time, so timing tests use that.
  public static func tone(duration: Duration, frequency: Double, sampleRate: Int = 8000) -> [UInt8]
  {
    let (seconds, attoseconds) = duration.components
    let milliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    let frames = milliseconds * sampleRate / 1000
    var bytes: [UInt8] = []
    bytes.reserveCapacity(44 + frames * 2)
    func append(_ text: String) { bytes += Array(text.utf8) }
    func append32(_ value: Int) {
      bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    func append16(_ value: Int) {
      bytes += (0..<2).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    append("RIFF")
    append32(36 + frames * 2)
    append("WAVE")
    append("fmt ")
    append32(16)
    append16(1)  // PCM
    append16(1)  // mono
    append32(sampleRate)
    append32(sampleRate * 2)  // bytes a second
    append16(2)  // bytes a frame
    append16(16)  // bits a sample
    append("data")
    append32(frames * 2)
    let step = 2 * Double.pi * frequency / Double(sampleRate)
    for frame in 0..<frames {
      // A tenth of full scale: audible, not loud.
      append16(Int((3276 * sin(step * Double(frame))).rounded()))
    }
    return bytes
  }
}
