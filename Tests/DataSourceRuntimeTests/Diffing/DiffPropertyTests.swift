import Testing

@testable import DataSourceRuntime

/// Thousands of random old/new pairs: every staged result must be accepted under UIKit's rules
/// and turn what the view shows into the new data, identity and content alike.
@Suite struct DiffPropertyTests {
    static let pairs = 10_000

    @Test func flatDiffsApplyToTheNewList() throws {
        var random = RandomLists(seed: 0xF1A7)
        for index in 0..<Self.pairs {
            let (old, new) = random.flatPair()
            let diff = try ListDiffer(from: old, to: new, stagedFor: .tableView)
            let (shownOld, droppedOld) = keepFirst(old, id: \.id)
            let (shownNew, droppedNew) = keepFirst(new, id: \.id)
            let context = Comment(rawValue: "pair \(index): \(old) → \(new), \(diff.update)")
            if old == new {
                #expect(diff.update.isEmpty, context)
                #expect(diff.droppedDuplicates.isEmpty, context)
            } else {
                #expect(
                    diff.droppedDuplicates
                        == ListDiffer.DroppedDuplicates(
                            oldItems: droppedOld.map { ListIndexPath(row: $0, section: 0) },
                            newItems: droppedNew.map { ListIndexPath(row: $0, section: 0) }), context)
            }
            #expect(isStagedForUIKit(diff.update), context)
            #expect(
                try applying(diff, to: flatView(shownOld), dataSource: flatView(shownNew)) == flatView(shownNew),
                context)
            #expect(moveCount(diff.update) == fewestMoves(from: shownOld, to: shownNew), context)
            #expect(diff.changeCount == operationCount(diff.update), context)
            try expectRejectAgrees(
                with: diff, duplicates: old == new ? false : !droppedOld.isEmpty || !droppedNew.isEmpty
            ) {
                try ListDiffer(from: old, to: new, duplicates: .reject, stagedFor: .tableView)
            }
        }
    }

    @Test func sectionedDiffsApplyToTheNewSections() throws {
        var random = RandomLists(seed: 0x5EC7)
        for index in 0..<Self.pairs {
            let (old, new) = random.sectionedPair()
            let diff = try ListDiffer(fromSections: old, toSections: new, stagedFor: .tableView)
            let shownOld = keepFirst(old)
            let shownNew = keepFirst(new)
            let context = Comment(
                rawValue: "pair \(index): \(old.map(ViewSection.init)) → \(new.map(ViewSection.init)), \(diff.update)")
            if old == new {
                #expect(diff.update.isEmpty, context)
                #expect(diff.droppedDuplicates.isEmpty, context)
            } else {
                #expect(
                    diff.droppedDuplicates
                        == ListDiffer.DroppedDuplicates(
                            oldSections: shownOld.droppedSections, newSections: shownNew.droppedSections,
                            oldItems: shownOld.droppedItems, newItems: shownNew.droppedItems), context)
            }
            #expect(isStagedForUIKit(diff.update), context)
            let dataSource = shownNew.kept.map(ViewSection.init)
            #expect(
                try applying(diff, to: shownOld.kept.map(ViewSection.init), dataSource: dataSource) == dataSource,
                context)
            let repeats =
                [shownOld.droppedSections, shownNew.droppedSections].contains { !$0.isEmpty }
                || [shownOld.droppedItems, shownNew.droppedItems].contains { !$0.isEmpty }
            try expectRejectAgrees(with: diff, duplicates: old == new ? false : repeats) {
                try ListDiffer(fromSections: old, toSections: new, duplicates: .reject, stagedFor: .tableView)
            }
        }
    }

    @Test func thresholdSwitchesToReloadExactlyPastTheCount() throws {
        var random = RandomLists(seed: 0x7E5)
        for _ in 0..<1_000 {
            let (old, new) = random.sectionedPair()
            let limit = random.below(6)
            let staged = try ListDiffer(fromSections: old, toSections: new, stagedFor: .tableView)
            let limited = try ListDiffer(
                fromSections: old, toSections: new, reloadThreshold: .changedCount(limit), stagedFor: .tableView)
            #expect(limited.changeCount == staged.changeCount)
            #expect(limited.update == (staged.changeCount > limit ? .reloadData : staged.update))
        }
    }

    /// At most two batches; a second one only reloads.
    private func isStagedForUIKit(_ update: ListUpdate) -> Bool {
        guard case .batches(let batches) = update else { return true }
        guard batches.count <= 2, !batches.contains(where: \.isEmpty) else { return false }
        guard batches.count == 2 else { return true }
        let reloads = ListUpdate.Batch(
            reloadedSections: batches[1].reloadedSections, reloadedRows: batches[1].reloadedRows)
        return batches[1] == reloads
    }

    private func moveCount(_ update: ListUpdate) -> Int {
        guard case .batches(let batches) = update else { return 0 }
        return batches.reduce(0) { $0 + $1.movedRows.count }
    }

    private func operationCount(_ update: ListUpdate) -> Int {
        guard case .batches(let batches) = update else { return 0 }
        return batches.reduce(0) {
            $0 + $1.deletedRows.count + $1.insertedRows.count + $1.movedRows.count + $1.reloadedRows.count
        }
    }

    /// The fewest moves that reorder the rows common to both lists: those not on a longest
    /// increasing subsequence of their old positions, computed the slow, obvious way.
    private func fewestMoves(from old: [Row], to new: [Row]) -> Int {
        let oldPosition = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
        let sequence = new.compactMap { oldPosition[$0.id] }
        var longest = [Int](repeating: 1, count: sequence.count)
        for end in sequence.indices {
            for start in 0..<end where sequence[start] < sequence[end] {
                longest[end] = max(longest[end], longest[start] + 1)
            }
        }
        return sequence.count - (longest.max() ?? 0)
    }

    /// Under `.reject` the diff throws exactly when the lists hold repeats, and otherwise agrees
    /// with `.keepFirst`.
    private func expectRejectAgrees(
        with diff: ListDiffer, duplicates: Bool, _ rejecting: () throws -> ListDiffer
    ) throws {
        if duplicates {
            #expect(throws: DuplicateIdentifierPolicy.Rejection.self) { try rejecting() }
        } else {
            #expect(try rejecting() == diff)
        }
    }
}
