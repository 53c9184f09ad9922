import Foundation

/// A growable run of bytes for writers that append many small pieces (JSON's punctuation,
/// keys, numbers and short strings): an append is a capacity check and a copy.
///
/// `[UInt8]`'s `append(contentsOf:)` goes through the generic sequence copy, ten times that
/// for a piece of a few bytes, and more again in the instrumented fuzzing builds: writing a
/// feed cache spent half its time there.
public struct ByteBuffer: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The bytes written so far.
  public private(set) var count = 0

  public init(capacity: Int = 64) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// Makes room for `total` bytes in all.
  public mutating func reserveCapacity(_ total: Int) {
    if total > capacity { grow(to: total) }
  }

  public mutating func append(_ byte: UInt8) {
    if count == capacity { grow(to: count + 1) }
    start[count] = byte
    count += 1
  }

  public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    if count + bytes.count > capacity { grow(to: count + bytes.count) }
    (start + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  public mutating func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  public mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends `count` copies of `byte`.
  public mutating func append(_ byte: UInt8, count repeats: Int) {
    if count + repeats > capacity { grow(to: count + repeats) }
    (start + count).initialize(repeating: byte, count: repeats)
    count += repeats
  }

  /// A byte already written.
  public subscript(position: Int) -> UInt8 {
    get {
      precondition((0..<count).contains(position), "byte \(position) of \(count)")
      return start[position]
    }
    set {
      precondition((0..<count).contains(position), "byte \(position) of \(count)")
      start[position] = newValue
    }
  }

  /// The bytes written, as an array.
  public var array: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

  /// The bytes written, as `Data`.
  public var data: Data { Data(bytes: start, count: count) }

  private mutating func grow(to needed: Int) {
    let larger = max(needed, 2 * capacity)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.initialize(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = larger
  }
}
