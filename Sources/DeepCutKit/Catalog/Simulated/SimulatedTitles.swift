/// Believable release titles for the simulated catalog, drawn from small word lists.
///
/// Patterns follow what record shelves hold: two-word album names, "The X of Y", EPs and
/// singles with Apple's ` - EP` and ` - Single` suffixes, live records named after a venue and
/// a year, compilations named like compilations. Nothing here is real data, and the catalog
/// says so (`isSimulated`).
enum SimulatedTitles {
  /// An album (or EP body) title.
  static func album(_ random: inout SeededRandom) -> String {
    switch random.below(8) {
    case 0: return "\(random.pick(adjectives)) \(random.pick(nouns))"
    case 1: return "The \(random.pick(nouns)) of \(random.pick(nouns))"
    case 2: return random.pick(nouns)
    case 3: return "\(random.pick(nouns)) & \(random.pick(nouns))"
    case 4: return "\(random.pick(gerunds)) the \(random.pick(nouns))"
    case 5: return "Songs for \(random.pick(adjectives)) \(random.pick(nouns))"
    case 6: return random.pick(places)
    default: return "\(random.pick(adjectives)) \(random.pick(nouns)) in \(random.pick(places))"
    }
  }

  /// A song title, for singles.
  static func song(_ random: inout SeededRandom) -> String {
    switch random.below(5) {
    case 0: return "\(random.pick(adjectives)) \(random.pick(nouns))"
    case 1: return "\(random.pick(verbs)) Me \(random.pick(adverbs))"
    case 2: return "\(random.pick(gerunds)) in \(random.pick(places))"
    case 3: return "\(random.pick(nouns)) (\(random.pick(remixes)))"
    default: return "\(random.pick(verbs)) the \(random.pick(nouns))"
    }
  }

  /// A live record's title in `year`.
  static func live(_ random: inout SeededRandom, year: Int) -> String {
    let twoDigits = year % 100 < 10 ? "0\(year % 100)" : "\(year % 100)"
    switch random.below(3) {
    case 0: return "Live at \(random.pick(venues))"
    case 1: return "Live in \(random.pick(places)) '\(twoDigits)"
    default: return "Live at \(random.pick(venues)), \(random.pick(places)) \(year)"
    }
  }

  /// A compilation's title, for an artist whose career spans `first` to `last`.
  static func compilation(_ random: inout SeededRandom, artist: String, first: Int, last: Int)
    -> String
  {
    switch random.below(6) {
    case 0: return "The Best of \(artist)"
    case 1: return "Greatest Hits"
    case 2: return "Anthology \(first)–\(last)"
    case 3: return "Rarities & B-Sides"
    case 4: return "Singles \(first)–\(last)"
    default: return "The Essential \(artist)"
    }
  }

  static let adjectives = [
    "Quiet", "Golden", "Electric", "Hollow", "Silver", "Northern", "Broken", "Velvet", "Distant",
    "Paper", "Burning", "Endless", "Secret", "Wild", "Blue", "Midnight", "Gentle", "Strange",
    "Low", "Bright", "Slow", "Crooked", "Sunken", "Tender",
  ]
  static let nouns = [
    "Harbours", "Machines", "Gardens", "Rivers", "Satellites", "Lanterns", "Mirrors", "Horses",
    "Weather", "Static", "Orchards", "Ghosts", "Tides", "Cathedrals", "Wires", "Oceans",
    "Summer", "Winter", "Lights", "Islands", "Echoes", "Mountains", "Roads", "Fever", "Glass",
    "Thunder", "Daylight", "Signals", "Embers", "Canyons",
  ]
  static let gerunds = [
    "Chasing", "Crossing", "Burning", "Leaving", "Holding", "Drawing", "Waking", "Running",
  ]
  static let verbs = ["Call", "Hold", "Take", "Show", "Tell", "Lead", "Walk", "Wake"]
  static let adverbs = ["Home", "Slowly", "Tonight", "Again", "Away", "Closer", "Down"]
  static let remixes = ["Radio Edit", "Remix", "Acoustic", "Demo", "Extended Mix"]
  static let places = [
    "Berlin", "Tokyo", "Lisbon", "Memphis", "Reykjavík", "Marseille", "Detroit", "Montréal",
    "Osaka", "Glasgow", "São Paulo", "Melbourne", "Nashville", "Kraków", "Bristol", "Oslo",
  ]
  static let venues = [
    "the Fillmore", "the Roundhouse", "Paradiso", "the Troubadour", "Red Rocks", "the Apollo",
    "the Barbican", "Budokan", "the Olympia", "the Ryman", "KEXP", "Maida Vale",
  ]
}
