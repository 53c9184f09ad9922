extension CommandTable {
  /// Every command deepcut has.
  public static let standard = CommandTable([
    .help, .echo, .history, .source, .quit, .set, .expect,
    .list, .more, .show, .search,
    .add, .remove, .playlist, .writes,
    .fail, .generate,
    .cuts, .discover,
    .clock, .wait,
    .play, .pause, .stop, .next, .previous, .toggle, .seek, .queue, .repeatMode, .shuffle,
    .status, .watch, .interrupt, .trace,
  ])
}
