/// One item of the search benchmark: a product with a SKU-style identifier and a display name.
struct Product: Identifiable, Hashable, Sendable {
    /// "SKU-" and the position in the generated catalog.
    var id: String
    /// The searched display name.
    var name: String
}

/// Product names as a shop catalog has them: a made-up brand from two or three syllables, a kind
/// of product, sometimes a qualifier, and a model number, e.g. "Kölarén Angle Grinder Pro 180".
/// About a third of the brands and some kinds and qualifiers carry diacritics, so a case- and
/// diacritic-insensitive search has real work to do. The same seed gives the same catalog.
enum ProductCatalog {
    /// Brand syllables; the accented ones fold to ASCII ("kö" → "ko").
    static let syllables = [
        "ka", "lo", "mi", "ren", "tor", "vik", "sa", "del", "bra", "no", "ri", "tan", "gel", "fa",
        "zu", "pe", "ha", "mar", "ol", "sen", "ber", "go", "lin", "us",
        "kö", "lé", "mü", "så", "ça", "ño", "rè", "bî",
    ]
    /// Kinds of product.
    static let kinds = [
        "Hammer", "Claw Hammer", "Hammock", "Ham Slicer", "Drill", "Hammer Drill", "Saw", "Sander",
        "Wrench", "Screwdriver", "Chisel", "Clamp", "Spirit Level", "Angle Grinder", "Desk Lamp",
        "Kettle", "Armchair", "Side Table", "Garden Hose", "Toolbox", "Ladder", "Work Bench",
        "Café Mug", "Crème Brûlée Torch", "Piñata", "Façade Paint", "Jalapeño Sauce", "Purée Blender",
        "Rosé Glass", "Smörgåsbord Platter",
    ]
    /// Qualifiers, used on about half of the names.
    static let qualifiers = ["Pro", "Mini", "Max", "Compact", "Deluxe", "Über", "Classic", "Plus", "Élite", "Série X"]

    /// `count` products; identifiers are "SKU-" and the position, so they are unique.
    static func products(count: Int, seed: UInt64) -> [Product] {
        var generator = SplitMix64(state: seed)
        return (0..<count).map { position in
            var name = brand(using: &generator)
            name += " " + kinds[Int(generator.next() % UInt64(kinds.count))]
            if generator.next() % 2 == 0 {
                name += " " + qualifiers[Int(generator.next() % UInt64(qualifiers.count))]
            }
            name += " \(10 + generator.next() % 990)"
            return Product(id: "SKU-\(position)", name: name)
        }
    }

    /// Two or three syllables, capitalised.
    static func brand(using generator: inout SplitMix64) -> String {
        let length = 2 + Int(generator.next() % 2)
        let word = (0..<length).map { _ in syllables[Int(generator.next() % UInt64(syllables.count))] }.joined()
        return word.prefix(1).uppercased() + word.dropFirst()
    }
}
