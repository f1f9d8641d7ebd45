/// One row of a benchmarked list: a string identifier (a UUID, as DifferenceKit's benchmark uses)
/// and some content.
struct Row: Identifiable, Hashable, Sendable {
    var id: String
    var value: Int
}

/// A deterministic generator (SplitMix64), so every run benchmarks the same lists.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// An old and a new list to diff.
struct ListPair: Sendable {
    var old: [Row]
    var new: [Row]

    /// DifferenceKit's benchmark workload plus content updates: of `count` rows, the 10% starting
    /// at 20% are deleted, 10% new rows are inserted at 30%, the first 2% are shuffled, and then
    /// 10% of the rows (every tenth) get new content.
    static func differenceKitWorkload(count: Int, seed: UInt64 = 1) -> ListPair {
        changes(count: count, percent: 10, seed: seed)
    }

    /// DifferenceKit's workload scaled to `percent`% (which divides 100) of changes: that share
    /// of the rows deleted at 20% and as many inserted at 30%, the first fifth of that share
    /// shuffled, and every (100 / `percent`)th row updated.
    static func changes(count: Int, percent: Int, seed: UInt64 = 1) -> ListPair {
        var generator = SplitMix64(state: seed)
        let old = rows(count, using: &generator)
        var new = old
        let part = count * percent / 100
        new.removeSubrange((count / 5)..<(count / 5 + part))
        new.insert(contentsOf: rows(part, using: &generator), at: count * 3 / 10)
        new[0..<(part / 5)].shuffle(using: &generator)
        for index in stride(from: 5, to: new.count, by: 100 / percent) { new[index].value += count }
        return ListPair(old: old, new: new)
    }

    /// `count` rows in a random new order, contents unchanged: every identifier hashed and looked
    /// up at random, and a move for nearly every row.
    static func shuffled(count: Int, seed: UInt64 = 2) -> ListPair {
        var generator = SplitMix64(state: seed)
        let old = rows(count, using: &generator)
        return ListPair(old: old, new: old.shuffled(using: &generator))
    }

    /// `count` rows with random UUID strings as identifiers, as DifferenceKit's benchmark uses,
    /// drawn from `generator` so every run diffs the same lists (and a million take a fraction of
    /// a second rather than Foundation's two).
    static func rows(_ count: Int, using generator: inout SplitMix64) -> [Row] {
        let digits = Array("0123456789ABCDEF".utf8)
        return (0..<count).map { position in
            let high = generator.next()
            let low = generator.next()
            let id = String(unsafeUninitializedCapacity: 36) { text in
                var written = 0
                for nibble in 0..<32 {
                    if nibble == 8 || nibble == 12 || nibble == 16 || nibble == 20 {
                        text[written] = UInt8(ascii: "-")
                        written += 1
                    }
                    let word = nibble < 16 ? high : low
                    text[written] = digits[Int((word >> UInt64(60 - 4 * (nibble % 16))) & 15)]
                    written += 1
                }
                return written
            }
            return Row(id: id, value: position)
        }
    }

    /// `count` rows of which only the one in the middle has new content.
    static func oneChange(count: Int, seed: UInt64 = 3) -> ListPair {
        var generator = SplitMix64(state: seed)
        let old = rows(count, using: &generator)
        var new = old
        new[count / 2].value = -1
        return ListPair(old: old, new: new)
    }
}

/// The floor of an identifier-based diff: an identifier → index dictionary of the new list, which
/// any such diff must at least build. The diff benchmarks' goals, and the DifferenceKit comparison,
/// are ratios to it.
func floor(_ pair: ListPair) -> Int {
    var index = [String: Int](minimumCapacity: pair.new.count)
    for (position, row) in pair.new.enumerated() { index[row.id] = position }
    return index.count
}

extension ListPair {
    /// The change counts a correct diff of this pair can report: every deleted, inserted and
    /// updated row once, plus at most `movable` moves (the rows whose order among the kept rows
    /// the workload disturbed).
    func changeBounds(movable: Int) -> ClosedRange<Int> {
        let least = changedRows().total
        return least...(least + movable)
    }

    /// The rows the workload deleted, inserted and updated (kept with new content), counted from
    /// the lists themselves; any correct diff reports each of them once.
    func changedRows() -> (deleted: Int, inserted: Int, updated: Int, total: Int) {
        let oldValues = Dictionary(old.map { ($0.id, $0.value) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.map(\.id))
        var inserted = 0
        var updated = 0
        for row in new {
            if let value = oldValues[row.id] {
                if value != row.value { updated += 1 }
            } else {
                inserted += 1
            }
        }
        let deleted = old.count { !newIDs.contains($0.id) }
        return (deleted, inserted, updated, deleted + inserted + updated)
    }

    /// The change count of a correct diff of a ``shuffled(count:seed:)`` pair: one move for each
    /// row off a longest increasing subsequence of the rows' old positions in new order.
    func shuffleMoves() -> Int {
        var oldPosition = [String: Int](minimumCapacity: old.count)
        for (position, row) in old.enumerated() { oldPosition[row.id] = position }
        var tails: [Int] = []
        for row in new {
            let position = oldPosition[row.id]!
            var pile = 0
            var end = tails.count
            while pile < end {
                let middle = (pile + end) / 2
                if tails[middle] < position { pile = middle + 1 } else { end = middle }
            }
            if pile == tails.count { tails.append(position) } else { tails[pile] = position }
        }
        return new.count - tails.count
    }
}
