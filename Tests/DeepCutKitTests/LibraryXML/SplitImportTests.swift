import Foundation
import Testing

@testable import DeepCutKit

/// An import split over two threads gives exactly what one pass gives: the same library and
/// warnings, or the same first error on the same line, wherever the split falls.
@Suite struct SplitImportTests {
  /// The import's outcome, and where it was split.
  static func outcome(
    _ bytes: [UInt8], split: ImportSplit, chunkSize: Int = PlistLexer.chunkSize
  ) -> (Result<LibraryImport, LibraryXMLError>, splitAt: Int64?) {
    do {
      let (library, splitAt) = try LibraryXMLImporter.importReportingSplit(
        .memory(bytes), name: "Library.xml", chunkSize: chunkSize, split: split)
      return (.success(library), splitAt)
    } catch {
      return (.failure(error), nil)
    }
  }

  /// Expects the split outcome to equal one pass's; returns whether the import really split.
  @discardableResult
  static func expectSameAsOnePass(
    _ bytes: [UInt8], searchingFrom offset: Int, chunkSize: Int = PlistLexer.chunkSize,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let (single, _) = outcome(bytes, split: .never, chunkSize: chunkSize)
    let (split, splitAt) = outcome(
      bytes, split: .searchingFrom(Int64(offset)), chunkSize: chunkSize)
    #expect(split == single, "split searched from \(offset)", sourceLocation: sourceLocation)
    return splitAt != nil
  }

  static func generated(tracks: Int, artists: Int, seed: UInt64) throws -> [UInt8] {
    var bytes: [UInt8] = []
    _ = try LibraryXMLGenerator(trackCount: tracks, artistCount: artists, seed: seed).write {
      bytes.append(contentsOf: $0)
    }
    return bytes
  }

