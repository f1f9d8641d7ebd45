import Foundation

/// What a picker should show, worked out the slow, obvious way (linear scans, Foundation folding
/// of whole strings) and independently of the runtime's index maps, filters and layouts.
enum WareReference {
    /// True when `query` filters (it is not empty after trimming).
    static func isSearching(_ query: String) -> Bool {
        !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// The default matcher over names for `query`: a trimmed, case- and diacritic-insensitive
    /// substring, by Foundation folding of the whole name (the runtime folds run by run).
    static func matcher(_ query: String) -> (Ware) -> Bool {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return { _ in true } }
        let fold = { (text: String) in text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let needle = fold(trimmed)
        return { fold($0.name).contains(needle) }
    }

    /// `wares` without later repeats of an identifier, and the input positions dropped.
    static func firstOccurrences(_ wares: [Ware]) -> (kept: [Ware], dropped: [Int]) {
        var seen: Set<String> = []
        var kept: [Ware] = []
        var dropped: [Int] = []
        for (position, ware) in wares.enumerated() {
            if seen.insert(ware.id).inserted { kept.append(ware) } else { dropped.append(position) }
        }
        return (kept, dropped)
    }

    /// True when some identifier occurs twice in `wares`.
    static func hasRepeats(_ wares: [Ware]) -> Bool {
        Set(wares.map(\.id)).count != wares.count
    }

    /// What a flat picker (index or unique-identifier mode) shows for `wares` under `query`.
    /// Index mode does not deduplicate; pass `deduplicate: false` for it.
    static func flat(_ wares: [Ware], query: String, deduplicate: Bool = true) -> [Ware] {
        (deduplicate ? firstOccurrences(wares).kept : wares).filter(matcher(query))
    }

    /// What a sectioned picker by shelf does with `wares`.
    struct Sectioned {
        /// The shown shelves, in order.
        var shelves: [String]
        /// The shown rows of each shown shelf.
        var rows: [[Ware]]
        /// Input positions dropped as repeats, ascending.
        var dropped: [Int]
        /// Input positions whose shelf is not in the fixed list, ascending.
        var unsectioned: [Int]
        /// The first repeat met in display order: input positions of both occurrences.
        var firstRepeat: (first: Int, repeat: Int)?
    }

    /// The sectioned picker's view of `wares` under `query`: sections in the order of `shelves`
    /// (or of first appearance when nil), items in input order within a shelf, repeats resolved
    /// in that display order, and shelves without rows left out.
    static func sectioned(_ wares: [Ware], shelves: [String]?, query: String) -> Sectioned {
        var order: [String] = []
        for shelf in shelves ?? wares.map(\.shelf) where !order.contains(shelf) { order.append(shelf) }
        let unsectioned = wares.indices.filter { !order.contains(wares[$0].shelf) }
        let isShown = matcher(query)
        var seen: [String: Int] = [:]
        var dropped: [Int] = []
        var firstRepeat: (first: Int, repeat: Int)?
        var shownShelves: [String] = []
        var rows: [[Ware]] = []
        for shelf in order {
            var kept: [Ware] = []
            for position in wares.indices where wares[position].shelf == shelf {
                if let first = seen[wares[position].id] {
                    dropped.append(position)
                    if firstRepeat == nil { firstRepeat = (first, position) }
                } else {
                    seen[wares[position].id] = position
                    kept.append(wares[position])
                }
            }
            let shown = kept.filter(isShown)
            if !shown.isEmpty {
                shownShelves.append(shelf)
                rows.append(shown)
            }
        }
        return Sectioned(
            shelves: shownShelves, rows: rows, dropped: dropped.sorted(), unsectioned: unsectioned,
            firstRepeat: firstRepeat)
    }
}
