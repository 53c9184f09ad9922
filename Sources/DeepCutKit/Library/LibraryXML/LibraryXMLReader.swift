/// Reads a Library.xml's tokens into a `RawLibrary`, without building a tree of the file.
///
/// A small state machine over the shape Apple writes: the top-level dict, read key by key;
/// `Tracks`, a dict of track dicts; `Playlists`, an array of playlist dicts, each with an array
/// of `{Track ID}` items. Unknown keys are skipped with their values, however nested, by a
/// depth counter with a limit (never by recursion). A known key holding a value of another type
/// is skipped and counted, because one odd value should not cost a user their library; broken
/// XML is an error.
struct LibraryXMLReader: ~Copyable {
  /// How deeply an unknown value may nest before the file is rejected.
  static let maximumDepth = 256

  // Internal (not private) for `LibraryXMLReader+Playlists.swift`, as are the helpers it
  // calls below.
  var lexer: PlistLexer
  let keys = PlistKeyTable()
  /// The keys of a track dict, recognized in place (`PlistLexer+KeyLine.swift`).
  let keyLines = PlistKeyLineTable()
  /// Whether tracks are read with `keyLines` (false: key by key, as tests compare).
  private let readsKeyLines: Bool
  var library = RawLibrary()
  /// Where to stop and hand the rest to another reader: the offset of a track's key in `Tracks`.
  private let handOffset: Int64?
  /// Asked before each track; true stops the reader (its result is no longer wanted).
  private let isCancelled: () -> Bool
  /// Whether the reader stopped at `handOffset`, its result then ending just before it.
  private(set) var handedOver = false
  /// The last track's names: the next track's are most often the same (`intern`'s guess).
  private var recentArtist: Int32?
  private var recentAlbumArtist: Int32?
  private var recentAlbum: Int32?

  init(
    lexer: consuming PlistLexer, handOffset: Int64? = nil,
    isCancelled: @escaping () -> Bool = { false }, readsKeyLines: Bool = true
  ) {
    self.lexer = lexer
    self.readsKeyLines = readsKeyLines
    self.handOffset = handOffset
    self.isCancelled = isCancelled
  }

  /// Reads the whole file, or up to `handOffset` when a track's key starts there.
  mutating func read() throws(PlistReadError) -> RawLibrary {
    try expect(.plistStart)
    try expect(.dictStart)
    try readTopLevel()
    return library
  }

  /// Reads from a track's key at the lexer's start to the end of the file, as if inside
  /// `Tracks`: the second half of a split import, the same as what `read()` would do from there.
  mutating func readFromTrack() throws(PlistReadError) -> RawLibrary {
    reserveTracks()
    try readTrackEntries()
    try readTopLevel()
    return library
  }

  /// The top-level dict's keys, then the end of the file.
  private mutating func readTopLevel() throws(PlistReadError) {
    while try nextKey() {
      switch keys.lookup(lexer.rawText) {
      case .tracks:
        try readTracks()
        if handedOver { return }
      case .playlists: try readPlaylists()
      default: try skipValue()
      }
    }
    try expect(.plistEnd)
    try expect(.endOfFile)
  }

  // MARK: - Tracks

  private mutating func readTracks() throws(PlistReadError) {
    try expect(.dictStart, after: "Tracks")
    reserveTracks()
    try readTrackEntries()
  }

  /// A track dict takes at least a kilobyte in a real export: reserving for that many saves
  /// growing (and copying) the array a dozen times.
  ///
  /// The room is advised to huge pages (`HugePages`): each half of a 50,000-track file's entries
  /// takes about 1,200 page faults with 4 KiB pages, on both import threads.
  private mutating func reserveTracks() {
    guard let size = lexer.expectedSize else { return }
    let capacity = min(size / 1_024, 1 << 20)
    library.tracks.reserveCapacity(capacity)
    library.tracks.withUnsafeMutableBufferPointer { room in
      guard let start = room.baseAddress, capacity > 0 else { return }
      HugePages.advise(start, byteCount: capacity * MemoryLayout<RawTrack>.stride)
    }
  }

  /// The entries of `Tracks`, up to its `</dict>` (or the hand-over).
  private mutating func readTrackEntries() throws(PlistReadError) {
    while try nextKey() {
      if lexer.tokenOffset == handOffset {
        handedOver = true
        return
      }
      if isCancelled() { throw PlistReadError(offset: nil, message: "cancelled") }
      let keyedID = lexer.integerValue
      let token = try lexer.next()
      guard token == .dictStart else {
        try skipUnexpected(token, expected: .dictStart, for: "a track")
        continue
      }
      // Filled in place: a track is large, and returning it would copy it twice more.
      var track = RawTrack(offset: lexer.tokenOffset)
      try readTrack(into: &track)
      if track.trackID == nil { track.trackID = keyedID }
      library.tracks.append(track)
    }
  }

