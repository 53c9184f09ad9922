extension CommandTable {
  /// Every command deepcut has.
  public static let standard = CommandTable([
    .help, .echo, .history, .source, .quit, .set, .expect,
    .clock, .wait,
  ])
}
