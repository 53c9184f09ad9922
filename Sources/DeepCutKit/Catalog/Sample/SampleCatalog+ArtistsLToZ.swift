extension SampleCatalog {
  /// The second catalog block, L to Z and others (format: `SampleCatalogParser`).
  ///
  /// 坂本龍一 is linked to his catalog artist, named in Latin letters there: the link, not the
  /// name, says which artist a library album belongs to.
  static let artistsLToZ = """
    @ 994656|Led Zeppelin
    1969-01-12|album|Led Zeppelin
    1969-10-22|album|Led Zeppelin II
    1970-10-05|album|Led Zeppelin III
    1971-11-08|album|Led Zeppelin IV
    1973-03-28|album|Houses of the Holy
    1975-02-24|album|Physical Graffiti
    1976-03-31|album|Presence
    1976-10-22|live|The Song Remains the Same
    1979-08-15|album|In Through the Out Door
    1982-11-19|album|Coda
    1997-11-11|live|BBC Sessions
    2003-05-27|live|How the West Was Won
    2007-11-12|compilation|Mothership
    2012-11-19|live|Celebration Day
    2014-10-27|album|Led Zeppelin IV (Deluxe Edition)|=1424150735

    @ 520855384|Mac DeMarco
    2012-03-20|album|Rock and Roll Night Club
    2012-10-16|album|2
    2014-04-01|album|Salad Days|=1425030735
    2014-01-28|single|Salad Days
    2015-08-07|album|Another One
    2017-05-05|album|This Old Dog
    2019-05-10|album|Here Comes the Cowboy
    2023-01-20|album|Five Easy Hot Dogs
    2023-11-10|compilation|One Wayne G
    2025-08-22|album|Guitar

    @ 15961|Massive Attack
    1991-04-08|album|Blue Lines
    1994-09-26|album|Protection
    1995-03-06|album|No Protection
    1998-04-20|album|Mezzanine|=1426040735
    2003-02-10|album|100th Window
    2006-03-27|compilation|Collected
    2010-02-08|album|Heligoland
    2016-01-28|ep|Ritual Spirit - EP
    2019-04-19|album|Mezzanine (Remastered)
    2020-02-28|ep|Eutopia - EP

    @ 3996865|Metallica
    1983-07-25|album|Kill 'Em All
    1984-07-27|album|Ride the Lightning
    1986-03-03|album|Master of Puppets (Remastered)|=1427030735
    1988-08-25|album|...And Justice for All
    1991-08-12|album|Metallica
    1996-06-04|album|Load
    1997-11-18|album|ReLoad
    1998-11-24|compilation|Garage Inc.
    1999-11-23|live|S&M
    2003-06-05|album|St. Anger
    2008-09-12|album|Death Magnetic
    2016-11-18|album|Hardwired... to Self-Destruct
    2017-11-10|album|Master of Puppets (Deluxe Box Set / Remastered)
    2023-04-14|album|72 Seasons

    @ 44984|Miles Davis
    1957-03-04|album|'Round About Midnight
    1957-02-01|compilation|Birth of the Cool
    1958-09-02|album|Milestones
    1959-08-17|album|Kind of Blue
    1959-08-17|album|Kind of Blue (Legacy Edition)|=1428060735
    1960-07-18|album|Sketches of Spain
    1965-08-01|album|E.S.P.
    1967-02-16|album|Miles Smiles
    1969-07-30|album|In a Silent Way
    1970-03-30|album|Bitches Brew
    1972-10-11|album|On the Corner
    1995-07-18|live|The Complete Live at the Plugged Nickel 1965

    @ 1059452|Nina Simone
    1959-02-01|album|Little Girl Blue
    1959-11-01|live|Nina Simone at Town Hall
    1964-05-01|live|Nina Simone in Concert
    1965-06-01|album|I Put a Spell on You|=1429030735
    1965-09-01|album|Pastel Blues
    1966-04-01|album|Wild Is the Wind
    1967-04-01|album|Nina Simone Sings the Blues
    1967-12-01|album|Silk & Soul
    1971-10-01|album|Here Comes the Sun
    1978-01-01|album|Baltimore
    2006-01-24|compilation|Forever Young, Gifted & Black: Songs of Freedom and Spirit

    @ 112018|Nirvana
    1989-06-15|album|Bleach
    1991-09-24|album|Nevermind|=1430020735
    1992-12-14|compilation|Incesticide
    1993-09-21|album|In Utero
    1994-11-01|live|MTV Unplugged in New York
    1996-10-01|live|From the Muddy Banks of the Wishkah
    2002-10-29|compilation|Nirvana
    2009-11-03|live|Live at Reading
    2009-11-03|album|Bleach (Deluxe Edition)
    2013-09-24|album|In Utero (20th Anniversary Remaster)
    2021-11-12|album|Nevermind (30th Anniversary Super Deluxe)

    @ 3247452|Os Mutantes
    1968-06-01|album|Os Mutantes|=1431010735
    1969-03-01|album|Mutantes
    1970-04-01|album|A Divina Comédia ou Ando Meio Desligado
    1971-03-01|album|Jardim Elétrico
    1972-09-01|album|Mutantes e Seus Cometas no País do Baurets
    1974-08-01|album|Tudo Foi Feito Pelo Sol
    2009-09-08|album|Haih Or Amortecedor
    2013-04-30|album|Fool Metal Jack

    @ 1135|OutKast
    1994-04-26|album|Southernplayalisticadillacmuzik
    1996-08-27|album|ATLiens
    1998-09-29|album|Aquemini|=1432030735
    2000-10-31|album|Stankonia
    2001-12-04|compilation|Big Boi and Dre Present... OutKast
    2003-09-23|album|Speakerboxxx/The Love Below
    2006-08-22|album|Idlewild
    2019-04-26|album|Southernplayalisticadillacmuzik (25th Anniversary Edition)
    2000-10-10|single|Ms. Jackson
    2003-08-26|single|Hey Ya!

    @ 487143|Pink Floyd
    1967-08-05|album|The Piper at the Gates of Dawn
    1968-06-29|album|A Saucerful of Secrets
    1969-11-07|album|Ummagumma
    1970-10-02|album|Atom Heart Mother
    1971-10-30|album|Meddle
    1973-03-01|album|The Dark Side of the Moon
    1975-09-12|album|Wish You Were Here
    1977-01-21|album|Animals
    1979-11-30|album|The Wall
    1983-03-21|album|The Final Cut
    1987-09-07|album|A Momentary Lapse of Reason
    1994-03-28|album|The Division Bell
    1995-05-29|live|Pulse
    2001-11-05|compilation|Echoes: The Best of Pink Floyd
    2014-11-07|album|The Endless River
    2023-03-24|album|The Dark Side of the Moon (50th Anniversary) [2023 Remaster]

    @ 16489|Portishead
    1994-08-22|album|Dummy|=1434010735
    1997-09-29|album|Portishead
    1998-11-02|live|Roseland NYC Live
    2008-04-28|album|Third
    1994-10-24|single|Glory Box

    @ 657515|Radiohead
    1993-02-22|album|Pablo Honey
    1994-05-27|ep|My Iron Lung - EP
    1995-03-13|album|The Bends
    1997-05-21|album|OK Computer
    1998-04-27|ep|Airbag / How Am I Driving? - EP
    2000-10-02|album|Kid A|=1435050735
    2001-06-05|album|Amnesiac
    2001-11-12|live|I Might Be Wrong: Live Recordings
    2003-06-09|album|Hail to the Thief
    2007-10-10|album|In Rainbows|=1435080735
    2011-02-18|album|The King of Limbs
    2016-05-08|album|A Moon Shaped Pool
    2017-06-23|album|OK Computer OKNOTOK 1997 2017
    2021-11-05|compilation|KID A MNESIA

    @ 1152808305|Rosalía
    2017-02-10|album|Los Ángeles
    2018-11-02|album|El Mal Querer|=1436020735
    2022-03-18|album|MOTOMAMI
    2022-09-09|album|MOTOMAMI +
    2023-03-24|ep|RR - EP
    2025-11-07|album|Lux
    2019-05-30|single|Con Altura
    2022-11-04|single|Despechá

    @ 4591470|Sade
    1984-07-16|album|Diamond Life|=1437010735
    1985-11-04|album|Promise
    1988-05-03|album|Stronger Than Pride
    1992-10-23|album|Love Deluxe
    1994-10-31|compilation|The Best of Sade
    2000-11-13|album|Lovers Rock
    2002-02-19|live|Lovers Live
    2010-02-08|album|Soldier of Love
    2011-05-03|compilation|The Ultimate Collection

    @ 163862911|Sibylle Baier
    2006-02-07|album|Colour Green|=1438010735

    @ 4954090|Sigur Rós
    1997-06-12|album|Von
    1998-08-01|compilation|Von brigði
    1999-06-12|album|Ágætis byrjun|=1439030735
    2002-10-28|album|( )
    2004-11-02|ep|Ba Ba Ti Ki Di Do - EP
    2005-09-12|album|Takk...|=1439060735
    2007-11-05|compilation|Hvarf/Heim
    2008-06-23|album|Með suð í eyrum við spilum endalaust
    2011-11-07|live|Inni
    2012-05-28|album|Valtari
    2013-06-17|album|Kveikur
    2019-06-07|album|Ágætis byrjun (20th Anniversary Deluxe Edition)
    2020-12-04|live|Odin's Raven Magic
    2023-06-16|album|Átta
    2005-11-28|single|Hoppípolla
    2008-06-09|single|Gobbledigook

    @ 335025745|Stromae
    2010-06-21|album|Cheese
    2013-08-16|album|Racine carrée|=1440020735
    2022-03-04|album|Multitude
    2009-06-01|single|Alors on danse
    2013-05-13|single|Papaoutai
    2021-10-15|single|Santé

    @ 3394087|Talking Heads
    1977-09-16|album|Talking Heads: 77
    1978-07-14|album|More Songs About Buildings and Food
    1979-08-03|album|Fear of Music
    1980-10-08|album|Remain in Light|=1441040735
    1982-03-24|live|The Name of This Band Is Talking Heads
    1983-06-01|album|Speaking in Tongues
    1984-09-17|live|Stop Making Sense
    1985-06-10|album|Little Creatures
    1986-09-15|album|True Stories
    1988-03-15|album|Naked
    2023-08-18|live|Stop Making Sense (Deluxe Edition)

    @ 350172836|Tame Impala
    2008-09-08|ep|Tame Impala - EP
    2010-05-21|album|InnerSpeaker
    2012-10-05|album|Lonerism
    2015-07-17|album|Currents|=1442040735
    2017-11-17|ep|Currents B-Sides & Remixes - EP
    2020-02-14|album|The Slow Rush
    2020-12-04|album|InnerSpeaker (Tenth Anniversary Edition)
    2025-10-17|album|Deadbeat

    @ 84389834|Yellow Magic Orchestra
    1978-11-25|album|Yellow Magic Orchestra
    1979-09-25|album|Solid State Survivor|=1443020735
    1980-02-21|live|Public Pressure
    1980-06-05|album|X∞Multiplies
    1981-03-21|album|BGM
    1981-11-21|album|Technodelic
    1983-05-25|album|Naughty Boys
    1983-12-14|album|Service
    1984-02-22|live|After Service

    @ 99462|Ryuichi Sakamoto
    1978-10-25|album|Thousand Knives
    1980-09-21|album|B-2 Unit
    1981-05-21|album|Left Handed Dream
    1983-04-01|album|Merry Christmas Mr. Lawrence (Original Motion Picture Soundtrack)|=1444040735
    1984-10-24|album|Illustrated Musical Encyclopedia
    1987-06-21|album|Neo Geo
    1989-11-10|album|Beauty
    1991-10-21|album|Heartbeat
    1996-05-22|album|1996
    1998-11-26|album|BTTB
    2010-02-03|live|Playing the Piano 2009 Japan
    2017-03-29|album|async|=1444110735
    2018-03-28|compilation|ASYNC - REMODELS
    2023-01-17|album|12|=1444140735
    2024-08-09|live|Opus
    """
}
