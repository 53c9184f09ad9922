/// An Apple Music storefront: the two-letter country code the catalog is read in (`us`, `gb`).
public struct AppleMusicStorefront: Hashable, Sendable, CustomStringConvertible {
  public let code: String

  /// The storefront every Apple example uses, and deepcut's when nothing else says.
  public static let unitedStates = AppleMusicStorefront(validated: "us")

  /// Accepts two ASCII letters, in either case (`US` becomes `us`).
  public init?(_ text: String) {
    let lower = text.lowercased()
    guard lower.utf8.count == 2, lower.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else {
      return nil
    }
    code = lower
  }

  private init(validated code: String) {
    self.code = code
  }

  public var description: String { code }
}
