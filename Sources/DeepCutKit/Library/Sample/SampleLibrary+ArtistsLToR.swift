extension SampleLibrary {
  /// Artists Led Zeppelin to Rosalía (format: `SampleLibraryParser`).
  ///
  /// Neutral Milk Hotel came from a CD rip the catalog never matched: no catalog link.
  static let artistsLToR = """
    @ Led Zeppelin|994656
    + Led Zeppelin IV (Deluxe Edition)|2014|album|1424150735
    4:55 Black Dog
    3:40 Rock and Roll
    5:51 The Battle of Evermore
    8:02 Stairway to Heaven
    4:38 Misty Mountain Hop
    4:44 Four Sticks
    3:31 Going to California
    7:07 When the Levee Breaks

    @ Mac DeMarco|520855384
    + Salad Days|2014|album|1425030735
    2:35 Salad Days
    1:59 Blue Boy
    3:31 Brother
    3:02 Let Her Go
    3:05 Goodbye Weekend
    3:12 Let My Baby Stay
    2:38 Passing Out Pieces
    3:48 Treat Her Better
    3:51 Chamber of Reflection
    2:59 Go Easy
    3:07 Jonny's Odyssey

    @ Massive Attack|15961
    + Mezzanine|1998|album|1426040735
    6:18 Angel
    4:58 Risingson
    5:29 Teardrop
    5:56 Inertia Creeps
    4:11 Exchange
    6:06 Dissolved Girl
    5:55 Man Next Door
    6:20 Black Milk
    5:54 Mezzanine
    8:13 Group Four
    4:08 (Exchange)

    @ Metallica|3996865
    + Master of Puppets (Remastered)|1986|album|1427030735
    5:12 Battery
    8:35 Master of Puppets
    6:36 The Thing That Should Not Be
    6:27 Welcome Home (Sanitarium)
    8:16 Disposable Heroes
    5:40 Leper Messiah
    8:27 Orion
    5:32 Damage, Inc.

    @ Miles Davis|44984
    + Kind of Blue (Legacy Edition)|1959|album|1428060735
    9:22 So What
    9:46 Freddie Freeloader
    5:37 Blue in Green
    11:33 All Blues
    9:26 Flamenco Sketches
    9:32 Flamenco Sketches (Alternate Take)

    @ Neutral Milk Hotel|-
    + In the Aeroplane Over the Sea|1998|album|-
    2:00 The King of Carrot Flowers, Pt. One
    3:06 The King of Carrot Flowers, Pts. Two & Three
    3:22 In the Aeroplane Over the Sea
    4:26 Two-Headed Boy
    1:53 The Fool
    3:15 Holland, 1945
    1:57 Communist Daughter
    8:18 Oh Comely
    4:08 Ghost
    2:16 Untitled
    5:14 Two-Headed Boy, Pt. Two

    @ Nina Simone|1059452
    + I Put a Spell on You|1965|album|1429030735
    2:36 I Put a Spell on You
    2:46 Tomorrow Is My Turn
    3:35 Ne me quitte pas
    2:38 Marriage Is for Old Folks
    2:57 July Tree
    2:43 Gimme Some
    2:53 Feeling Good
    2:50 One September Day
    3:24 Blues on Purpose
    1:55 Beautiful Land
    2:45 You've Got to Learn
    2:54 Take Care of Business

    @ Nirvana|112018
    + Nevermind|1991|album|1430020735
    5:01 Smells Like Teen Spirit
    4:14 In Bloom
    3:39 Come as You Are
    3:03 Breed
    4:17 Lithium
    2:57 Polly
    2:22 Territorial Pissings
    3:43 Drain You
    2:36 Lounge Act
    3:32 Stay Away
    3:16 On a Plain
    20:35 Something in the Way / Endless, Nameless

    @ Os Mutantes|3247452
    + Os Mutantes|1968|album|1431010735
    3:41 Panis et Circenses
    4:43 A Minha Menina
    3:32 O Relógio
    3:02 Adeus Maria Fulô
    3:02 Baby
    2:35 Senhor F
    3:09 Bat Macumba
    3:04 Le Premier Bonheur du Jour
    2:38 Trem Fantasma
    1:55 Tempo no Tempo
    3:42 Ave Gengis Khan

    @ OutKast|1135
    + Aquemini|1998|album|1432030735
    0:52 Hold On, Be Strong
    4:47 Return of the "G"
    5:24 Rosa Parks
    3:15 Skew It on the Bar-B
    5:19 Aquemini
    5:10 Synthesizer
    3:09 Slump
    4:03 West Savannah
    3:42 Da Art of Storytellin' (Part 1)
    3:20 Da Art of Storytellin' (Part 2)
    5:24 Mamacita
    7:06 SpottieOttieDopaliscious
    5:59 Y'all Scared
    0:44 Nathaniel
    8:45 Liberation
    6:26 Chonkyfire

    @ Pink Floyd|487143
    + The Dark Side of the Moon (2011 Remaster)|1973|album|-
    1:05 Speak to Me
    2:49 Breathe (In the Air)
    3:45 On the Run
    6:53 Time
    4:44 The Great Gig in the Sky
    6:23 Money
    7:49 Us and Them
    3:26 Any Colour You Like
    3:49 Brain Damage
    2:03 Eclipse

    @ Portishead|16489
    + Dummy|1994|album|1434010735
    5:02 Mysterons
    4:11 Sour Times
    3:58 Strangers
    4:16 It Could Be Sweet
    4:51 Wandering Star
    3:49 It's a Fire
    3:54 Numb
    5:05 Roads
    3:41 Pedestal
    5:01 Biscuit
    5:06 Glory Box

    @ Radiohead|657515
    + Kid A|2000|album|1435050735
    4:11 Everything in Its Right Place
    4:44 Kid A
    5:51 The National Anthem
    5:56 How to Disappear Completely
    3:42 Treefingers
    5:15 Optimistic
    3:31 In Limbo
    5:09 Idioteque
    4:35 Morning Bell
    7:01 Motion Picture Soundtrack
    + In Rainbows|2007|album|1435080735
    3:57 15 Step
    4:02 Bodysnatchers
    4:15 Nude
    5:18 Weird Fishes/Arpeggi
    3:48 All I Need
    2:09 Faust Arp
    4:50 Reckoner
    5:28 House of Cards
    4:09 Jigsaw Falling into Place
    4:39 Videotape

    @ Rosalía|1152808305
    + El Mal Querer|2018|album|1436020735
    2:30 Malamente (Cap.1: Augurio)
    3:36 Que No Salga la Luna (Cap.2: Boda)
    3:13 Pienso en Tu Mirá (Cap.3: Celos)
    2:30 De Aquí No Sales (Cap.4: Disputa)
    4:05 Reniego (Cap.5: Lamento)
    1:07 Preso (Cap.6: Clausura)
    3:19 Bagdad (Cap.7: Liturgia)
    2:32 Di Mi Nombre (Cap.8: Éxtasis)
    2:12 Nana (Cap.9: Concepción)
    2:34 Maldición (Cap.10: Cordura)
    2:03 A Ningún Hombre (Cap.11: Poder)
    """
}
