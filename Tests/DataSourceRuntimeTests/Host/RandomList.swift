import DataSourceRuntime

/// A sectioned list of uniquely named items for the property tests. A cell shows the item's
/// name and, once its content changed, a prime ("i3'").
struct RandomList {
    var sectionIDs: [String]
    var items: [[String]]
    var changed: Set<String> = []

    var rows: [[String]] { items.map { $0.map { changed.contains($0) ? $0 + "'" : $0 } } }
    var dataSource: TestListData { TestListData(rows, titles: sectionIDs) }

    static func make(_ random: inout SplitMix64) -> RandomList {
        var names = NameSource(prefix: "")
        let sectionIDs = (0..<Int.random(in: 0...4, using: &random)).map { _ in names.next("s") }
        let items = sectionIDs.map { _ in (0..<Int.random(in: 0...5, using: &random)).map { _ in names.next("i") } }
        return RandomList(sectionIDs: sectionIDs, items: items)
    }

    /// Drops, shuffles and adds sections; drops items, moves them anywhere and adds new ones.
    func rearranged(_ random: inout SplitMix64) -> RandomList {
        var names = NameSource(prefix: "n")
        var sectionIDs = self.sectionIDs.filter { _ in Int.random(in: 0..<4, using: &random) > 0 }.shuffled(
            using: &random)
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            sectionIDs.insert(names.next("s"), at: Int.random(in: 0...sectionIDs.count, using: &random))
        }
        var items = sectionIDs.map { _ in [String]() }
        guard !sectionIDs.isEmpty else { return RandomList(sectionIDs: [], items: []) }
        let survivors = self.items.joined().filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
        let added = (0..<Int.random(in: 0...3, using: &random)).map { _ in names.next("i") }
        for item in survivors + added {
            items[Int.random(in: 0..<items.count, using: &random)].append(item)
        }
        return RandomList(sectionIDs: sectionIDs, items: items.map { $0.shuffled(using: &random) })
    }

    /// The batch a correct differ emits from `old` to `new` when it moves every surviving section
    /// and row, and the positions whose cells it must fetch (in the host's fetch order).
    static func movingBatch(
        from old: RandomList, to new: RandomList, _ random: inout SplitMix64
    ) -> (ListUpdate.Batch, [ListIndexPath]) {
        let oldSection = Dictionary(uniqueKeysWithValues: old.sectionIDs.enumerated().map { ($1, $0) })
        let newSection = Dictionary(uniqueKeysWithValues: new.sectionIDs.enumerated().map { ($1, $0) })
        let oldPath = old.positions
        let newPath = new.positions
        var update = ListUpdate.Batch()
        update.deletedSections = old.sectionIDs.indices.filter { newSection[old.sectionIDs[$0]] == nil }
        update.insertedSections = new.sectionIDs.indices.filter { oldSection[new.sectionIDs[$0]] == nil }
        update.movedSections = old.sectionIDs.enumerated().compactMap { index, id in
            newSection[id].map { ListUpdate.Batch.Move(from: index, to: $0) }
        }
        var fresh: [ListIndexPath] = []
        for (item, from) in oldPath.sorted(by: { $0.value < $1.value }) {
            let fromGone = update.deletedSections.contains(from.section)
            let to = newPath[item]
            if let to, !fromGone, !update.insertedSections.contains(to.section) {
                update.movedRows.append(ListUpdate.Batch.Move(from: from, to: to))
            } else if !fromGone || Bool.random(using: &random) {
                update.deletedRows.append(from)  // inside a deleted section: optional, absorbed
            }
        }
        for (item, to) in newPath.sorted(by: { $0.value < $1.value }) {
            let carried = oldPath[item].map { !update.deletedSections.contains($0.section) } ?? false
            let intoNewSection = update.insertedSections.contains(to.section)
            guard !carried || intoNewSection else { continue }
            fresh.append(to)
            if !intoNewSection || Bool.random(using: &random) { update.insertedRows.append(to) }
        }
        update.movedRows.shuffle(using: &random)
        return (update, fresh)
    }

    /// Keeps every surviving item in place (no moves): drops and adds sections and items,
    /// changes some items, reloads some whole sections. Returns the new list, the batch and the
    /// positions the host must fetch.
    func editedInPlace(_ random: inout SplitMix64) -> (RandomList, ListUpdate.Batch, [ListIndexPath]) {
        var names = NameSource(prefix: "e")
        var update = ListUpdate.Batch()
        var new = RandomList(sectionIDs: [], items: [])
        var fresh: [ListIndexPath] = []
        var oldIndex = 0
        while oldIndex < sectionIDs.count || Int.random(in: 0..<3, using: &random) == 0 {
            let newIndex = new.sectionIDs.count
            if oldIndex == sectionIDs.count || Int.random(in: 0..<4, using: &random) == 0 {
                // A new section, or (when an old one is left) sometimes the deletion of one.
                if oldIndex < sectionIDs.count, Bool.random(using: &random) {
                    update.deletedSections.append(oldIndex)
                    oldIndex += 1
                    continue
                }
                let rows = (0..<Int.random(in: 0...3, using: &random)).map { _ in names.next("i") }
                new.sectionIDs.append(names.next("s"))
                new.items.append(rows)
                update.insertedSections.append(newIndex)
                fresh += rows.indices.map { ListIndexPath(row: $0, section: newIndex) }
                continue
            }
            new.sectionIDs.append(sectionIDs[oldIndex])
            if Int.random(in: 0..<5, using: &random) == 0 {
                let rows = (0..<Int.random(in: 0...3, using: &random)).map { _ in names.next("i") }
                new.items.append(rows)
                update.reloadedSections.append(oldIndex)
                fresh += rows.indices.map { ListIndexPath(row: $0, section: newIndex) }
            } else {
                var rows: [String] = []
                for (row, item) in items[oldIndex].enumerated() {
                    while Int.random(in: 0..<4, using: &random) == 0 {
                        update.insertedRows.append(ListIndexPath(row: rows.count, section: newIndex))
                        fresh.append(ListIndexPath(row: rows.count, section: newIndex))
                        rows.append(names.next("i"))
                    }
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0: update.deletedRows.append(ListIndexPath(row: row, section: oldIndex))
                    case 1:
                        update.reloadedRows.append(ListIndexPath(row: row, section: oldIndex))
                        fresh.append(ListIndexPath(row: rows.count, section: newIndex))
                        new.changed.insert(item)
                        rows.append(item)
                    default: rows.append(item)
                    }
                }
                new.items.append(rows)
            }
            oldIndex += 1
        }
        update.deletedRows.shuffle(using: &random)
        update.insertedRows.shuffle(using: &random)
        update.reloadedRows.shuffle(using: &random)
        return (new, update, fresh)
    }

    private var positions: [String: ListIndexPath] {
        var result: [String: ListIndexPath] = [:]
        for (section, rows) in items.enumerated() {
            for (row, item) in rows.enumerated() { result[item] = ListIndexPath(row: row, section: section) }
        }
        return result
    }
}

/// Hands out unique names ("s0", "i1", …) under a prefix.
struct NameSource {
    let prefix: String
    private var counter = 0
    init(prefix: String) { self.prefix = prefix }
    mutating func next(_ kind: String) -> String {
        counter += 1
        return "\(prefix)\(kind)\(counter)"
    }
}
