/// The order of an artist's cuts: newest first, ties by title, then id, so it never varies.
enum ReleaseOrder {
  /// `releases` newest first (by `releaseDate`, compared as text), then by title, then id.
  ///
  /// Dates are compared as text, but most are short ASCII (`YYYY-MM-DD`), whose order is the
  /// order of their bytes: read once into two integers, they compare without the string
  /// comparison's work on every step of the sort. Other dates compare as text.
  static func newestFirst(_ releases: [CatalogRelease]) -> [CatalogRelease] {
    let days = releases.map { DateWords($0.releaseDate) }
    func isNewer(_ left: Int, _ right: Int) -> Bool {
      if let leftDay = days[left], let rightDay = days[right] {
        if leftDay != rightDay { return leftDay > rightDay }
      } else if releases[left].releaseDate != releases[right].releaseDate {
        return releases[left].releaseDate > releases[right].releaseDate
      }
      if releases[left].title != releases[right].title {
        return releases[left].title < releases[right].title
      }
      return releases[left].id < releases[right].id
    }
    // Catalogs list a discography oldest first, so a feed's cuts often come in one order or
    // the other: one pass over neighbours finds that without sorting. The sort is stable, so
    // it leaves a list already in order as it is, and reverses one strictly in the other.
    let later = releases.indices.dropFirst()
    if later.allSatisfy({ !isNewer($0, $0 - 1) }) { return releases }
    if later.allSatisfy({ isNewer($0, $0 - 1) }) { return releases.reversed() }
    // Positions are sorted rather than the releases, to move less.
    return releases.indices.sorted(by: isNewer).map { releases[$0] }
  }

  /// A date of at most 16 ASCII bytes (no NUL), as two big-endian words padded with zeros:
  /// they compare as the text does (a prefix, padded with lower bytes, sorts first), and are
  /// equal exactly when the texts are.
  struct DateWords: Comparable {
    var high: UInt64
    var low: UInt64

    init?(_ date: String) {
      var date = date
      guard
        let words = date.withUTF8({ bytes -> (UInt64, UInt64)? in
          guard bytes.count <= 16 else { return nil }
          var (high, low): (UInt64, UInt64) = (0, 0)
          for index in 0..<16 {
            let byte = index < bytes.count ? bytes[index] : 0
            guard index >= bytes.count || (byte > 0 && byte < 0x80) else { return nil }
            if index < 8 {
              high = high << 8 | UInt64(byte)
            } else {
              low = low << 8 | UInt64(byte)
            }
          }
          return (high, low)
        })
      else { return nil }
      (high, low) = words
    }

    static func < (lhs: DateWords, rhs: DateWords) -> Bool {
      (lhs.high, lhs.low) < (rhs.high, rhs.low)
    }
  }
}
