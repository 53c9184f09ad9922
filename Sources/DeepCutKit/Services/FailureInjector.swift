import Synchronization

/// Decides which service calls throw, and what they throw: the mock's switchboard.
///
/// "First page loads, second page fails" is `fail(.recentlyPlayed, afterCalls: 1)`; "fetch
/// works, write fails" is `fail(.addToPlaylist)`. A rule is sticky unless made `once`. Shared by
/// the library, the catalog and the player, and safe to use from any task.
public final class FailureInjector: Sendable {
  /// What a failing call throws.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case network
    case auth
    case notfound
    case ratelimit
    case cancel

    /// The error thrown for `method`.
    public func error(for method: ServiceMethod) -> ServiceError {
      switch self {
      case .network: .network
      case .auth: .auth
      case .notfound: .notFound("\(method.rawValue) (injected)")
      case .ratelimit: .rateLimited(retryAfterSeconds: 30)
      case .cancel: .cancelled
      }
    }
  }

  /// One armed failure.
  public struct Rule: Hashable, Sendable, Codable {
    public var method: ServiceMethod
    public var kind: Kind
    /// Fire once, then disarm.
    public var once: Bool
    /// Let this many calls succeed before failing.
    public var afterCalls: Int

    public init(
      method: ServiceMethod, kind: Kind = .network, once: Bool = false, afterCalls: Int = 0
    ) {
      self.method = method
      self.kind = kind
      self.once = once
      self.afterCalls = afterCalls
    }
  }

  private let rules = Mutex<[ServiceMethod: Rule]>([:])
  /// The emulated `MusicAuthorization`, checked before any rule.
  public let authorization: MusicAuthorization

  public init(authorization: MusicAuthorization = MusicAuthorization()) {
    self.authorization = authorization
  }

  /// Arms `rule`, replacing any rule for the same method.
  public func arm(_ rule: Rule) {
    rules.withLock { $0[rule.method] = rule }
  }

  /// Arms the same failure for several methods.
  public func fail(
    _ methods: [ServiceMethod], with kind: Kind = .network, once: Bool = false, afterCalls: Int = 0
  ) {
    for method in methods {
      arm(Rule(method: method, kind: kind, once: once, afterCalls: afterCalls))
    }
  }

  /// Disarms every rule, or only those for `methods`.
  public func clear(_ methods: [ServiceMethod]? = nil) {
    rules.withLock { rules in
      guard let methods else { return rules.removeAll() }
      for method in methods { rules[method] = nil }
    }
  }

  /// The armed rules, sorted by method.
  public var armed: [Rule] {
    rules.withLock { Array($0.values) }.sorted { $0.method < $1.method }
  }

  /// Throws the injected error when a rule for `method` fires; called at the top of each call.
  ///
  /// Also throws `ServiceError.cancelled` when the calling task has been cancelled, so every
  /// service stops at the same place whether a person pressed Ctrl-C or a test injected it,
  /// and `ServiceError.notAuthorized` unless `authorization` allows the call.
  public func check(_ method: ServiceMethod) throws(ServiceError) {
    if Task.isCancelled { throw .cancelled }
    try authorization.check()
    if let fired = fire(method) { throw fired.error(for: method) }
  }

  /// Consumes and returns the kind of the rule for `method` that fires now, if any.
  ///
  /// Unlike `check`, the calling task's cancellation plays no part: the emulated player asks
  /// this when a track starts, which may happen while a cancelled `wait` catches time up.
  public func fire(_ method: ServiceMethod) -> Kind? {
    rules.withLock { rules in
      guard var rule = rules[method] else { return nil }
      if rule.afterCalls > 0 {
        rule.afterCalls -= 1
        rules[method] = rule
        return nil
      }
      if rule.once { rules[method] = nil }
      return rule.kind
    }
  }
}
