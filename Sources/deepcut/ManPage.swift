import DeepCutShell
import Foundation

/// deepcut(1) in roff, written from the declarations `--help` and `help` print: the launch
/// options, exit statuses, environment and files, and every command of the command table.
struct ManPage {
  /// A titled list of terms and what they mean (`-c COMMANDS`: run COMMANDS…).
  struct Entry {
    var term: String
    var text: String
  }

  var version: String
  var summary: String
  var synopsis: [String]
  var description: String
  var options: [Entry]
  var exitStatuses: [Entry]
  var environment: [Entry]
  var files: [Entry]
  var commands: CommandTable

  /// deepcut's own page: the launch declarations and the standard command table.
  static var deepcut: ManPage {
    func entries(_ list: [LaunchHelp.Entry]) -> [Entry] {
      list.map { Entry(term: $0.term, text: $0.text) }
    }
    return ManPage(
      version: DeepCutVersion.current, summary: LaunchHelp.summary,
      synopsis: LaunchHelp.synopsis, description: LaunchHelp.description,
      options: entries(LaunchHelp.options), exitStatuses: entries(LaunchHelp.exitStatuses),
      environment: entries(LaunchHelp.environment), files: entries(LaunchHelp.files),
      commands: .standard)
  }

  /// The page, ready for `man -l`.
  var roff: String {
    var page = [
      ".TH DEEPCUT 1 \"\" \"deepcut \(version)\" \"User Commands\"",
      ".SH NAME", "deepcut \\- " + Self.escape(summary),
      ".SH SYNOPSIS",
    ]
    page += synopsis.flatMap { [".B " + Self.escape($0), ".br"] }
    page += [".SH DESCRIPTION"] + Self.paragraphs(description)
    page += Self.section("OPTIONS", options)
    page +=
      [".SH COMMANDS"]
      + Self.paragraphs(
        "Commands are typed at the prompt, given to -c, or written one per line in a script. "
          + "Any unique prefix of a command's name runs it; 'help COMMAND' shows the same text.")
    for group in CommandSpec.Group.allCases {
      let specs = commands.commands.filter { $0.group == group }
      guard !specs.isEmpty else { continue }
      page += [".SS " + Self.escape(group.rawValue.capitalized)]
      for spec in specs { page += Self.command(spec) }
    }
    page += Self.section("EXIT STATUS", exitStatuses)
    page += Self.section("ENVIRONMENT", environment)
    page += Self.section("FILES", files)
    page += [".SH SEE ALSO", ".BR less (1),", ".BR editrc (5)"]
    return page.joined(separator: "\n") + "\n"
  }

  private static func command(_ spec: CommandSpec) -> [String] {
    var lines = [".TP"]
    lines += spec.usage.enumerated().flatMap { index, usage in
      (index > 0 ? [".TQ"] : []) + [".B " + escape(usage)]
    }
    var text = spec.summary
    if !spec.aliases.isEmpty { text += " (also: " + spec.aliases.joined(separator: ", ") + ")" }
    lines.append(escape(text) + ".")
    if !spec.details.isEmpty { lines += [".IP"] + paragraphs(spec.details, marker: ".IP") }
    let options = spec.allOptions.map { option in
      option.valueName.map { "\(option.name) \($0)" } ?? option.name
    }
    if !options.isEmpty {
      lines += [".IP", "Options: " + escape(options.joined(separator: ", ")) + "."]
    }
    if !spec.examples.isEmpty {
      lines +=
        [".IP", "Examples:"] + spec.examples.flatMap { [".br", "\\fB" + escape($0) + "\\fR"] }
    }
    return lines
  }

  private static func section(_ title: String, _ entries: [Entry]) -> [String] {
    guard !entries.isEmpty else { return [] }
    return [".SH " + title] + entries.flatMap { [".TP", ".B " + escape($0.term), escape($0.text)] }
  }

  /// Paragraphs separated by blank lines, each joined into one filled line.
  private static func paragraphs(_ text: String, marker: String = ".PP") -> [String] {
    let blocks = text.components(separatedBy: "\n\n").map { block in
      block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .joined(separator: " ")
    }.filter { !$0.isEmpty }
    return blocks.enumerated().flatMap { index, block in
      (index > 0 ? [marker] : []) + [escape(block)]
    }
  }

  /// Escapes text for roff: backslashes, hyphens (so options copy as ASCII), a leading dot
  /// or quote (which roff would take for a request), and every non-ASCII character.
  static func escape(_ text: String) -> String {
    var escaped = text.replacingOccurrences(of: "\\", with: "\\e")
      .replacingOccurrences(of: "-", with: "\\-")
    if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
    // Non-ASCII as \[uXXXX], so plain troff reads it without a UTF-8 preprocessor.
    return escaped.unicodeScalars.map { scalar in
      scalar.isASCII ? String(scalar) : "\\[u" + hex(scalar.value) + "]"
    }.joined()
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