  private mutating func readTrack(into track: inout RawTrack) throws(PlistReadError) {
    while true {
      let key: PlistKey?
      if readsKeyLines, let line = lexer.nextListedKey(in: keyLines) {
        // A skipped key's value is most often the one element its kind has.
        if line.key == nil, lexer.skipPlainValue(line.value) { continue }
        key = line.key
      } else {
        guard try nextKey() else { break }
        key = keys.lookup(lexer.rawText)
      }
      guard let key else {
        try skipValue()
        continue
      }
      switch key {
      case .trackID: track.trackID = try integer(for: key)
      case .persistentID: track.persistentID = try hex(for: key)
      case .name: track.name = try string(for: key)
      case .artist: track.artist = try symbol(for: key)
      case .albumArtist: track.albumArtist = try symbol(for: key)
      case .album: track.album = try symbol(for: key)
      case .totalTime: track.totalTime = try integer(for: key)
      case .discNumber: track.discNumber = try integer(for: key)
      case .trackNumber: track.trackNumber = try integer(for: key)
      case .year: track.year = try integer(for: key)
      case .playDate: track.playDateLocal = try integer(for: key)
      case .playDateUTC: track.playDateUTC = try date(for: key)
      case .trackType:
        guard try nextString(for: key) else { break }
        track.trackType =
          lexer.textIs("File")
          ? .file : lexer.textIs("Remote") ? .remote : lexer.textIs("URL") ? .url : .other
      case .genre:
        guard try nextString(for: key) else { break }
        if lexer.textIs("Voice Memo") { track.flags.insert(.voiceMemoGenre) }
      case .location:
        guard try nextString(for: key) else { break }
        if lexer.textHasSuffix(".m4b") || lexer.textHasSuffix(".aa") || lexer.textHasSuffix(".aax")
        {
          track.flags.insert(.audiobookFile)
        }
      case .appleMusic, .disabled, .compilation, .podcast, .hasVideo, .musicVideo, .movie, .tvShow:
        guard let value = try bool(for: key) else { break }
        let flag = Self.trackFlag(for: key)
        if value { track.flags.insert(flag) } else if flag != .video { track.flags.remove(flag) }
      default:
        try skipValue()
      }
    }
  }

  private static func trackFlag(for key: PlistKey) -> RawTrack.Flags {
    switch key {
    case .appleMusic: .appleMusic
    case .disabled: .disabled
    case .compilation: .compilation
    case .podcast: .podcast
    default: .video
    }
  }

  // MARK: - Values of known keys

  /// Reads the next value and returns true when it has the `expected` type; otherwise skips
  /// it, counts it and returns false.
  mutating func nextValue(
    is expected: PlistToken, for key: PlistKey
  ) throws(PlistReadError) -> Bool {
    let token = try lexer.next()
    guard token != expected else { return true }
    try skipUnexpected(token, expected: expected, for: key.rawValue)
    return false
  }

  /// Reads the next value and returns true when it is a string; otherwise skips it, counts
  /// it and returns false.
  @inline(__always)
  private mutating func nextString(for key: PlistKey) throws(PlistReadError) -> Bool {
    if lexer.nextPlainString() { return true }
    return try nextValue(is: .string, for: key)
  }

  @inline(__always)
  mutating func integer(for key: PlistKey) throws(PlistReadError) -> Int64? {
    if let value = lexer.nextPlainInteger() { return value }
    guard try nextValue(is: .integer, for: key) else { return nil }
    return parsed(lexer.integerValue, for: key)
  }

  mutating func hex(for key: PlistKey) throws(PlistReadError) -> UInt64? {
    if let value = lexer.nextPlainHex() { return value }
    guard try nextValue(is: .string, for: key) else { return nil }
    return parsed(lexer.hexValue, for: key)
  }

  private mutating func date(for key: PlistKey) throws(PlistReadError) -> Int64? {
    if let value = lexer.nextPlainDate() { return value }
    guard try nextValue(is: .date, for: key) else { return nil }
    return parsed(lexer.dateValue, for: key)
  }

  mutating func string(for key: PlistKey) throws(PlistReadError) -> String? {
    guard try nextString(for: key) else { return nil }
    return try lexer.string()
  }

