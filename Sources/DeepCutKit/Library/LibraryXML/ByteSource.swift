#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where Library.xml bytes come from: a file read a chunk at a time, or bytes already in memory.
enum ByteSource: Sendable {
  case file(path: String)
  case memory([UInt8])

  /// How many bytes the source holds, when known.
  var size: Int64? {
    switch self {
    case .file(let path):
      var status = stat()
      guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
      return Int64(status.st_size)
    case .memory(let bytes):
      return Int64(bytes.count)
    }
  }

  /// Opens the source for one pass from byte `start` to the end.
  func makeReader(
    from start: Int64 = 0, onRead: ((Int64) -> Void)? = nil
  ) throws(PlistReadError) -> ChunkReader {
    switch self {
    case .file(let path):
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw PlistReadError(offset: nil, message: systemError()) }
      let reader = ChunkReader(descriptor: descriptor, onRead: onRead)
      guard start == 0 || lseek(descriptor, off_t(start), SEEK_SET) == off_t(start) else {
        throw PlistReadError(offset: nil, message: systemError())
      }
      return reader
    case .memory(let bytes):
      return ChunkReader(
        bytes: bytes, from: Int(clamping: min(start, Int64(bytes.count))), onRead: onRead)
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
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 1)
    defer { chunk.deallocate() }
    while next < targets.count {
      guard let count = try? reader.read(into: chunk), count > 0, let start = chunk.baseAddress
      else { break }
      // Jump from newline to newline, settling each target that falls before the next one.
      var position = 0
      while next < targets.count && targets[next] < base + Int64(count) {
        let target = Int(targets[next] - base)
        while let newline = memchr(start + position, 0x0A, target - position) {
          line += 1
          position = start.distance(to: newline) + 1
        }
        lines[targets[next]] = line
        next += 1
      }
      var rest = UnsafeRawBufferPointer(rebasing: chunk[position..<count])
      while let address = rest.baseAddress, let newline = memchr(address, 0x0A, rest.count) {
        line += 1
        rest = UnsafeRawBufferPointer(rebasing: chunk[(start.distance(to: newline) + 1)..<count])
      }
      base += Int64(count)
    }
    for offset in targets[next...] { lines[offset] = line }
    return lines
  }
}

/// Reads one pass over a source into caller-provided memory.
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

  init(bytes: [UInt8], from start: Int = 0, onRead: ((Int64) -> Void)?) {
    self.bytes = bytes
    self.position = start
    self.onRead = onRead
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// How many bytes the source holds from its start, when known (a regular file's size, or the
  /// bytes in memory), wherever this pass began.
  var expectedSize: Int? {
    guard descriptor >= 0 else { return bytes.count }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return nil }
    return Int(status.st_size)
  }

  /// Fills the start of `destination`; returns how many bytes came, 0 at the end.
  func read(into destination: UnsafeMutableRawBufferPointer) throws(PlistReadError) -> Int {
    guard destination.count > 0 else { return 0 }
    let count: Int
    if descriptor >= 0 {
      var result: Int
      repeat {
        result = systemRead(descriptor, destination)
      } while result < 0 && errno == EINTR
      guard result >= 0 else {
        throw PlistReadError(offset: nil, message: systemError())
      }
      count = result
    } else {
      count = min(destination.count, bytes.count - position)
      bytes.withUnsafeBytes { source in
        destination.copyMemory(
          from: UnsafeRawBufferPointer(rebasing: source[position..<position + count]))
      }
      position += count
    }
    total += Int64(count)
    if count > 0 { onRead?(total) }
    return count
  }
}

/// `read(2)`, out of reach of `ChunkReader.read(into:)`, whose name hides it there.
private func systemRead(_ descriptor: Int32, _ destination: UnsafeMutableRawBufferPointer) -> Int {
  read(descriptor, destination.baseAddress, destination.count)
}

/// The C library's description of the last error (`No such file or directory`).
func systemError() -> String {
  String(cString: strerror(errno))
}
