/// Ages for people: `40 s`, `12 min`, `5 h`, `3 days`.
enum AgeText {
  static func describe(_ age: Duration) -> String {
    let seconds = Int(age.seconds)
    switch seconds {
    case ..<60: return "\(seconds) s"
    case ..<3_600: return "\(seconds / 60) min"
    case ..<172_800: return "\(seconds / 3_600) h"
    default: return "\(seconds / 86_400) days"
    }
  }
}
