extension SampleLibrary {
  /// Artists Sade to Yellow Magic Orchestra, then 坂本龍一 (format: `SampleLibraryParser`).
  static let artistsSToZ = """
    @ Sade|4591470
    + Diamond Life|1984|album|1437010735
    4:58 Smooth Operator
    3:41 Your Love Is King
    5:55 Hang On to Your Love
    4:37 Frankie's First Affair
    3:30 When Am I Going to Make a Living
    6:20 Cherry Pie
    5:23 Sally
    4:45 I Will Be Your Friend
    5:29 Why Can't We Live Together

    @ Sibylle Baier|163862911
    + Colour Green|2006|album|1438010735
    1:55 Tonight
    2:36 Forget About
    4:49 I Lost Something in the Hills
    2:45 Remember the Day
    2:40 Softly
    3:34 The End
    2:57 Driving
    3:09 Colour Green
    2:42 Says Elliott
    2:23 William
    2:36 Wim
    2:40 Girl
    2:46 Give Me a Smile
    2:58 Still Mine

    @ Sigur Rós|4954090
    + Ágætis byrjun|1999|album|1439030735
    1:36 Intro
    10:04 Svefn-g-englar
    6:47 Starálfur
    7:47 Flugufrelsarinn
    8:11 Ný batterí
    7:11 Hjartað hamast (bamm bamm bamm)
    10:17 Viðrar vel til loftárása
    8:03 Olsen Olsen
    7:56 Ágætis byrjun
    4:01 Avalon
    + Takk...|2005|album|1439060735
    1:57 Takk...
    6:15 Glósóli
    4:28 Hoppípolla
    2:17 Með blóðnasir
    8:40 Sé lest
    7:40 Sæglópur
    10:24 Mílanó
    5:33 Gong
    6:44 Andvari
    7:24 Svo hljótt
    4:09 Heysátan

    @ Stromae|335025745
    + Racine carrée|2013|album|1440020735
    2:57 Ta fête
    3:52 Papaoutai
    3:28 Bâtard
    4:09 Ave Cesaria
    3:33 Tous les mêmes
    3:34 Formidable
    3:19 Moules frites
    3:09 Carmen
    3:13 Humain à l'eau
    3:05 Quand c'est ?
    3:38 Sommeil
    2:26 Merci

    @ Talking Heads|3394087
    + Remain in Light|1980|album|1441040735
    5:48 Born Under Punches (The Heat Goes On)
    4:48 Crosseyed and Painless
    6:28 The Great Curve
    4:20 Once in a Lifetime
    4:33 Houses in Motion
    3:22 Seen and Not Seen
    4:43 Listening Wind
    6:00 The Overload

    @ Tame Impala|350172836
    + Currents|2015|album|1442040735
    7:47 Let It Happen
    1:47 Nangs
    4:15 The Moment
    4:30 Yes I'm Changing
    5:19 Eventually
    0:55 Gossip
    3:36 The Less I Know the Better
    3:48 Past Life
    1:48 Disciples
    4:01 'Cause I'm a Man
    4:12 Reality in Motion
    3:05 Love/Paranoia
    6:03 New Person, Same Old Mistakes

    @ Yellow Magic Orchestra|84389834
    + Solid State Survivor|1979|album|1443020735
    4:14 Technopolis
    4:37 Absolute Ego Dance
    4:25 Rydeen
    3:35 Castalia
    3:35 Behind the Mask
    2:38 Day Tripper
    5:05 Insomnia
    4:06 Solid State Survivor

    # Held under the name the Japanese storefront uses; the catalog spells it in Latin letters.
    @ 坂本龍一|99462
    + 戦場のメリークリスマス|1983|album|1444040735
    4:41 Merry Christmas Mr. Lawrence
    3:22 Batavia
    3:06 Germination
    2:23 A Hearty Breakfast
    3:32 Before the War
    3:14 The Seed and the Sower
    4:00 Ride, Ride, Ride
    4:38 Forbidden Colours|not available in your storefront
    + async|2017|album|1444110735
    4:39 andata
    5:05 disintegration
    4:00 solari
    4:43 ZURE
    4:47 walker
    3:31 stakra
    3:21 ubi
    4:44 fullmoon
    3:21 async
    3:30 tri
    3:57 LIFE, LIFE
    3:39 honji
    4:14 garden
    + 12|2023|album|1444140735
    4:32 20210310
    2:23 20211130
    2:03 20211201
    2:56 20220123
    5:50 20220202
    3:14 20220207
    4:28 20220214
    2:24 20220302 - sarabande
    3:44 20220302
    1:58 20220304
    3:07 20220307
    9:05 20220404
    """
}
