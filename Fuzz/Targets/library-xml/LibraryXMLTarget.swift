@testable import DeepCutKit

/// Fuzzes the Library.xml importer with whole files.
///
/// Promises checked, besides not crashing: a rejected file gets one `FILE:LINE: message` whose
/// line is in the file; an accepted one satisfies `LibraryInvariants` (consistent ids and
/// references, a true summary, a cache that round-trips), its warnings are one line each, and
/// a session can use it (`LibraryUse`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibraryXML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let library: LibraryImport
  do {
    library = try LibraryXMLImporter.importBytes(bytes)
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
