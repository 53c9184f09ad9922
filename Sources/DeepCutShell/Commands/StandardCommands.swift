extension Command {
  /// Every command deepcut has.
  public static let standard: [Command] = [
    HelpCommand.command, EchoCommand.command, HistoryCommand.command, SourceCommand.command,
    QuitCommand.command, SetCommand.command, ExpectCommand.command,
    ListCommand.command, MoreCommand.command, ShowCommand.command, SearchCommand.command,
    AddCommand.command, RemoveCommand.command, PlaylistCommand.command, WritesCommand.command,
    WantsCommand.command,
    FailCommand.command, GenerateCommand.command,
    CutsCommand.command, DiscoverCommand.command, LinkCommands.link, LinkCommands.unlink,
    ClockCommand.command, WaitCommand.command,
    PlayCommand.command, TransportCommands.pause, TransportCommands.stop,
    TransportCommands.next, TransportCommands.previous, ToggleCommand.command,
    SeekCommand.command, QueueCommand.command, RepeatCommand.command, ShuffleCommand.command,
    StatusCommand.command, WatchCommand.command, InterruptCommand.command, TraceCommand.command,
    ScanCommand.command, AuthCommand.command, VolumeCommand.command,
  ]
}

extension CommandSet {
  /// Every command deepcut has, prepared once per process.
  public static let standard = CommandSet(Command.standard)
}

extension CommandTable {
  /// The declarations of every command deepcut has.
  public static var standard: CommandTable { CommandSet.standard.table }
}

extension Session {
  /// A session with every command deepcut has.
  public init(environment: Environment) {
    self.init(environment: environment, commands: CommandSet.standard)
  }
}
