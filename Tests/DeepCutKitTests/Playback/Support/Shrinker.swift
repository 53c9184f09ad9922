/// Shrinks a failing sequence by dropping steps while it still fails.
///
/// Chunks of halving size first, then single steps until none can go, so the result is
/// 1-minimal: dropping any one of its steps makes it pass.
enum Shrinker {
  static func shrink<Step>(_ steps: [Step], stillFails: ([Step]) -> Bool) -> [Step] {
    var current = steps
    var chunk = max(1, current.count / 2)
    while true {
      var index = 0
      var dropped = false
      while index < current.count {
        let candidate = Array(current[..<index] + current[min(current.count, index + chunk)...])
        if stillFails(candidate) {
          current = candidate
          dropped = true
        } else {
          index += chunk
        }
      }
      if chunk > 1 {
        chunk /= 2
      } else if !dropped {
        return current
      }
    }
  }
}
