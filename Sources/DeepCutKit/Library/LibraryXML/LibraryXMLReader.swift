/// Reads a Library.xml's tokens into a `RawLibrary`, without building a tree of the file.
///
/// A small state machine over the shape Apple writes: the top-level dict, read key by key;
/// `Tracks`, a dict of track dicts; `Playlists`, an array of playlist dicts, each with an array
/// of `{Track ID}` items. Unknown keys are skipped with their values, however nested, by a
/// depth counter with a limit (never by recursion). A known key holding a value of another type
/// is skipped and counted, because one odd value should not cost a user their library; broken
/// XML is an error.
struct LibraryXMLReader {
  /// How deeply an unknown value may nest before the file is rejected.
  static let maximumDepth = 256

  // Internal (not private) for `LibraryXMLReader+Playlists.swift`, as are the helpers it
  // calls below.
  var lexer: PlistLexer
  let keys = PlistKeyTable()
  var library = RawLibrary()
  /// The last track's names: the next track's are most often the same, so their bytes are
  /// compared before anything is made of them.
  private var recentArtist: Int32?
  private var recentAlbumArtist: Int32?
  private var recentAlbum: Int32?

  init(lexer: PlistLexer) {
    self.lexer = lexer
  }

  /// Reads the whole file.
  mutating func read() throws(PlistReadError) -> RawLibrary {
    try expect(.plistStart)
    try expect(.dictStart)
    while try nextKey() {
      switch currentKey {
      case .tracks: try readTracks()
      case .playlists: try readPlaylists()
      default: try skipValue()
      }
    }
    try expect(.plistEnd)
    try expect(.endOfFile)
    return library
  }

  // MARK: - Tracks

  private mutating func readTracks() throws(PlistReadError) {
    try expect(.dictStart, after: "Tracks")
    // A track dict takes at least a kilobyte in a real export: reserving for that many saves
    // growing (and copying) the array a dozen times.
    if let size = lexer.expectedSize { library.tracks.reserveCapacity(min(size / 1_024, 1 << 20)) }
    while try nextKey() {
      let keyedID = lexer.integerValue
      let token = try lexer.next()
      guard token == .dictStart else {
        try skipUnexpected(token, expected: .dictStart, for: "a track")
        continue
      }
      var track = RawTrack(offset: lexer.tokenOffset)
      try readTrack(into: &track)
      if track.trackID == nil { track.trackID = keyedID }
      library.tracks.append(track)
    }
  }

  private mutating func readTrack(into track: inout RawTrack) throws(PlistReadError) {
    while try nextKey() {
      guard let key = currentKey else {
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

  /// The key the last token spells, if the importer reads it (inlined: a call would copy the
  /// reader to pass it).
  var currentKey: PlistKey? {
    @inline(__always) get { keys.lookup(lexer.bytes, lexer.textRange) }
  }

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
  private mutating func nextString(for key: PlistKey) throws(PlistReadError) -> Bool {
    try nextValue(is: .string, for: key)
  }

  mutating func integer(for key: PlistKey) throws(PlistReadError) -> Int64? {
    guard try nextValue(is: .integer, for: key) else { return nil }
    return parsed(lexer.integerValue, for: key)
  }

  mutating func hex(for key: PlistKey) throws(PlistReadError) -> UInt64? {
    guard try nextValue(is: .string, for: key) else { return nil }
    return parsed(lexer.hexValue, for: key)
  }

  private mutating func date(for key: PlistKey) throws(PlistReadError) -> Int64? {
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
    let recent =
      switch key {
      case .artist: recentArtist
      case .albumArtist: recentAlbumArtist
      default: recentAlbum
      }
    let symbol: Int32
    if let recent, !lexer.hasAmpersand, lexer.textIs(sameBytesAs: library.names[recent]) {
      symbol = recent
    } else {
      symbol = library.names.intern(try lexer.string())
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
  mutating func nextKey() throws(PlistReadError) -> Bool {
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

  mutating func skipValue() throws(PlistReadError) {
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
