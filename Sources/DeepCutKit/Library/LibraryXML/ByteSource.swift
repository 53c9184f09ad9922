#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where Library.xml bytes come from: a file read a chunk at a time, or bytes already in memory.
///
/// This file and `ByteWindow` are the import's only contact with raw memory: `read(2)` fills
/// an array's bytes here, and everything after works on `[UInt8]`.
enum ByteSource: Sendable {
  case file(path: String)
  case memory([UInt8])

  /// Opens the source for one pass from its start.
  func makeReader(onRead: ((Int64) -> Void)? = nil) throws(PlistReadError) -> ChunkReader {
    switch self {
    case .file(let path):
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw PlistReadError(offset: nil, message: systemError()) }
      return ChunkReader(descriptor: descriptor, onRead: onRead)
    case .memory(let bytes):
      return ChunkReader(bytes: bytes, onRead: onRead)
    }
  }

  /// The 1-based line number of each byte offset, found by reading the source again.
  ///
  /// Only errors and warnings need lines, so the lexer never counts newlines; this pass runs
  /// once, after the import, and only when there is something to report. An offset the source
  /// no longer reaches (the file shrank meanwhile) gets the last line.
  func lineNumbers(at offsets: [Int64]) -> [Int64: Int] {
    guard !offsets.isEmpty, let reader = try? makeReader() else { return [:] }
    let targets = Set(offsets).sorted()
    var lines: [Int64: Int] = [:]
    var next = 0
    var line = 1
    var base: Int64 = 0
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while next < targets.count {
      guard let count = try? reader.read(into: &chunk, from: 0), count > 0 else { break }
      for index in 0..<count {
        while next < targets.count && targets[next] == base + Int64(index) {
          lines[targets[next]] = line
          next += 1
        }
        if chunk[index] == 0x0A { line += 1 }
      }
      base += Int64(count)
    }
    for offset in targets[next...] { lines[offset] = line }
    return lines
  }

  /// The size, modification time (nanoseconds since 1970) and some bytes of the file at `path`:
  /// the first `count` and the last `count` (`LibrarySourceKey`).
  static func sample(ofFileAt path: String, count: Int) throws(PlistReadError) -> (
    size: Int, modified: Int64, head: [UInt8], tail: [UInt8]
  ) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw PlistReadError(offset: nil, message: systemError()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw PlistReadError(offset: nil, message: systemError())
    }
    let size = Int(status.st_size)
    func bytes(at offset: Int) throws(PlistReadError) -> [UInt8] {
      var sample = [UInt8](repeating: 0, count: min(count, size))
      let read = sample.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, off_t(offset))
      }
      guard read >= 0 else { throw PlistReadError(offset: nil, message: systemError()) }
      return Array(sample[..<read])
    }
    let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    return (size, modified, try bytes(at: 0), try bytes(at: max(0, size - count)))
  }
}

/// Reads one pass over a source into an array.
final class ChunkReader {
  private var descriptor: Int32 = -1
  private var bytes: [UInt8] = []
  private var position = 0
  private var total: Int64 = 0
  private let onRead: ((Int64) -> Void)?

  init(descriptor: Int32, onRead: ((Int64) -> Void)?) {
    self.descriptor = descriptor
    self.onRead = onRead
  }

  init(bytes: [UInt8], onRead: ((Int64) -> Void)?) {
    self.bytes = bytes
    self.onRead = onRead
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// How many bytes the source holds (a regular file's size, or the bytes in memory), when known.
  var expectedSize: Int? {
    guard descriptor >= 0 else { return bytes.count }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return nil }
    return Int(status.st_size)
  }

  /// Fills `destination` from index `start` to its end, or less; returns how many bytes came,
  /// 0 at the end.
  func read(into destination: inout [UInt8], from start: Int) throws(PlistReadError) -> Int {
    let room = destination.count - start
    guard room > 0 else { return 0 }
    let count: Int
    if descriptor >= 0 {
      var result: Int
      repeat {
        result = destination.withUnsafeMutableBytes { buffer in
          systemRead(descriptor, buffer.baseAddress! + start, room)
        }
      } while result < 0 && errno == EINTR
      guard result >= 0 else { throw PlistReadError(offset: nil, message: systemError()) }
      count = result
    } else {
      count = min(room, bytes.count - position)
      destination.replaceSubrange(start..<start + count, with: bytes[position..<position + count])
      position += count
    }
    total += Int64(count)
    if count > 0 { onRead?(total) }
    return count
  }
}

/// `read(2)`, out of reach of `ChunkReader.read(into:from:)`, whose name hides it there.
private func systemRead(_ descriptor: Int32, _ start: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, start, count)
}

/// The C library's description of the last error (`No such file or directory`).
func systemError() -> String {
  String(cString: strerror(errno))
}
