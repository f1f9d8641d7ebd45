import DataSourceRuntime
import Testing

/// The sectioned diff over plain `Hashable` section values, as a generated section enum is.
@Suite struct SectionValueDiffTests {
    enum Shelf: Hashable {
        case fruit, dairy, bakery
    }

    typealias ShelfSection = ListDiffer.Section<Shelf, Row>

    private func path(_ row: Int, _ section: Int) -> ListIndexPath { ListIndexPath(row: row, section: section) }

    @Test func sectionsAreMatchedByValue() throws {
        let old = [ShelfSection(model: .fruit, items: rows(1, 2)), ShelfSection(model: .dairy, items: rows(3))]
        let new = [
            ShelfSection(model: .bakery, items: rows(4)), ShelfSection(model: .dairy, items: rows(3, 2)),
            ShelfSection(model: .fruit, items: [Row(1, 5)]),
        ]
        let diff = try ListDiffer(fromSectionsByValue: old, toSectionsByValue: new, stagedFor: .tableView)
        // Dairy moves in front of fruit (the longest increasing subsequence keeps fruit), row 2
        // follows it into dairy, and the changed row 1 is reloaded where it ends up.
        #expect(
            diff.update
                == .batches([
                    ListUpdate.Batch(
                        insertedSections: [0], movedSections: [.init(from: 1, to: 1)],
                        movedRows: [.init(from: path(1, 0), to: path(1, 1))]),
                    ListUpdate.Batch(reloadedRows: [path(0, 2)]),
                ]))
        let shown = try StagingHost.showing(diff, from: view(old), to: view(new), rules: .tableView)
        #expect(shown.sections == new.map(\.items))
    }

    @Test func aValueListedTwiceIsDroppedOrRejected() throws {
        let old = [ShelfSection(model: .fruit, items: rows(1))]
        let new = [ShelfSection(model: .fruit, items: rows(1)), ShelfSection(model: .fruit, items: rows(2))]
        let kept = try ListDiffer(fromSectionsByValue: old, toSectionsByValue: new, stagedFor: .tableView)
        #expect(kept.update.isEmpty)
        #expect(kept.droppedNewSections == [1])
        #expect(throws: DuplicateIdentifierPolicy.Rejection.self) {
            try ListDiffer(fromSectionsByValue: old, toSectionsByValue: new, duplicates: .reject, stagedFor: .tableView)
        }
    }

    /// Random pairs with the header identifier as the section value: the same diff as the
    /// closure-based initializer given that value as identity and no section content.
    @Test func agreesWithTheClosureBasedDiff() throws {
        var random = RandomLists(seed: 0x5A1_0E)
        for index in 0..<2_000 {
            let (old, new) = random.sectionedPair()
            let byValue = { (sections: [TestSection]) in
                sections.map { ListDiffer.Section(model: $0.model.id, items: $0.items) }
            }
            for rules in [ListViewRules.tableView, .collectionView] {
                let diff = try ListDiffer(
                    fromSectionsByValue: byValue(old), toSectionsByValue: byValue(new), stagedFor: rules)
                let closures = try ListDiffer(
                    fromSections: byValue(old), toSections: byValue(new), items: \.items,
                    sectionID: \.model, isSectionContentEqual: { _, _ in true },
                    itemID: \.id, isItemContentEqual: { $0 == $1 }, stagedFor: rules)
                #expect(diff == closures, "pair \(index), \(rules)")
            }
        }
    }

    private func view(_ sections: [ShelfSection]) -> [ViewSection] {
        sections.map { ViewSection(header: Header(id: 0, title: ""), rows: $0.items) }
    }
}
