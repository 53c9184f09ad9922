/// Reads the songs of a `find` answer straight from the bytes MPD sends, as they arrive: pure,
/// so it is tested on recorded text.
///
/// A window of 5,000 songs is some 60,000 lines. Read as `MPDResponse` pairs, each line became
/// two Strings before the song kept a few of them; here a line's name is told apart by its
/// bytes, lines no song keeps (`Last-Modified`, `Format`) never become Strings, and a value
/// met before (an album's artist, title, date and ids, repeated on each of its tracks) is the
/// String made the first time (`interned`): 50,000 songs hold each artist's name once, and the
/// builder's comparisons of one song with the next find the same storage.
/// The record rules are `MPDLibrarySong.Records`'.
struct MPDLibrarySongParser {
  /// How the answer ended.
  enum End: Equatable {
    case ok
    case ack(MPDAck)
    /// A line that is none of the answer's (no `": "`, not `OK`, not a readable `ACK`).
    case unreadable(String)
  }

  private var records = MPDLibrarySong.Records()
  /// The start of a line whose end has not arrived yet.
  private var partial: [UInt8] = []
  /// Repeated values by their bytes.
  private var interned: [ArraySlice<UInt8>: String] = [:]
  /// The last value of each field.
  private var last = [(bytes: [UInt8], text: String)?](
    repeating: nil, count: MPDLibrarySong.Field.allCases.count)

  /// Reads the lines `bytes` completes; the answer's end once its last line has arrived (bytes
  /// after it are ignored: MPD sends nothing after an answer it was not asked for).
  mutating func read(_ bytes: [UInt8]) -> End? {
    var chunk = bytes[...]
    if !partial.isEmpty {
      guard let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) else {
        partial += chunk
        return nil
      }
      partial += chunk[..<newline]
      chunk = chunk[(newline + 1)...]
      let line = partial
      partial = []
      if let end = take(line[...]) { return end }
    }
    while let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) {
      if let end = take(chunk[..<newline]) { return end }
      chunk = chunk[(newline + 1)...]
    }
    partial += chunk
    return nil
  }

  /// The songs read so far, handed over (the parser starts afresh for the next answer).
  mutating func takeSongs() -> [MPDLibrarySong] {
    let songs = records.finish()
    records = MPDLibrarySong.Records()
    partial = []
    return songs
  }

  /// Takes one line in; the answer's end if it is the last.
  private mutating func take(_ line: ArraySlice<UInt8>) -> End? {
    if let colon = MPDResponseReader.separator(in: line),
      !line.starts(with: MPDResponseReader.ackPrefix)
    {
      let name = line[..<colon]
      let value = line[(colon + 2)...]
      guard let field = MPDLibrarySong.Field(name: name) else { return nil }
      records.take(
        field, field.repeats ? intern(value, field) : String(decoding: value, as: UTF8.self))
      return nil
    }
    if line.elementsEqual(Self.ok) { return .ok }
    let text = String(decoding: line, as: UTF8.self)
    if text.hasPrefix("ACK "), let ack = MPDAck(line: Substring(text)) { return .ack(ack) }
    return .unreadable(text)
  }

  private mutating func intern(_ value: ArraySlice<UInt8>, _ field: MPDLibrarySong.Field)
    -> String
  {
    // An album's tracks come together: most values are the last one of their field, found
    // by comparing bytes, with no hashing.
    if let last = last[field.rawValue], last.bytes.elementsEqual(value) { return last.text }
    let text: String
    if let known = interned[value] {
      text = known
    } else {
      text = String(decoding: value, as: UTF8.self)
      // A copy of its own as the key: the slice would keep the whole chunk alive.
      interned[ArraySlice(Array(value))] = text
    }
    last[field.rawValue] = (Array(value), text)
    return text
  }

  private static let ok = Array("OK".utf8)
}
