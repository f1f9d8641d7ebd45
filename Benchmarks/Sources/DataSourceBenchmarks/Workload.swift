import Foundation

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
        var generator = SplitMix64(state: seed)
        let old = (0..<count).map { Row(id: UUID().uuidString, value: $0) }
        var new = old
        let tenth = count / 10
        new.removeSubrange((2 * tenth)..<(3 * tenth))
        new.insert(
            contentsOf: (0..<tenth).map { Row(id: UUID().uuidString, value: -$0 - 1) }, at: 3 * tenth)
        new[0..<(count / 50)].shuffle(using: &generator)
        for index in stride(from: 5, to: new.count, by: 10) { new[index].value += count }
        return ListPair(old: old, new: new)
    }

    /// `count` rows of which only the one in the middle has new content.
    static func oneChange(count: Int) -> ListPair {
        let old = (0..<count).map { Row(id: UUID().uuidString, value: $0) }
        var new = old
        new[count / 2].value = -1
        return ListPair(old: old, new: new)
    }
}

extension ListPair {
    /// The change counts a correct diff of this pair can report: every deleted, inserted and
    /// updated row once, plus at most `movable` moves (the rows whose order among the kept rows
    /// the workload disturbed).
    func changeBounds(movable: Int) -> ClosedRange<Int> {
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
        let least = deleted + inserted + updated
        return least...(least + movable)
    }
}
