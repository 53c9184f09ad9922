import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a path names, so that an input that is not a file is refused before it is read.
///
/// Reading a device never ends (`/dev/zero`) or waits for a person (`/dev/tty`); a pipe is a
/// file here, so `deepcut <(make-commands)` works.
enum FileKind: Equatable {
  case missing
  case directory
  case device
  /// A regular file or a pipe.
  case file

  /// What `path` names, following symbolic links.
  init(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      self = .missing
      return
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: self = .directory
    case S_IFCHR, S_IFBLK, S_IFSOCK: self = .device
    default: self = .file
    }
  }
}
