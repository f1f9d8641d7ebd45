import Foundation

/// Random ware lists and search queries for the randomized host tests, replayable from a seed.
///
/// Names are built from syllables that stress the default matcher (mixed case, precomposed
/// accents, ß, ñ, letters that do not fold to ASCII, inner spaces); identifiers come from a pool
/// small enough that repeats are common; shelves from a pool that also holds unlisted ones.
struct RandomWares {
    static let syllables = ["ba", "Ce", "dé", "ÉL", "ço", "nü", "ss", "ß", "o", " ", "Ka", "ï", "ñ", "ø", "Ab", "ré"]
    static let shelves = ["Fruit", "Desserts", "Spices", "Drinks", "Bakery"]

    var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    /// An integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    /// A name of one to four syllables.
    mutating func name() -> String {
        (0..<int(1...4)).map { _ in Self.syllables[int(0...Self.syllables.count - 1)] }.joined()
    }

    /// Up to `maxCount` wares with identifiers drawn from a pool about the size of the list.
    mutating func wares(maxCount: Int = 20) -> [Ware] {
        let count = int(0...maxCount)
        let pool = max(1, count + count / 3)
        return (0..<count).map { _ in
            Ware("i\(int(0...pool - 1))", name(), Self.shelves[int(0...Self.shelves.count - 1)])
        }
    }

    /// A shelf order for a sectioned picker: `nil` (order of first appearance) or a shuffled
    /// subset of the shelves, sometimes with a shelf listed twice.
    mutating func shelfOrder() -> [String]? {
        guard chance(60) else { return nil }
        var order = Self.shelves.filter { _ in chance(75) }.shuffled(using: &rng)
        if let first = order.first, chance(20) { order.append(first) }
        return order
    }

    /// A query: often a piece of a name (with its case or accents changed), sometimes empty,
    /// blank, padded or made of random syllables that may match nothing.
    mutating func query(over wares: [Ware]) -> String {
        let kind = int(0...9)
        var query: String
        switch kind {
        case 0: return ""
        case 1: return [" ", "\t", "  \n "][int(0...2)]
        case 2, 3: query = name()
        default:
            guard let ware = wares.randomElement(using: &rng) else { return name() }
            let characters = Array(ware.name)
            let start = int(0...max(0, characters.count - 1))
            let end = int(start...characters.count)
            query = String(characters[start..<end])
        }
        switch int(0...3) {
        case 0: query = query.uppercased()
        case 1: query = query.folding(options: .diacriticInsensitive, locale: nil)
        case 2: query = " " + query + " "
        default: break
        }
        return query
    }

    /// `query` with a few more characters typed, so the picker may narrow its previous result.
    mutating func typingMore(_ query: String) -> String {
        query + (0..<int(1...2)).map { _ in Self.syllables[int(0...Self.syllables.count - 1)] }.joined()
    }
}
