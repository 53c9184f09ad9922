extension SampleLibrary {
  /// The sample playlists (format: `SampleLibraryParser`).
  ///
  /// "Late Night Drive" holds one song twice, "Crate Digging" is empty, "Replay 2025" is made by
  /// the service and cannot be edited; names carry spaces, an apostrophe, quotes and an accent.
  static let playlistText = """
    P Late Night Drive|Slow, warm and a little strange|editable
    > Khruangbin|Maria También
    > Portishead|Roads
    > Massive Attack|Teardrop
    > Frank Ocean|White Ferrari
    > Beach House|Myth
    > Sade|Cherry Pie
    > Burial|Archangel
    > Khruangbin|Maria También
    > Boards of Canada|Roygbiv
    > Tame Impala|Past Life

    P Sunday Morning|Coffee first|editable
    > Bob Marley & The Wailers|Three Little Birds
    > Nina Simone|Feeling Good
    > Sibylle Baier|Colour Green
    > The Beatles|Here Comes the Sun
    > Buena Vista Social Club|Chan Chan
    > Os Mutantes|Baby
    > Mac DeMarco|Salad Days
    > Hiroshi Yoshimura|Water Copy

    P Don't Skip|Every one of these, start to finish|editable
    > Radiohead|Weird Fishes/Arpeggi
    > Kendrick Lamar|Alright
    > Kate Bush|Running Up That Hill (A Deal with God)
    > Talking Heads|Once in a Lifetime
    > Daft Punk|Digital Love
    > Beyoncé|Formation
    > Arctic Monkeys|Do I Wanna Know?
    > OutKast|SpottieOttieDopaliscious
    > Fleetwood Mac|The Chain
    > Neutral Milk Hotel|Holland, 1945
    > Sigur Rós|Hoppípolla
    > Stromae|Papaoutai

    P Heavy Rotation|Loud records, loud|editable
    > Acid Bath|Scream of the Butterfly
    > Metallica|Master of Puppets
    > Deftones|Change (In the House of Flies)
    > King Gizzard & the Lizard Wizard|Robot Stop
    > Nirvana|Drain You
    > A.N.I.M.A.L.|Solo por ser indios
    > Led Zeppelin|When the Levee Breaks
    > Acid Bath|Bleed Me an Ocean

    P Songs Called "Untitled"|Nobody could think of a name|editable
    > Burial|Untitled
    > Neutral Milk Hotel|Untitled

    P Café Jazz|Late, low and blue|editable
    > Miles Davis|So What
    > John Coltrane|Blue Train
    > Nina Simone|I Put a Spell on You
    > Miles Davis|Blue in Green
    > John Coltrane|A Love Supreme, Pt. I - Acknowledgement

    P Crate Digging|Deep cuts to hear next|editable

    P Replay 2025|Your top songs of the year, made by Apple Music|read-only
    > Khruangbin|Maria También
    > Beyoncé|Cuff It
    > Radiohead|Weird Fishes/Arpeggi
    > Daft Punk|Digital Love
    > Frank Ocean|White Ferrari
    > Tame Impala|Let It Happen
    > Sigur Rós|Hoppípolla
    > A$AP Rocky|L$D
    > Kendrick Lamar|Alright
    > 坂本龍一|andata
    """

  /// The listening history, newest first, in the weeks before the virtual clock's start.
  ///
  /// Times are UTC, ending just before 2026-01-01. Many library artists are absent on purpose:
  /// the feed ranks forgotten artists first.
  static let recentlyPlayedText = """
    2025-12-31 23:12|Khruangbin|Maria También
    2025-12-31 21:02|Beyoncé|Cuff It
    2025-12-31 20:55|Radiohead|Weird Fishes/Arpeggi
    2025-12-31 09:15|Khruangbin|Time (You and I)
    2025-12-31 09:11|Daft Punk|Digital Love
    2025-12-31 09:06|Kendrick Lamar|Alright
    2025-12-29 22:06|Frank Ocean|White Ferrari
    2025-12-29 22:01|Tame Impala|Let It Happen
    2025-12-29 19:51|Sigur Rós|Hoppípolla
    2025-12-27 19:31|A$AP Rocky|L$D
    2025-12-27 19:27|Mac DeMarco|Chamber of Reflection
    2025-12-26 08:27|Arctic Monkeys|Do I Wanna Know?
    2025-12-26 08:18|Bob Marley & The Wailers|Three Little Birds
    2025-12-26 08:14|Portishead|Glory Box
    2025-12-26 08:09|Beach House|Myth
    2025-12-25 20:29|Rosalía|Malamente (Cap.1: Augurio)
    2025-12-25 08:49|Stromae|Papaoutai
    2025-12-25 08:44|坂本龍一|andata
    2025-12-25 08:35|Boards of Canada|Roygbiv
    2025-12-25 08:30|Burial|Archangel
    2025-12-23 21:30|Beyoncé|Break My Soul
    2025-12-23 09:50|Khruangbin|Pelota
    2025-12-23 09:46|Frank Ocean|Nikes
    2025-12-21 09:26|Tame Impala|The Less I Know the Better
    2025-12-21 09:21|Radiohead|Reckoner
    2025-12-21 09:12|Daft Punk|Get Lucky
    2025-12-19 08:52|Kendrick Lamar|King Kunta
    2025-12-19 08:48|A$AP Rocky|Praise the Lord (Da Shine)
    2025-12-17 08:28|Sigur Rós|Svefn-g-englar
    2025-12-15 08:08|Mac DeMarco|Salad Days
    2025-12-14 20:28|Arctic Monkeys|Arabella
    2025-12-14 20:24|Bob Marley & The Wailers|Jamming
    2025-12-14 20:15|Portishead|Roads
    2025-12-14 20:11|Beach House|Lazuli
    2025-12-13 09:11|Rosalía|Bagdad (Cap.7: Liturgia)
    2025-12-13 09:04|Stromae|Formidable
    2025-12-13 08:24|坂本龍一|Merry Christmas Mr. Lawrence
    2025-12-12 20:44|Boards of Canada|Turquoise Hexagon Sun
    2025-12-12 20:37|Burial|Near Dark
    2025-12-11 09:37|Khruangbin|August 10
    2025-12-11 09:32|Beyoncé|Formation
    2025-12-09 09:12|Radiohead|Everything in Its Right Place
    2025-12-09 08:32|Daft Punk|One More Time
    2025-12-07 21:32|Frank Ocean|Pink + White
    2025-12-07 21:25|Tame Impala|Eventually
    2025-12-07 21:20|A$AP Rocky|Fashion Killa
    2025-12-05 21:00|Kendrick Lamar|i
    2025-12-03 20:40|Sigur Rós|Glósóli
    2025-12-03 20:31|Khruangbin|Cómo Me Quieres
    2025-12-03 18:21|Beyoncé|Sorry
    2025-12-03 18:16|Radiohead|Nude
    2025-12-02 07:16|Daft Punk|Instant Crush
    2025-12-02 07:11|Frank Ocean|Solo
    2025-11-30 06:51|坂本龍一|20220302 - sarabande
    2025-11-30 06:47|Khruangbin|Maria También
    2025-11-28 06:27|Beach House|Irene
    """
}
