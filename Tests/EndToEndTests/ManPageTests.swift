import Foundation
import Testing

/// `deepcut --man` (what `Scripts/install` installs as deepcut(1)) is written from the same
/// declarations as `--help` and `help`: every option, every command, exit statuses,
/// environment and files; and troff reads it without a warning.
@Suite struct ManPageTests {
  @Test func theManPageCoversEverything() async throws {
    let page = try await ProcessRunner.run(["--man"])
    #expect(page.status == 0)
    let roff = page.stdout
    #expect(roff.hasPrefix(".TH DEEPCUT 1 "))
    for section in [
      "NAME", "SYNOPSIS", "OPTIONS", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES",
    ] {
      #expect(roff.contains("\n.SH \(section)\n"), "no \(section)")
    }
    // Every option --help lists.
    let help = try await ProcessRunner.run(["--help"])
    let options = help.stdout.split(separator: "\n").filter { $0.hasPrefix("  -") }
      .map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0] }
    #expect(options.count >= 10)
    for option in options {
      #expect(roff.contains(".B " + option.replacingOccurrences(of: "-", with: "\\-")), "\(option)")
    }
    // Every command `help` lists, under its usage.
    let commands = try await ProcessRunner.run(["-c", "help"])
    let names = commands.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
      .map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: " ")[0] }
    #expect(names.count > 30)
    for name in names {
      #expect(roff.contains("\n.B " + name.replacingOccurrences(of: "-", with: "\\-")), "\(name)")
    }
    let ascii = roff.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(ascii)
  }

  @Test func troffReadsItWithoutWarnings() async throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else { return }
    let page = try await ProcessRunner.run(["--man"])
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("deepcut-\(UUID().uuidString).1")
    try page.stdout.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let groff = Process()
    groff.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
    groff.arguments = ["-man", "-Tutf8", "-ww", "-z", file.path]
    let errors = Pipe()
    groff.standardError = errors
    try groff.run()
    let warnings = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    groff.waitUntilExit()
    #expect(groff.terminationStatus == 0)
    #expect(warnings.isEmpty, "\(warnings)")
  }
}
