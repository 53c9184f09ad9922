import DeepCutKit
import Foundation
import Testing

@testable import DeepCutShell

/// `--sort year|popular|deep` on the sample catalog, whose releases have no MBIDs: made-up
/// counts, labelled so; and the listing without `--sort` exactly as before.
@Suite struct PopularityShellTests {
  static func listeners(in output: String) -> [Int] {
    output.split(separator: "\n").dropFirst(3).compactMap { line in
      let cells = line.split(separator: " ", omittingEmptySubsequences: true)
      return cells.reversed().dropFirst().first.flatMap {
        Int($0.replacingOccurrences(of: ",", with: ""))
      }
    }
  }

  @Test func cutsSortedDeepUseMadeUpCountsLabelledSo() async throws {
    let test = try TestSession()
    _ = await test.run("cuts A.N.I.M.A.L. --sort deep")
    #expect(test.stderr.isEmpty, "\(test.stderr)")
    let lines = test.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines[1]
        == "listeners: made-up counts (the sample catalog has no MBIDs; real counts from "
        + "ListenBrainz need the MusicBrainz catalog), fewest listeners first")
    #expect(lines[2].contains("listeners"))
    let counts = Self.listeners(in: test.stdout)
    #expect(counts.count >= 2 && counts == counts.sorted(), "\(test.stdout)")
  }

  @Test func cutsWithoutSortShowNoCountsOnTheSampleCatalog() async throws {
    let test = try TestSession()
    _ = await test.run("cuts acid bath")
    #expect(!test.stdout.contains("listeners"))
  }

  @Test func popularAcrossTheFeedIsOneRankedListNamingArtists() async throws {
    let test = try TestSession()
    _ = await test.run("discover refresh\ndiscover --sort popular --across --limit 5")
    #expect(test.stderr.isEmpty, "\(test.stderr)")
    let lines = test.stdout.split(separator: "\n").map(String.init)
    let header = try #require(
      lines.firstIndex { $0.hasPrefix(" #  year") || $0.hasPrefix("#  year") })
    #expect(lines[header].contains("artist") && lines[header].contains("listeners"))
    #expect(lines[header - 1].hasPrefix("listeners: made-up counts"))
    #expect(lines.last?.hasPrefix("… and ") == true)
    #expect(lines.count == header + 7)
  }

  @Test func aBadSortIsOneLineNamingTheOrders() async throws {
    let test = try TestSession()
    _ = await test.run("cuts acid bath --sort sideways")
    #expect(test.stderr.contains("--sort is year, popular or deep, not 'sideways'"))
    #expect(test.stderr.split(separator: "\n").count == 1, "\(test.stderr)")
  }

  @Test func jsonCarriesListenersAndListensNullWhenUnknown() async throws {
    let sorted = try TestSession(json: true)
    _ = await sorted.run("cuts acid bath --sort popular")
    #expect(sorted.stdout.contains(#""listeners":"#) && sorted.stdout.contains(#""listens":"#))
    #expect(!sorted.stdout.contains(#""listeners":null"#))
    let plain = try TestSession(json: true)
    _ = await plain.run("cuts acid bath")
    #expect(
      plain.stdout.contains(#""listeners":null"#) && plain.stdout.contains(#""listens":null"#))
  }

  @Test func groupedNumbersHaveThousandsSeparators() {
    #expect(CutCounts.grouped(0) == "0")
    #expect(CutCounts.grouped(999) == "999")
    #expect(CutCounts.grouped(1_000) == "1,000")
    #expect(CutCounts.grouped(1_234_567) == "1,234,567")
  }
}
