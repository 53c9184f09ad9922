extension CommandTable {
  /// Every command deepcut has.
  public static let standard = CommandTable([
    .help, .echo, .history, .source, .quit, .set, .expect,
    .list, .more, .show, .search,
    .add, .remove, .playlist, .writes,
    .fail,
    .clock, .wait,
  ])
}
