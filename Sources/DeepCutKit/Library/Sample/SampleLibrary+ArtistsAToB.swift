extension SampleLibrary {
  /// The first artist block, A to B (format: `SampleLibraryParser`).
  static let artistsAToB = """
    @ A.N.I.M.A.L.|3245981
    + Poder latino|1996|album|1401010735
    4:12 Poder latino
    3:48 Solo por ser indios
    4:05 Loco pro
    3:56 Raza de bronce
    4:31 Tu propia fuerza
    3:39 El color de la sangre
    4:47 Tierra de nadie
    3:22 Lágrimas de fuego
    5:08 Cuál es el camino
    4:16 Hermanos de la tierra
    + Animal 6|1998|album|1401020735
    3:44 Combate
    4:02 Mundo de sombras
    3:35 Hay un lugar
    4:18 Bien mental
    3:51 Mil voces
    4:27 Naturaleza muerta
    3:58 Sueño americano
    4:40 Lucha eterna
    5:12 El último ritual

    @ A$AP Rocky|481488005
    + LIVE.LOVE.A$AP|2011|album|1402010735
    3:27 Palace
    3:07 Peso
    3:30 Bass
    4:10 Wassup
    3:36 Brand New Guy
    3:58 Purple Swag: Chapter 2
    4:32 Houston Old Head
    4:05 Acid Drip
    + LONG.LIVE.A$AP (Deluxe Version)|2013|album|1402040735
    4:40 Long Live A$AP
    3:13 Goldie
    4:27 PMW (All I Really Need)
    3:37 LVL
    3:58 Hell
    4:07 Pain
    3:53 F**kin' Problems
    3:45 Wild for the Night
    6:12 1Train|explicit content is restricted on this account
    3:56 Fashion Killa
    4:20 Phoenix
    4:52 Suddenly
    4:12 Jodye
    4:58 Ghetto Symphony
    3:52 Angels
    4:51 I Come Apart
    + AT.LONG.LAST.A$AP|2015|album|1402050735
    2:47 Holy Ghost
    4:09 Canal St.
    5:07 Fine Whine
    3:58 L$D
    4:03 Excuse Me
    3:03 JD
    2:29 Lord Pretty Flacko Jodye 2 (LPFJ2)
    4:07 Electric Body
    5:27 Jukebox Joints
    4:21 Max B
    4:35 Pharsyde
    4:50 Wavybone
    3:40 West Side Highway
    4:06 Better Things
    4:23 M'$
    2:26 Dreams (Interlude)
    4:21 Everyday
    4:38 Back Home
    + TESTING|2018|album|-
    3:39 Distorted Records
    4:31 A$AP Forever REMIX
    3:55 Tony Tone
    4:02 Fukk Sleep
    3:25 Praise the Lord (Da Shine)
    2:50 CALLDROPS
    2:29 Buck Shots
    2:57 Gunz N Butter
    3:23 Brotha Man
    2:59 OG Beeper
    3:54 Kids Turned Out Fine
    3:35 Hun43rd
    4:29 Changes
    4:16 Black Tux, White Collar
    5:17 Purity

    @ Acid Bath|5765078
    + When the Kite String Pops|1994|album|1403010735
    6:34 The Blue
    4:16 Tranquilized
    2:41 Cheap Vodka
    5:19 Finger Paintings of the Insane
    3:11 Jezebel
    6:49 Scream of the Butterfly
    4:11 Dope Fiend
    6:33 Toubabo Koomi
    4:04 God Machine
    3:46 What Color Is Death
    5:37 The Mortician's Flame
    5:00 Dr. Seuss Is Dead
    + Radio Edits - EP|1995|ep|1403020735
    4:02 Scream of the Butterfly (Radio Edit)
    3:31 Venus Blue (Radio Edit)
    + Paegan Terrorism Tactics (Deluxe Edition)|2019|album|1403060735
    3:53 Paegan Love Song
    6:24 Bleed Me an Ocean
    3:18 Diäb Soulé
    4:40 Locust Spawning
    4:23 New Death Sensation
    5:07 Graveflower
    4:52 Old Skin
    3:50 13 Fingers
    4:55 New Corpse
    5:22 Venus Blue
    4:26 The Beautiful Downgrade
    4:58 Dead Girl (Demo)
    + Demos: 1993-1996|2005|compilation|-
    3:40 Dead Girl
    5:55 Bleed Me an Ocean (Demo)
    6:20 Scream of the Butterfly (Demo)
    3:14 Jezebel (Demo)

    @ Aphex Twin|4802474
    + Selected Ambient Works 85-92|1992|album|1404010735
    4:54 Xtal
    9:01 Tha
    3:47 Pulsewidth
    5:21 Ageispolis
    1:13 i
    6:02 Green Calx
    4:51 Heliosphan
    7:43 We Are the Music Makers
    5:07 Schottkey 7th Path
    7:12 Ptolemy
    6:02 Hedphelym
    5:36 Delphium
    7:35 Actium

    @ Arctic Monkeys|62820413
    + AM|2013|album|1405050735
    4:32 Do I Wanna Know?
    3:21 R U Mine?
    3:26 One for the Road
    3:27 Arabella
    3:05 I Want It All
    4:03 No. 1 Party Anthem
    3:35 Mad Sounds
    3:01 Fireside
    2:41 Why'd You Only Call Me When You're High?
    3:13 Snap Out of It
    4:17 Knee Socks
    3:04 I Wanna Be Yours
    + Tranquility Base Hotel & Casino - Single|2018|single|1405090735
    3:32 Tranquility Base Hotel & Casino

    @ Beach House|21287520
    + Bloom|2012|album|1406040735
    4:18 Myth
    4:37 Wild
    5:02 Lazuli
    4:24 Other People
    4:11 The Hours
    4:46 Troublemaker
    5:27 New Year
    5:07 Wishes
    5:43 On the Sea
    16:57 Irene

    @ The Beatles|136975
    + Abbey Road (Remastered)|1969|album|1407120735
    4:20 Come Together
    3:03 Something
    3:27 Maxwell's Silver Hammer
    3:27 Oh! Darling
    2:51 Octopus's Garden
    7:47 I Want You (She's So Heavy)
    3:05 Here Comes the Sun
    2:45 Because
    4:02 You Never Give Me Your Money
    2:26 Sun King
    1:06 Mean Mr. Mustard
    1:12 Polythene Pam
    1:57 She Came In Through the Bathroom Window
    1:31 Golden Slumbers
    1:36 Carry That Weight
    2:05 The End
    0:23 Her Majesty

    @ Beyoncé|1419227
    + BEYONCÉ [Platinum Edition]|2014|album|1408080735
    4:17 Pretty Hurts
    6:09 Haunted
    5:23 Drunk in Love
    5:09 Blow
    3:48 No Angel
    5:19 Partition
    3:04 Jealous
    6:31 Rocket
    6:18 Mine
    3:35 XO
    4:10 ***Flawless
    4:36 Superpower
    3:50 Heaven
    4:26 Blue
    disc 2
    3:33 7/11
    3:53 Flawless (Remix)
    3:45 Ring Off
    + Lemonade|2016|album|1408100735
    3:16 Pray You Catch Me
    3:41 Hold Up
    3:54 Don't Hurt Yourself
    3:53 Sorry
    4:20 6 Inch
    4:48 Daddy Lessons
    3:57 Love Drought
    3:03 Sandcastles
    1:19 Forward
    4:49 Freedom
    5:22 All Night
    3:26 Formation
    + Renaissance|2022|album|1408140735
    3:28 I'm That Girl
    3:30 Cozy
    3:35 Alien Superstar
    3:45 Cuff It
    1:56 Energy
    4:38 Break My Soul
    3:44 Church Girl
    4:14 Plastic Off the Sofa
    6:08 Virgo's Groove
    3:23 Move
    4:20 Heated
    4:04 Thique
    2:49 All Up in Your Mind
    3:18 America Has a Problem
    4:48 Pure/Honey
    4:34 Summer Renaissance

    @ Björk|295015
    + Homogenic|1997|album|1409040735
    4:15 Hunter
    5:05 Jóga
    3:21 Unravel
    5:16 Bachelorette
    5:53 All Neon Like
    4:29 5 Years
    3:06 Immature
    4:19 Alarm Call
    3:19 Pluto
    4:33 All Is Full of Love

    @ Boards of Canada|2715720
    + Music Has the Right to Children|1998|album|1410030735
    1:17 Wildlife Analysis
    6:23 An Eagle in Your Mind
    1:45 The Color of the Fire
    6:35 Telephasic Workshop
    1:50 Triangles & Rhombuses
    5:48 Sixtyten
    5:07 Turquoise Hexagon Sun
    1:00 Kaini Industries
    1:36 Bocuma
    2:31 Roygbiv
    6:39 Rue the Whirl
    5:58 Aquarius
    1:31 Olson
    6:07 Pete Standing Alone
    3:07 Smokes Quantity
    4:25 Open the Light
    1:14 One Very Important Thought

    @ Bob Marley & The Wailers|1143420
    + Exodus|1977|album|1411060735
    3:28 Natural Mystic
    3:08 So Much Things to Say
    3:19 Guiltiness
    2:32 The Heathen
    7:40 Exodus
    3:31 Jamming
    4:16 Waiting in Vain
    3:39 Turn Your Lights Down Low
    3:00 Three Little Birds
    2:52 One Love / People Get Ready

    @ Buena Vista Social Club|1174447
    + Buena Vista Social Club|1997|album|1412010735
    4:16 Chan Chan
    5:03 De Camino a la Vereda
    7:27 El Cuarto de Tula
    6:04 Pueblo Nuevo
    3:03 Dos Gardenias
    3:14 ¿Y Tú Qué Has Hecho?
    3:30 Veinte Años
    3:28 El Carretero
    5:28 Candela
    3:21 Amor de Loca Juventud
    3:18 Orgullecida
    3:50 Murmullo
    4:50 Buena Vista Social Club
    2:55 La Bayamesa

    @ Burial|122823046
    + Untrue|2007|album|1413020735
    0:45 Untitled
    3:58 Archangel
    3:54 Near Dark
    4:53 Ghost Hardware
    2:57 Endorphin
    5:59 Etched Headplate
    2:08 In McDonalds
    6:15 Untrue
    4:40 Shell of Light
    2:57 Dog Shelter
    5:22 Homeless
    1:40 UK
    4:58 Raver
    """
}