  /// A string value (`Artist`, `Album Artist` or `Album`) interned in `library.names`, the
  /// last track's value for the same key tried first.
  private mutating func symbol(for key: PlistKey) throws(PlistReadError) -> Int32? {
    guard try nextString(for: key) else { return nil }
    let guess =
      switch key {
      case .artist: recentArtist
      case .albumArtist: recentAlbumArtist
      default: recentAlbum
      }
    // Nearly every name is plain text: interned from the buffer, with no closure to call.
    let symbol =
      lexer.hasAmpersand
      ? try lexer.withDecodedText { library.names.intern($0, guess: guess) }
      : library.names.intern(lexer.rawText, guess: guess)
    guard let symbol else {
      throw PlistReadError(offset: lexer.textOffset, message: "invalid UTF-8")
    }
    switch key {
    case .artist: recentArtist = symbol
    case .albumArtist: recentAlbumArtist = symbol
    default: recentAlbum = symbol
    }
    return symbol
  }

  mutating func bool(for key: PlistKey) throws(PlistReadError) -> Bool? {
    let token = try lexer.next()
    if case .bool(let value) = token { return value }
    try skipUnexpected(token, expected: .bool(true), for: key.rawValue)
    return nil
  }

  /// `value`, or `nil` counted as unreadable when the text did not parse.
  private mutating func parsed<Value>(_ value: Value?, for key: PlistKey) -> Value? {
    if value == nil {
      let text = PrintableText.of(String(decoding: lexer.rawText.prefix(40), as: UTF8.self))
      library.issues.record(.unreadableValue, at: lexer.tokenOffset, "\(key.rawValue) '\(text)'")
    }
    return value
  }

  // MARK: - Structure

  /// Reads a token that must be a key, and says so; false at the end of the dict.
  ///
  /// Inlined, as is `skipValue`, with only the fast path in it: they run for nearly every
  /// line of the file, and a call costs a fifth of what the fast path does.
  @inline(__always)
  mutating func nextKey() throws(PlistReadError) -> Bool {
    if lexer.nextPlainKey() { return true }
    return try nextKeyToken()
  }

  /// `nextKey()` for whatever the fast path does not take.
  @inline(never)
  private mutating func nextKeyToken() throws(PlistReadError) -> Bool {
    let token = try lexer.next()
    switch token {
    case .key: return true
    case .dictEnd: return false
    case .endOfFile: throw unexpected(token, expected: "</dict>")
    default: throw unexpected(token, expected: "<key> or </dict>")
    }
  }

  mutating func expect(_ expected: PlistToken, after key: String? = nil)
    throws(PlistReadError)
  {
    let token = try lexer.next()
    guard token != expected else { return }
    let context = key.map { " after <key>\($0)</key>" } ?? ""
    throw unexpected(token, expected: expected.description + context)
  }

  /// Skips a value of the wrong type for what was expected, and counts it.
  mutating func skipUnexpected(
    _ token: PlistToken, expected: PlistToken, for what: String
  ) throws(PlistReadError) {
    let offset = lexer.tokenOffset
    try skipRest(of: token)
    library.issues.record(
      .unexpectedType, at: offset, "\(what) holds \(token.description), not \(expected.description)"
    )
  }

  @inline(__always)
  mutating func skipValue() throws(PlistReadError) {
    if lexer.skipPlainScalar() { return }
    try skipValueToken()
  }

  /// `skipValue()` for whatever the fast path does not take.
  @inline(never)
  private mutating func skipValueToken() throws(PlistReadError) {
    let token = try lexer.next()
    if token.isScalarValue { return }
    try skipRest(of: token)
  }

  /// Skips the value that `token` starts.
  ///
  /// Nothing more for a scalar, up to the matching end for a container; throws when `token`
  /// can't start a value.
  mutating func skipRest(of token: PlistToken) throws(PlistReadError) {
    if token.isScalarValue { return }
    guard token == .dictStart || token == .arrayStart else {
      throw unexpected(token, expected: "a value")
    }
    var open: [PlistToken] = [token == .dictStart ? .dictEnd : .arrayEnd]
    while let closing = open.last {
      let next = try lexer.next()
      switch next {
      case closing:
        open.removeLast()
      case .dictStart, .arrayStart:
        guard open.count < Self.maximumDepth else {
          throw PlistReadError(
            offset: lexer.tokenOffset, message: "values nested deeper than \(Self.maximumDepth)")
        }
        open.append(next == .dictStart ? .dictEnd : .arrayEnd)
      case .key where closing == .dictEnd:
        continue
      case _ where next.isScalarValue:
        continue
      default:
        throw unexpected(next, expected: closing.description)
      }
    }
  }

  func unexpected(_ token: PlistToken, expected: String) -> PlistReadError {
    PlistReadError(
      offset: lexer.tokenOffset, message: "expected \(expected), found \(token.description)")
  }
}
