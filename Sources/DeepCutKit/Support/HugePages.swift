#if canImport(Glibc)
  import Glibc
#endif

/// Asks Linux to back a large buffer about to be filled with 2 MiB pages instead of 4 KiB ones.
///
/// Every 4 KiB page a process first writes costs a page fault in the kernel. A first start
/// touches about 55 MB, 14,000 faults, which on a virtual machine cost about as much as the
/// import's own work on the same memory. Transparent huge pages are commonly enabled only for
/// memory that asks for them (`madvise` mode), so a buffer that will be filled through asks:
/// one fault then maps 2 MiB. Only the 2 MiB-aligned middle of the buffer is advised, so no page
/// outside the buffer is ever mapped for it; the advice is a hint, and ignored where the kernel
/// has no huge pages.
enum HugePages {
  /// The size of a huge page on x86-64 and arm64 Linux.
  static let size = 2 << 20

  /// Advises the whole huge pages inside `byteCount` bytes at `start`, which the caller is about
  /// to write: a page no write touches stays unmapped, one a write touches is mapped whole, so
  /// room that is only partly filled costs at most one partly used 2 MiB page.
  static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) {
    #if os(Linux)
      let address = UInt(bitPattern: start)
      let mask = UInt(size - 1)
      let first = (address + mask) & ~mask
      let end = (address + UInt(byteCount)) & ~mask
      guard end > first, let page = UnsafeMutableRawPointer(bitPattern: first) else { return }
      _ = madvise(page, Int(end - first), MADV_HUGEPAGE)
    #endif
  }
}
