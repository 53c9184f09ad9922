extension SampleCatalog {
  /// The prolific artist: 60+ releases, so a discography spans three pages of 25.
  static let kingGizzard = """
    @ 500817163|King Gizzard & the Lizard Wizard
    2011-03-01|ep|Willoughby's Beach - EP
    2012-09-07|album|12 Bar Bruise
    2013-02-22|album|Eyes Like the Sky
    2013-09-27|album|Float Along – Fill Your Lungs
    2014-03-07|album|Oddments
    2014-10-31|album|I'm in Your Mind Fuzz
    2015-05-01|album|Quarters!
    2015-11-13|album|Paper Mâché Dream Balloon
    2016-04-29|album|Nonagon Infinity|=1423080735
    2017-02-24|album|Flying Microtonal Banana|=1423090735
    2017-06-23|album|Murder of the Universe
    2017-08-17|album|Sketches of Brunswick East
    2017-11-17|album|Polygondwanaland
    2017-12-31|album|Gumboot Soup
    2019-04-26|album|Fishing for Fishies
    2019-08-16|album|Infest the Rats' Nest
    2020-11-20|album|K.G.
    2021-02-26|album|L.W.
    2021-06-11|album|Butterfly 3000
    2022-03-12|album|Made in Timeland
    2022-04-22|album|Omnium Gatherum
    2022-10-07|album|Ice, Death, Planets, Lungs, Mushrooms and Lava
    2022-10-12|album|Laminated Denim
    2022-10-28|album|Changes
    2023-06-16|album|PetroDragonic Apocalypse; or, Dawn of Eternal Night: An Annihilation of Planet Earth and the Beginning of Merciless Damnation
    2023-10-27|album|The Silver Cord
    2024-08-09|album|Flight b741
    2025-07-11|album|Phantom Island
    2020-02-28|live|Live in Adelaide '19
    2020-03-20|live|Live in Brussels '19
    2020-04-24|live|Live in Paris '19
    2020-05-29|live|Live in Milwaukee '19
    2020-06-26|live|Live in San Francisco '16
    2020-07-31|live|Live at Levitation '14
    2020-08-28|live|Live at Levitation '16
    2020-09-25|live|Chunky Shrapnel
    2020-10-30|live|Live in Asheville '19
    2021-12-10|live|Live in Melbourne '21
    2022-06-03|live|Live at Red Rocks '22 (Night 1)
    2022-07-01|live|Live at Red Rocks '22 (Night 2)
    2022-09-02|live|Live at Red Rocks '22 (Night 3)
    2023-02-24|live|Live at Bonnaroo '22
    2023-04-28|live|Live in London '22
    2023-09-15|live|Live in Bologna '23
    2024-03-22|live|Live at Forest Hills Stadium '24
    2025-01-31|live|Live in Sydney '24
    2020-05-01|compilation|Teenage Gizzard
    2020-04-10|compilation|Demos, Vol. 1 + Vol. 2
    2020-10-09|compilation|Demos, Vol. 3 + Vol. 4
    2021-10-15|compilation|Butterfly 3000 Remixes
    2016-02-01|single|Gamma Knife
    2016-03-08|single|People-Vultures
    2016-11-17|single|Rattlesnake
    2017-05-02|single|The Lord of Lightning
    2019-02-01|single|Cyboogie
    2019-06-11|single|Planet B
    2020-08-19|single|Honey
    2021-05-10|single|Black Hot Soup
    2022-02-08|single|Gila Monster
    2022-08-24|single|Hell
    2023-04-05|single|Dragon
    2023-09-13|single|Theia / The Silver Cord
    2024-05-29|single|Le Risque
    2024-06-26|single|Hog Calling Contest
    2025-05-14|single|Phantom Island
    2025-06-11|single|Deadstick
    """
}
