extension SampleCatalog {
  /// The first catalog block, A to K (format: `SampleCatalogParser`).
  ///
  /// A.N.I.M.A.L. and A$AP Rocky hold 25 releases of the default types each and Acid Bath 7,
  /// the figures of the app's diagnostic; King Gizzard & the Lizard Wizard holds 60+ so that
  /// paging past 25 matters.
  static let artistsAToK = """
    @ 3245981|A.N.I.M.A.L.
    1991-10-01|album|Fin de siglo
    1993-06-01|album|Usa toda tu fuerza
    1994-09-05|album|El nuevo camino del hombre
    1996-05-20|album|Poder latino|=1401010735
    1998-08-17|album|Animal 6|=1401020735
    1999-11-01|live|Combate sudamericano (En vivo)
    2001-04-02|album|Álbum negro
    2002-10-07|compilation|Lo mejor de A.N.I.M.A.L.
    2003-03-10|live|Vivo en Obras
    2004-06-01|compilation|Obras cumbres
    2006-09-04|compilation|Colección definitiva
    2008-05-12|ep|Raza de bronce - EP
    2010-03-01|compilation|Grandes éxitos
    2012-07-16|ep|Loco pro (Remixes) - EP
    2012-07-02|single|Loco pro
    2014-10-20|album|Una razón para vivir
    2014-09-01|single|Una razón para vivir
    2015-08-03|live|Una razón para vivir (En vivo)
    2016-05-20|album|Poder latino (Remasterizado)
    2017-04-21|album|Ritual de guerra
    2017-03-10|single|Ritual de guerra
    2018-08-17|album|Animal 6 (Edición 20 aniversario)
    2019-09-13|live|En vivo en el Luna Park
    2020-11-27|compilation|Los años salvajes
    2021-06-04|ep|Raíces - EP
    2022-10-14|album|Combativo
    2022-09-02|single|Combativo
    2023-05-05|live|Combativo en vivo (Buenos Aires 2023)
    2024-09-20|album|Nuevos rituales
    2024-08-09|single|Nuevos rituales

    @ 481488005|A$AP Rocky
    2011-10-31|album|LIVE.LOVE.A$AP|=1402010735
    2021-10-29|album|LIVE.LOVE.A$AP (10th Anniversary Edition)
    2013-01-11|album|LONG.LIVE.A$AP
    2013-01-11|album|LONG.LIVE.A$AP (Deluxe Version)|=1402040735
    2015-05-26|album|AT.LONG.LAST.A$AP|=1402050735
    2018-05-25|album|TESTING
    2012-08-21|ep|Goldie (Remixes) - EP
    2013-02-19|ep|Wild for the Night (Remixes) - EP
    2013-06-11|ep|Fashion Killa (Remixes) - EP
    2014-03-18|ep|Multiply (Remixes) - EP
    2015-06-23|ep|L$D (Remixes) - EP
    2015-09-25|ep|Everyday (Remixes) - EP
    2018-08-10|ep|A$AP Forever (Remixes) - EP
    2018-10-05|ep|Sundress (Remixes) - EP
    2019-11-22|ep|Babushka Boi (Remixes) - EP
    2024-06-14|ep|Tailor Swif (Remixes) - EP
    2024-08-30|ep|Highjack (Remixes) - EP
    2025-03-07|ep|Riot (Rowdy Pipe'n) [Remixes] - EP
    2013-09-24|live|LONG.LIVE.A$AP Tour (Live from Terminal 5)
    2016-02-12|live|Live at Lollapalooza 2015
    2019-12-06|live|Injured Generation Tour (Live)
    2012-10-02|compilation|Lords Never Worry
    2016-12-16|compilation|Cozy Tapes, Vol. 1: Friends
    2017-08-25|compilation|Cozy Tapes, Vol. 2: Too Cozy
    2021-11-05|compilation|Flacko Files: Rarities 2010–2021
    2011-08-29|single|Peso
    2012-04-10|single|Goldie
    2012-08-07|single|F**kin' Problems
    2013-08-13|single|Wild for the Night
    2018-04-05|single|A$AP Forever
    2018-05-11|single|Praise the Lord (Da Shine)
    2019-05-24|single|Babushka Boi
    2024-05-10|single|Tailor Swif
    2024-07-05|single|Highjack
    2025-02-14|single|Riot (Rowdy Pipe'n)

    @ 5765078|Acid Bath
    1994-08-23|album|When the Kite String Pops|=1403010735
    1995-03-14|ep|Radio Edits - EP|=1403020735
    1996-07-16|album|Paegan Terrorism Tactics
    2005-10-11|compilation|Demos: 1993–1996
    2019-05-17|album|When the Kite String Pops (Remastered)
    2019-05-17|album|Paegan Terrorism Tactics (Deluxe Edition)|=1403060735
    2021-10-29|live|Live at the Abyss, Houston 1996
    2019-04-12|single|Scream of the Butterfly (Remastered)

    @ 4802474|Aphex Twin
    1992-11-09|album|Selected Ambient Works 85-92|=1404010735
    1994-03-07|album|Selected Ambient Works Volume II
    1995-04-24|album|...I Care Because You Do
    1996-11-04|album|Richard D. James Album
    1997-10-06|ep|Come to Daddy - EP
    1999-03-22|ep|Windowlicker - EP
    2001-10-22|album|Drukqs
    2014-09-19|album|Syro
    2015-01-23|ep|Computer Controlled Acoustic Instruments Pt2 - EP
    2016-05-27|ep|Cheetah - EP
    2018-09-14|ep|Collapse - EP
    2023-07-28|ep|Blackbox Life Recorder 21f / in a room7 F760 - EP
    2024-04-26|album|Selected Ambient Works Volume II (Expanded Edition)

    @ 62820413|Arctic Monkeys
    2006-01-23|album|Whatever People Say I Am, That's What I'm Not
    2006-04-24|ep|Who the Fuck Are Arctic Monkeys? - EP
    2007-04-23|album|Favourite Worst Nightmare
    2009-08-19|album|Humbug
    2011-06-06|album|Suck It and See
    2013-09-09|album|AM|=1405050735
    2005-10-17|single|I Bet You Look Good on the Dancefloor
    2013-06-19|single|Do I Wanna Know?
    2018-05-11|album|Tranquility Base Hotel & Casino
    2018-05-04|single|Tranquility Base Hotel & Casino|=1405090735
    2020-12-04|live|Live at the Royal Albert Hall
    2022-10-21|album|The Car
    2022-08-30|single|There'd Better Be a Mirrorball

    @ 21287520|Beach House
    2006-10-03|album|Beach House
    2008-02-26|album|Devotion
    2010-01-26|album|Teen Dream
    2012-05-15|album|Bloom|=1406040735
    2015-08-28|album|Depression Cherry
    2015-10-16|album|Thank Your Lucky Stars
    2017-06-30|compilation|B-Sides and Rarities
    2018-05-11|album|7
    2022-02-18|album|Once Twice Melody
    2023-05-16|ep|Become - EP

    @ 136975|The Beatles
    1963-03-22|album|Please Please Me (Remastered)
    1963-11-22|album|With the Beatles (Remastered)
    1964-07-10|album|A Hard Day's Night (Remastered)
    1964-12-04|album|Beatles for Sale (Remastered)
    1965-08-06|album|Help! (Remastered)
    1965-12-03|album|Rubber Soul (Remastered)
    1966-08-05|album|Revolver (Remastered)
    1967-05-26|album|Sgt. Pepper's Lonely Hearts Club Band (Remastered)
    1967-11-27|album|Magical Mystery Tour (Remastered)
    1968-11-22|album|The Beatles (White Album) [Remastered]
    1969-01-13|album|Yellow Submarine (Remastered)
    1969-09-26|album|Abbey Road (Remastered)|=1407120735
    1970-05-08|album|Let It Be (Remastered)
    1988-03-07|compilation|Past Masters
    1995-11-21|compilation|Anthology 1
    2000-11-13|compilation|1
    2016-09-09|live|Live at the Hollywood Bowl
    2019-09-27|album|Abbey Road (Super Deluxe Edition)
    2023-11-02|single|Now and Then

    @ 1419227|Beyoncé
    2003-06-23|album|Dangerously in Love
    2006-09-04|album|B'Day
    2007-04-03|album|B'Day (Deluxe Edition)
    2007-08-28|ep|Irreemplazable - EP
    2008-11-18|album|I Am... Sasha Fierce
    2009-11-20|compilation|Above and Beyoncé: Video Collection & Dance Mixes
    2011-06-24|album|4
    2013-12-13|album|BEYONCÉ
    2014-11-24|album|BEYONCÉ [Platinum Edition]|=1408080735
    2016-04-23|album|Lemonade|=1408100735
    2019-04-17|live|Homecoming: The Live Album
    2019-07-19|compilation|The Lion King: The Gift
    2020-07-31|compilation|The Lion King: The Gift [Deluxe Edition]
    2022-07-29|album|Renaissance|=1408140735
    2024-03-29|album|Cowboy Carter
    2016-02-06|single|Formation
    2022-06-20|single|Break My Soul
    2024-02-11|single|Texas Hold 'Em

    @ 295015|Björk
    1993-07-05|album|Debut
    1995-06-13|album|Post
    1996-11-18|compilation|Telegram
    1997-09-22|album|Homogenic|=1409040735
    2000-09-18|album|Selmasongs
    2001-08-27|album|Vespertine
    2004-08-30|album|Medúlla
    2007-05-07|album|Volta
    2011-10-10|album|Biophilia
    2012-11-19|compilation|Bastards
    2015-01-20|album|Vulnicura
    2017-11-24|album|Utopia
    2022-09-30|album|Fossora
    2024-11-08|live|Cornucopia (Live)
    2023-09-05|single|Oral

    @ 2715720|Boards of Canada
    1996-04-22|ep|Hi Scores - EP
    1998-04-20|album|Music Has the Right to Children|=1410030735
    2000-11-27|ep|In a Beautiful Place Out in the Country - EP
    2002-02-18|album|Geogaddi
    2005-10-17|album|The Campfire Headphase
    2006-05-22|ep|Trans Canada Highway - EP
    2013-06-05|album|Tomorrow's Harvest

    @ 1143420|Bob Marley & The Wailers
    1973-04-13|album|Catch a Fire
    1973-10-19|album|Burnin'
    1974-10-25|album|Natty Dread
    1975-12-05|live|Live!
    1976-04-30|album|Rastaman Vibration
    1977-06-03|album|Exodus|=1411060735
    1978-03-23|album|Kaya
    1978-11-10|live|Babylon by Bus
    1979-10-02|album|Survival
    1980-06-10|album|Uprising
    1983-05-23|album|Confrontation
    1984-05-08|compilation|Legend
    2001-05-22|album|Exodus (Deluxe Edition)
    1992-09-22|compilation|Songs of Freedom

    @ 1174447|Buena Vista Social Club
    1997-09-16|album|Buena Vista Social Club|=1412010735
    2008-10-14|live|Buena Vista Social Club at Carnegie Hall
    2015-03-24|compilation|Lost and Found
    2021-09-17|album|Buena Vista Social Club (25th Anniversary Edition)

    @ 122823046|Burial
    2006-05-15|album|Burial
    2007-11-05|album|Untrue|=1413020735
    2011-03-28|ep|Street Halo - EP
    2012-02-13|ep|Kindred - EP
    2013-12-11|ep|Rival Dealer - EP
    2019-12-06|compilation|Tunes 2011–2019
    2022-01-06|ep|Antidawn - EP
    2024-06-21|single|Dreamfear / Boy Sent from Above

    @ 5468295|Daft Punk
    1997-01-20|album|Homework
    2001-03-12|album|Discovery|=1414020735
    2001-11-19|live|Alive 1997
    2005-03-14|album|Human After All
    2006-04-04|compilation|Musique, Vol. 1 (1993-2005)
    2007-11-19|live|Alive 2007
    2010-12-03|album|TRON: Legacy (Original Motion Picture Soundtrack)
    2011-04-05|compilation|TRON: Legacy Reconfigured
    2013-05-17|album|Random Access Memories|=1414090735
    2023-05-12|album|Random Access Memories (10th Anniversary Edition)
    2013-04-19|single|Get Lucky

    @ 1106238|Deftones
    1995-10-03|album|Adrenaline
    1997-10-28|album|Around the Fur
    2000-06-20|album|White Pony|=1415030735
    2003-05-20|album|Deftones
    2005-10-04|compilation|B-Sides & Rarities
    2006-10-31|album|Saturday Night Wrist
    2010-05-04|album|Diamond Eyes
    2012-11-13|album|Koi No Yokan
    2016-04-08|album|Gore
    2020-09-25|album|Ohms
    2020-12-11|album|White Pony (20th Anniversary Deluxe Edition)
    2021-12-10|album|Black Stallion
    2025-08-22|album|private music
    2025-06-18|single|my mind is a mountain

    @ 4318217|Fela Kuti
    1973-01-01|album|Gentleman
    1975-01-01|album|Expensive Shit
    1977-01-01|album|Zombie|=1416010735
    1977-06-01|album|Sorrow Tears and Blood
    1981-01-01|album|Coffin for Head of State
    1985-01-01|album|Army Arrangement
    2009-10-05|compilation|The Best of the Black President

    @ 158038|Fleetwood Mac
    1968-02-24|album|Fleetwood Mac (Peter Green's)
    1969-09-19|album|Then Play On
    1975-07-11|album|Fleetwood Mac
    1979-10-12|album|Tusk
    1982-06-18|album|Mirage
    1987-04-13|album|Tango in the Night
    1988-11-21|compilation|Greatest Hits
    1997-08-19|live|The Dance
    2013-01-29|album|Rumours (Super Deluxe)
    2023-01-27|live|Rumours Live

    @ 442122051|Frank Ocean
    2012-07-10|album|channel ORANGE
    2016-08-19|album|Endless
    2016-08-20|album|Blonde|=1418030735
    2017-03-10|single|Chanel
    2017-04-08|single|Biking
    2017-08-31|single|Provider
    2019-10-16|single|In My Room

    @ 1345480|John Coltrane
    1957-09-01|album|Blue Train|=1419010735
    1960-01-27|album|Giant Steps
    1961-03-01|album|My Favorite Things
    1963-03-01|album|Ballads
    1963-07-01|album|John Coltrane and Johnny Hartman
    1964-02-01|live|Live at Birdland
    1964-06-01|album|Crescent
    1965-02-01|album|A Love Supreme|=1419080735
    1966-02-01|album|Ascension
    2002-09-24|album|A Love Supreme (Deluxe Edition)
    2018-06-29|album|Both Directions at Once: The Lost Album
    2021-10-22|live|A Love Supreme: Live in Seattle
    2022-09-16|compilation|Blue Train: The Complete Masters

    @ 320393|Kate Bush
    1978-02-17|album|The Kick Inside
    1978-11-10|album|Lionheart
    1980-09-08|album|Never for Ever
    1982-09-13|album|The Dreaming
    1985-09-16|album|Hounds of Love
    1986-11-10|compilation|The Whole Story
    1989-10-16|album|The Sensual World
    1993-11-01|album|The Red Shoes
    2005-11-07|album|Aerial
    2011-05-16|album|Director's Cut
    2011-11-21|album|50 Words for Snow
    2016-11-25|live|Before the Dawn
    2018-11-16|album|Hounds of Love (2018 Remaster)|=1420130735
    2022-06-24|single|Running Up That Hill (A Deal with God)

    @ 368183298|Kendrick Lamar
    2010-09-14|album|Overly Dedicated
    2011-07-02|album|Section.80
    2012-10-22|album|good kid, m.A.A.d city
    2012-10-22|album|good kid, m.A.A.d city (Deluxe)
    2015-03-15|album|To Pimp a Butterfly|=1421040735
    2016-03-04|compilation|untitled unmastered.
    2017-04-14|album|DAMN.
    2017-12-08|album|DAMN. COLLECTORS EDITION.
    2018-02-09|compilation|Black Panther The Album
    2022-05-13|album|Mr. Morale & The Big Steppers
    2024-11-22|album|GNX
    2024-05-04|single|Not Like Us
    2014-09-23|single|i

    @ 1018883937|Khruangbin
    2015-11-06|album|The Universe Smiles Upon You
    2018-01-26|album|Con Todo El Mundo|=1422020735
    2019-07-26|album|Hasta El Cielo (Con Todo El Mundo in Dub)
    2020-02-07|ep|Texas Sun - EP
    2020-06-26|album|Mordechai|=1422050735
    2020-11-20|compilation|Late Night Tales: Khruangbin
    2021-03-26|live|Live at RBC Echo Beach
    2021-07-09|album|Mordechai Remixes
    2022-02-18|ep|Texas Moon - EP
    2022-09-30|album|Ali
    2024-04-05|album|A La Sala
    2018-01-03|single|Maria También
    2020-05-06|single|Time (You and I)
    2024-01-24|single|A Love International
    """
}
