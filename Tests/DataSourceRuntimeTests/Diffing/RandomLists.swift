import DataSourceRuntime

/// Random old/new list pairs for the property tests: small, so thousands run quickly in debug,
/// and shaped to reach every path (empty lists, all deleted, all inserted, reversed, identical,
/// one change in a longer list, repeated identifiers, moves across sections, moves with updates).
struct RandomLists {
    private var generator: DiffSplitMix64
    private var nextFreshID = 1_000

    init(seed: UInt64) {
        generator = DiffSplitMix64(seed: seed)
    }

    mutating func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }

    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool { below(denominator) < numerator }

    private mutating func freshID() -> Int {
        nextFreshID += 1
        return nextFreshID
    }

    /// Identifiers: distinct, or from a pool small enough to repeat often.
    private mutating func ids(_ count: Int, repeating: Bool) -> [Int] {
        if repeating { return (0..<count).map { _ in below(6) } }
        var pool = Array(0..<(count + 10))
        pool.shuffle(using: &generator)
        return Array(pool.prefix(count))
    }

    private mutating func list(_ count: Int, repeating: Bool) -> [Row] {
        ids(count, repeating: repeating).map { Row($0, below(3)) }
    }

    /// A few random edits: deletes, inserts, moves and content updates.
    private mutating func edited(_ list: [Row], repeating: Bool) -> [Row] {
        var list = list
        for _ in 0..<below(5) {
            switch below(4) {
            case 0 where !list.isEmpty:
                list.remove(at: below(list.count))
            case 1:
                list.insert(Row(repeating ? below(6) : freshID(), below(3)), at: below(list.count + 1))
            case 2 where !list.isEmpty:
                let row = list.remove(at: below(list.count))
                list.insert(row, at: below(list.count + 1))
            case 3 where !list.isEmpty:
                list[below(list.count)].content += 1
            default:
                break
            }
        }
        return list
    }

    mutating func flatPair() -> (old: [Row], new: [Row]) {
        let repeating = chance(1, in: 4)
        let old = list(below(9), repeating: repeating)
        switch below(8) {
        case 0: return (old, list(below(9), repeating: repeating))
        case 1: return ([], old)
        case 2: return (old, [])
        case 3: return (old, old.reversed())
        case 4: return (old, old)
        case 5:
            // One change inside a longer list: exercises the prefix/suffix fast path.
            let long = list(12 + below(12), repeating: repeating)
            var changed = long
            let position = below(long.count)
            switch below(3) {
            case 0: changed[position].content += 1
            case 1: changed.remove(at: position)
            default: changed.insert(Row(repeating ? below(6) : freshID()), at: position)
            }
            return (long, changed)
        default: return (old, edited(old, repeating: repeating))
        }
    }

    private mutating func sections(repeating: Bool) -> [TestSection] {
        let sectionIDs = ids(below(5), repeating: repeating)
        var itemIDs = ids(sectionIDs.count * 4, repeating: repeating)[...]
        return sectionIDs.map { id in
            let count = min(below(5), itemIDs.count)
            let items = itemIDs.prefix(count).map { Row($0, below(3)) }
            itemIDs = itemIDs.dropFirst(count)
            return TestSection(model: Header(id: id, title: below(2) == 0 ? "a" : "b"), items: items)
        }
    }

    /// Edits on sections (delete, insert, move, retitle) and on items (delete, insert, move within
    /// and across sections, update).
    private mutating func edited(_ sections: [TestSection], repeating: Bool) -> [TestSection] {
        var sections = sections
        for _ in 0..<below(6) {
            switch below(8) {
            case 0 where !sections.isEmpty:
                sections.remove(at: below(sections.count))
            case 1:
                let id = repeating ? below(6) : freshID()
                sections.insert(
                    TestSection(model: Header(id: id, title: "a"), items: []), at: below(sections.count + 1))
            case 2 where !sections.isEmpty:
                let moved = sections.remove(at: below(sections.count))
                sections.insert(moved, at: below(sections.count + 1))
            case 3 where !sections.isEmpty:
                sections[below(sections.count)].model.title += "!"
            case 4 where !sections.isEmpty:
                let target = below(sections.count)
                sections[target].items = edited(sections[target].items, repeating: repeating)
            case 5 where sections.count > 1:
                let from = below(sections.count)
                guard !sections[from].items.isEmpty else { break }
                var item = sections[from].items.remove(at: below(sections[from].items.count))
                if chance(1, in: 2) { item.content += 1 }
                let to = below(sections.count)
                sections[to].items.insert(item, at: below(sections[to].items.count + 1))
            default:
                break
            }
        }
        return sections
    }

    mutating func sectionedPair() -> (old: [TestSection], new: [TestSection]) {
        let repeating = chance(1, in: 4)
        let old = sections(repeating: repeating)
        switch below(6) {
        case 0: return (old, sections(repeating: repeating))
        case 1: return ([], old)
        case 2: return (old, [])
        case 3: return (old, old.reversed().map { TestSection(model: $0.model, items: $0.items.reversed()) })
        case 4: return (old, old)
        default: return (old, edited(old, repeating: repeating))
        }
    }
}

/// A tiny deterministic random number generator (SplitMix64) so that every property-test run
/// sees the same lists.
private struct DiffSplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
