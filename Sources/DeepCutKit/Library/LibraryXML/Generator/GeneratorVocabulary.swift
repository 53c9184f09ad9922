/// Words the generator builds names from: plain English mostly, with the accents, CJK, entities
/// and curly quotes that real libraries hold sprinkled in.
enum GeneratorVocabulary {
  /// Real-looking artists used first, each with a quirk the importer must survive.
  static let notableArtists = [
    "Sigur Rós", "Mumford & Sons", "ゆいかおり", "Björk", "A$AP Rocky", "A.N.I.M.A.L.", "Acid Bath",
    "Simon & Garfunkel", "坂本龍一", "Motörhead", "Beyoncé", "Hüsker Dü", "Café Tacvba",
    "Guns N’ Roses", "Earth, Wind & Fire", "방탄소년단", "Zoë Keating", "Los Fabulosos Cadillacs",
    "Day 1 <3", "Ólafur Arnalds",
  ]

  static let adjectives = [
    "Silver", "Electric", "Hollow", "Velvet", "Broken", "Golden", "Midnight", "Crimson", "Quiet",
    "Wild", "Frozen", "Burning", "Distant", "Lonely", "Neon", "Paper", "Glass", "Iron", "Static",
    "Cosmic", "Little", "Northern", "Southern", "Secret", "Sleeping", "Falling", "Hidden", "Empty",
    "Bright", "Dark", "Lucky", "Restless", "Sacred", "Strange", "Sweet", "Tender", "Violent",
    "Wandering", "Young", "Ancient", "Dorée", "Nordic",
  ]

  static let nouns = [
    "Wolf", "River", "Engine", "Garden", "Mirror", "Ocean", "Tiger", "Harbor", "Lantern", "Valley",
    "Comet", "Forest", "Machine", "Desert", "Signal", "Thunder", "Raven", "Canyon", "Echo", "Fever",
    "Horizon", "Island", "Jungle", "Kingdom", "Meadow", "Nomad", "Orchid", "Pilot", "Prophet",
    "Rocket", "Saint", "Shadow", "Summit", "Temple", "Tide", "Voyage", "Whale", "Wire", "Zephyr",
    "Äther", "Sparrow", "Cathedral",
  ]

  static let firstNames = [
    "Ada", "Ben", "Clara", "Dev", "Elena", "Felix", "Greta", "Hugo", "Iris", "Jonas", "Kira", "Leo",
    "Mara", "Nils", "Olga", "Pavel", "Quinn", "Rosa", "Sami", "Tove", "Ulla", "Victor", "Wren",
    "Xavier", "Yuki", "Zoltán", "Amélie", "Søren", "Chloé", "Ines",
  ]

  static let lastNames = [
    "Archer", "Bloom", "Castillo", "Dahl", "Everett", "Fontaine", "Gray", "Holm", "Ivanova",
    "Jansen", "Kowalski", "Lind", "Moreau", "Nakamura", "O’Brien", "Petrov", "Quist", "Rivera",
    "Sato", "Thorne", "Urban", "Vance", "Weller", "Yilmaz", "Zhang", "Åberg", "Núñez", "Brontë",
    "Kim", "Okafor",
  ]

  static let trackWords = [
    "Love", "Night", "Heart", "Fire", "Rain", "Dream", "Light", "Road", "Home", "Time", "Sky",
    "Gold", "Stone", "Blood", "Water", "Ghost", "Sun", "Moon", "Star", "Wind", "Snow", "Dust",
    "Smoke", "Storm", "Summer", "Winter", "Morning", "Evening", "City", "Sea",
  ]

  static let trackPatterns = [
    "%A %N", "The %N", "%N of %W", "%W & %W", "Don’t Let the %N Go", "%A %W (Live)",
    "%W, Part %D", "Into the %N", "%W <3", "%N Song", "Ballad of the %A %N", "%W Without %W",
  ]

  static let genres = [
    "Rock", "Alternative", "Indie Rock", "Electronic", "Hip-Hop/Rap", "Jazz", "Classical", "Pop",
    "Metal", "Folk", "Soundtrack", "R&B/Soul", "Ambient", "Post-Rock", "Country", "Reggae",
  ]

  static let podcastShows = ["The Daily", "Song Exploder", "Switched on Pop", "Dissect"]
}