  /// The offset of the boundary a split searching from `offset` would use.
  static func boundary(in bytes: [UInt8], from offset: Int) throws -> Int {
    Int(try #require(TrackBoundary.first(in: .memory(bytes), from: Int64(offset))))
  }

  @Test func aGeneratedLibrarySplitsAnywhereInItsTracksWithTheSameResult() throws {
    let bytes = try Self.generated(tracks: 1_000, artists: 90, seed: 11)
    var splits = 0
    for eighth in 0..<8 {
      if Self.expectSameAsOnePass(bytes, searchingFrom: bytes.count * eighth / 8) { splits += 1 }
    }
    // The tracks fill most of the file: most searches find a boundary there and split.
    #expect(splits >= 5)
  }

  @Test func onlyAFileOfTheMinimumSizeSplitsByItself() throws {
    let large = try Self.generated(tracks: 1_600, artists: 90, seed: 14)
    let small = try LibraryXMLFixtures.quirks
    #expect(Int64(large.count) >= ImportSplit.minimumSize)
    let (single, _) = Self.outcome(large, split: .never)
    let (automatic, splitAt) = Self.outcome(large, split: .automatic)
    #expect(automatic == single)
    // At the first boundary after where the automatic split searches, a little before the middle.
    let searchStart = try #require(ImportSplit.automatic.searchStart(in: .memory(large)))
    #expect(searchStart < Int64(large.count / 2))
    #expect(splitAt.map { $0 >= searchStart && $0 - searchStart < 4_096 } == true)
    #expect(Self.outcome(small, split: .automatic).splitAt == nil)
  }

  @Test func theQuirksFixtureSplitsAtEveryTrackWithTheSameResult() throws {
    let bytes = try LibraryXMLFixtures.quirks
    var splits = 0
    for offset in stride(from: 0, to: bytes.count, by: 61) {
      if Self.expectSameAsOnePass(bytes, searchingFrom: offset) { splits += 1 }
    }
    #expect(splits > 10)
    for chunkSize in [7, 64] {
      #expect(Self.expectSameAsOnePass(bytes, searchingFrom: bytes.count / 2, chunkSize: chunkSize))
    }
  }

  /// A generated library with `edits` applied: each replaces the first occurrence of a text
  /// after an offset.
  static func edited(_ bytes: [UInt8], _ edits: [(after: Int, find: String, replace: String)])
    -> [UInt8]
  {
    var bytes = bytes
    for edit in edits {
      let find = Array(edit.find.utf8)
      guard
        let start = (edit.after...(bytes.count - find.count)).first(where: {
          bytes[$0..<($0 + find.count)].elementsEqual(find)
        })
      else { continue }
      bytes.replaceSubrange(start..<(start + find.count), with: Array(edit.replace.utf8))
    }
    return bytes
  }

  @Test func problemsInEitherHalfGiveTheSameFirstErrorAndWarnings() throws {
    let bytes = try Self.generated(tracks: 400, artists: 30, seed: 12)
    let middle = bytes.count / 2
    let split = try Self.boundary(in: bytes, from: middle)
    let quarter = bytes.count / 4
    let threeQuarters = bytes.count * 3 / 4
    let badYear = ("<key>Year</key><integer>", "<key>Year</key><integer>x")
    let oddType = (
      "<key>Total Time</key><integer>", "<key>Total Time</key><string>1</string><integer>"
    )
    let broken = ("<key>Name</key><string>", "<key>Name</key><strin>")
    let cases: [[(after: Int, find: String, replace: String)]] = [
      // Warnings in both halves: counted together, the first one's line from the first half.
      [(quarter, badYear.0, badYear.1), (threeQuarters, badYear.0, badYear.1)],
      // Warnings only in the second half, of two kinds.
      [(threeQuarters, badYear.0, badYear.1), (split, oddType.0, oddType.1)],
      // An error in each half: the first half's is the first.
      [(quarter, broken.0, broken.1), (threeQuarters, broken.0, broken.1)],
      // An error in the second half only, after a warning in the first.
      [(quarter, badYear.0, badYear.1), (threeQuarters, broken.0, broken.1)],
      // On the boundary: the first track of the second half, and the last of the first.
      [(split, broken.0, broken.1)],
      [(split, badYear.0, badYear.1)],
      [(split - 400, broken.0, broken.1)],
      [(split - 400, oddType.0, oddType.1)],
      // Text where the second half starts: the first half meets it before the boundary.
      [(split, "<key>", "junk<key>")],
    ]
    for edits in cases {
      let edited = Self.edited(bytes, edits)
      let (single, _) = Self.outcome(edited, split: .never)
      let (splitOutcome, splitAt) = Self.outcome(edited, split: .searchingFrom(Int64(middle)))
      #expect(splitOutcome == single, "\(edits)")
      if case .success(let library) = single {
        #expect(!library.summary.warnings.isEmpty)
        #expect(splitAt != nil)
      }
    }
  }

  @Test func progressCountsBothHalvesUpToTheWholeFile() throws {
    let bytes = try Self.generated(tracks: 1_000, artists: 90, seed: 13)
    var reports: [Int64] = []
    let (_, splitAt) = try LibraryXMLImporter.importReportingSplit(
      .memory(bytes), name: "Library.xml", chunkSize: 4_096,
      split: .searchingFrom(Int64(bytes.count / 2)), progress: { reports.append($0) })
    #expect(splitAt != nil)
    #expect(reports.last == Int64(bytes.count))
    #expect(reports.allSatisfy { $0 <= Int64(bytes.count) })
  }

  @Test func mutatedExportsSplitWithTheSameResult() throws {
    let original = try LibraryXMLFixtures.quirks
    var random = SeededRandom(seed: 515)
    var splits = 0
    for _ in 0..<400 {
      let bytes = LibraryXMLFuzzTests.mutate(original, random: &random)
      let offset = bytes.isEmpty ? 0 : random.int(in: 0...(bytes.count - 1))
      if Self.expectSameAsOnePass(bytes, searchingFrom: offset) { splits += 1 }
    }
    #expect(splits > 20)
  }
}
