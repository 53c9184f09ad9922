@testable import DeepCutKit

/// Fuzzes the Library.xml importer with whole files.
///
/// Promises checked, besides not crashing: a rejected file gets one `FILE:LINE: message` whose
/// line is in the file; an accepted one satisfies `LibraryInvariants` (consistent ids and
/// references, a true summary, a cache that round-trips), its warnings are one line each, and
/// a session can use it (`LibraryUse`). Read on two threads, split at a track boundary
/// searched from a point the input picks, it gives exactly what one pass gives (a fuzzed file
/// is too small to split by itself).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibraryXML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let onePass = outcome(bytes, split: .never)
  let searchStart = bytes.isEmpty ? 0 : Int64(splitPoint(bytes) % UInt64(bytes.count))
  let split = outcome(bytes, split: .searchingFrom(searchStart))
  require(
    split == onePass,
    "split searching from \(searchStart), the import differs from one pass: \(split) vs \(onePass)")
  let library: LibraryImport
  do {
    library = try onePass.get()
  } catch {
    let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
    require(
      error.line.map { (1...lines).contains($0) } == true,
      "\(error) is not located in the file's \(lines) lines")
    require(isOneLine(error.message), "import error: \(error.message.debugDescription)")
    return 0
  }
  LibraryInvariants.check(library)
  for warning in library.summary.warnings {
    require(isOneLine(warning), "import warning: \(warning.debugDescription)")
  }
  LibraryUse.exercise(library.contents)
  return 0
}

/// The import of `bytes` read as `split` says.
private func outcome(_ bytes: [UInt8], split: ImportSplit) -> Result<LibraryImport, LibraryXMLError>
{
  Result { () throws(LibraryXMLError) -> LibraryImport in
    try LibraryXMLImporter.importSource(.memory(bytes), name: "Library.xml", split: split)
  }
}

/// Where the input asks the split to be searched from: FNV-1a of its bytes.
private func splitPoint(_ bytes: [UInt8]) -> UInt64 {
  bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
}
