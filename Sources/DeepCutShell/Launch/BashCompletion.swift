/// `deepcut --completion bash`: Tab completion for the launcher in bash, written from the same
/// declarations as `--help` (`LaunchHelp.options`), so the two cannot disagree.
///
/// What an option's value completes is read from its placeholder there: `real|virtual` are
/// its keywords, `FILE` a file name, `DIR` a folder, and any other (`URL`, `AGE`) nothing.
/// An argument that is not an option's value is a script, so a file name.
public enum BashCompletion {
  /// How an option's value completes.
  enum Value: Equatable {
    /// The option takes no value.
    case none
    case keywords([String])
    case files
    case folders
    /// Free text: nothing to offer.
    case text
  }

  /// An option as `--help` declares it: its spellings and what its value is.
  struct Option: Equatable {
    var names: [String]
    var value: Value
  }

  /// The options of `entries`, read from their terms (`--keep-going, -k`, `--clock real|virtual`).
  static func options(_ entries: [LaunchHelp.Entry]) -> [Option] {
    entries.map { entry in
      var names: [String] = []
      var value = Value.none
      for spelling in entry.term.components(separatedBy: ", ") {
        let parts = spelling.split(separator: " ", maxSplits: 1).map(String.init)
        names.append(parts[0])
        if parts.count == 2 { value = Self.value(parts[1]) }
      }
      return Option(names: names, value: value)
    }
  }

  /// What a placeholder stands for.
  private static func value(_ placeholder: String) -> Value {
    switch placeholder {
    case "FILE": .files
    case "DIR": .folders
    case _ where placeholder.uppercased() == placeholder: .text
    default: .keywords(placeholder.components(separatedBy: "|"))
    }
  }

  /// The script for the launcher's options.
  public static var script: String { script(for: options(LaunchHelp.options)) }

  /// The script for `options`: a `_deepcut` function and its `complete` line.
  static func script(for options: [Option]) -> String {
    func names(_ value: Value) -> String {
      options.filter { $0.value == value }.flatMap(\.names).joined(separator: "|")
    }
    var cases: [String] = []
    for (value, action) in [
      (Value.files, "_deepcut_reply -f"), (.folders, "_deepcut_reply -d"), (.text, ":"),
    ] where !names(value).isEmpty {
      cases.append("    \(names(value))) \(action) ;;")
    }
    for option in options {
      guard case .keywords(let words) = option.value else { continue }
      let list = words.joined(separator: " ")
      cases.append("    \(option.names.joined(separator: "|"))) _deepcut_reply -W \"\(list)\" ;;")
    }
    let all = options.flatMap(\.names).joined(separator: " ")
    return """
      # bash completion for deepcut: options, their keyword values, and file names for
      # --library, the token files and a script. Written by `deepcut --completion bash` from
      # the declarations `deepcut --help` shows.

      # COMPREPLY from `compgen ARGS -- "$cur"`, one reply a line (names may hold spaces).
      _deepcut_reply() {
        local line
        COMPREPLY=()
        while IFS= read -r line; do
          COMPREPLY+=("$prefix$line")
        done < <(compgen "$@" -- "$cur")
      }

      _deepcut() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="" prefix=""
        COMPREPLY=()
        ((COMP_CWORD > 0)) && prev="${COMP_WORDS[COMP_CWORD - 1]}"
        # `--library=FILE`: bash splits at `=` (COMP_WORDBREAKS), or leaves it in the word.
        if [[ $cur == "=" ]]; then
          cur=""
        elif [[ $prev == "=" ]] && ((COMP_CWORD > 1)); then
          prev="${COMP_WORDS[COMP_CWORD - 2]}"
        elif [[ $cur == --*=* ]]; then
          prev="${cur%%=*}" prefix="${cur%%=*}="
          cur="${cur#*=}"
        fi
        case "$prev" in
      \(cases.joined(separator: "\n"))
          *)
            if [[ -z $prefix && $cur == -* ]]; then
              _deepcut_reply -W "\(all)"
            else
              _deepcut_reply -f
            fi
            ;;
        esac
        return 0
      }

      complete -o filenames -F _deepcut deepcut

      """
  }
}
