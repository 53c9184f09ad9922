import DeepCutKit
import Testing

@testable import DeepCutShell

/// The duplicate check after the sort trusts ranks to tell most neighbours apart without
/// reading their bytes: on the colliding entries, in every form an entry can take, ranks never
/// tell apart two names `String` takes for one, and the byte check agrees with `==`.
@Suite struct OfferedNamesTellApartTests {
  /// Every form of every entry, their names as strings, and the order they rank by.
  static func forms(leadingWords: Set<String>) -> (
    items: [OfferedNamesRun.Item], names: [String], order: OfferedNamesRun.Order,
    bytes: [UInt8]
  ) {
    let entries = OfferedNamesRunTests.entries
    let census = OfferedNamesCensus(entries)
    var bytes = OfferedNamesBytes(census, leadingWords: leadingWords)
    var items: [OfferedNamesRun.Item] = []
    for entry in entries.indices {
      items += [bytes.plain(entry), bytes.qualified(entry)]
      if census.artistNumbers[entry] >= 0 {
        items += [bytes.plainByArtist(entry), bytes.qualifiedByArtist(entry)]
      }
    }
    let order = bytes.order()
    let names = items.map { item in
      var utf8: [UInt8] = []
      for index in 0..<3 {
        let piece = item.name.piece(index)
        utf8 += bytes.bytes[Int(piece.start)..<Int(piece.start + piece.count)]
      }
      return String(decoding: utf8, as: UTF8.self)
    }
    return (items, names, order, bytes.bytes)
  }

  @Test(arguments: [false, true])
  func ranksTellApartOnlyDifferentNames(kindWords: Bool) {
    let forms = Self.forms(leadingWords: kindWords ? LibrarySnapshot.kindWords : [])
    var byName: [String: [Int]] = [:]
    for index in forms.items.indices { byName[forms.names[index], default: []].append(index) }
    var toldApart = 0
    for (first, x) in forms.items.enumerated() {
      for (second, y) in forms.items.enumerated() where forms.order.tellsApart(x, y) {
        toldApart += 1
        #expect(forms.names[first] != forms.names[second], "\(forms.names[first])")
      }
    }
    // Some share a name in another form (`Midnight by Ocean`, `Stand by Me`): never told apart.
    #expect(byName.values.contains { $0.count > 1 && forms.items[$0[0]].nameIsASCII })
    #expect(toldApart > forms.items.count)
  }

  @Test func byteCheckAgreesWithStringEquality() {
    let forms = Self.forms(leadingWords: LibrarySnapshot.kindWords)
    // Only names that fold alike can be one name: the rest would only slow the test.
    let folds = forms.names.map { NameFolding.fold($0).prefix(3) }
    forms.bytes.withUnsafeBufferPointer { buffer in
      for (first, x) in forms.items.enumerated() {
        for (second, y) in forms.items.enumerated() where folds[first] == folds[second] {
          #expect(
            OfferedNamesRun.sameName(x, y, in: buffer.baseAddress!)
              == (forms.names[first] == forms.names[second]),
            "\(forms.names[first]) \(forms.names[second])")
        }
      }
    }
  }
}
