import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Hand-checked updates from the pickers' `reload(_:)` and `search(_:)` on the pantry, each
/// applied to the host that showed the list before.
@Suite struct PickerUpdatesOnHostTests {
    private func path(_ row: Int, _ section: Int = 0) -> ListIndexPath { ListIndexPath(row: row, section: section) }

    /// `pantry` with the ware `id` renamed (and moved to `shelf` when given).
    private func pantry(renaming id: String, to name: String, shelf: String? = nil) -> [Ware] {
        DataSourceRuntimeTests.pantry.map { $0.id == id ? Ware(id, name, shelf ?? $0.shelf) : $0 }
    }

    @Test func searchDeletesTheRowsItHidesAndClearingInsertsThem() throws {
        var picker = PickerOnHost.flatPicker()
        var host = HeadlessListHost.showing(picker)
        let narrowing = picker.search("cr")
        #expect(narrowing == .batches([ListUpdate.Batch(deletedRows: [1, 2, 3, 5, 6, 7].map { path($0) })]))
        try host.apply(narrowing, from: picker.hostDataSource(isFiltered: true) { $0 })
        #expect(host.shownIDs == [["w1", "w5"]])
        #expect(picker.search(" cr ") == .batches([]), "the same trimmed query changes nothing")
        let clearing = picker.search("")
        #expect(clearing == .batches([ListUpdate.Batch(insertedRows: [1, 2, 3, 5, 6, 7].map { path($0) })]))
        try host.apply(clearing, from: picker.hostDataSource(isFiltered: false) { $0 })
        #expect(host.sections == [DataSourceRuntimeTests.pantry])
    }

    @Test func reloadUnderASearchDescribesTheFilteredList() throws {
        var picker = PickerOnHost.flatPicker()
        _ = picker.search("cr")
        var host = HeadlessListHost.showing(picker)
        // Crêpe no longer matches; Crème brûlée still does but reads differently.
        var items = pantry(renaming: "w5", to: "Pancake")
        items[0].name = "Crème caramel"
        let reload = picker.reload(items)
        #expect(reload.report.isApplied)
        #expect(reload.update == .batches([ListUpdate.Batch(deletedRows: [path(1)], reloadedRows: [path(0)])]))
        try host.apply(reload.update, from: picker.hostDataSource(isFiltered: true) { $0 })
        #expect(host.allCells.map(\.name) == ["Crème caramel"])
    }

    @Test func aRefusedReloadChangesNothing() {
        var picker = PickerOnHost.flatPicker(duplicates: .reject)
        let reload = picker.reload(DataSourceRuntimeTests.pantry + [Ware("w1", "Again")])
        #expect(!reload.report.isApplied)
        #expect(reload.update == .batches([]))
        #expect(picker.items == DataSourceRuntimeTests.pantry)
    }

    @Test func indexModeMatchesRowsByPosition() throws {
        var picker = PickerOnHost.indexPicker()
        var host = HeadlessListHost.showing(picker)
        // The third item changes and the last goes: row 2 is reloaded, row 7 deleted.
        var items = Array(DataSourceRuntimeTests.pantry.dropLast())
        items[2].name = "Éclair au chocolat"
        let reload = picker.reload(items)
        #expect(reload.update == .batches([ListUpdate.Batch(deletedRows: [path(7)], reloadedRows: [path(2)])]))
        try host.apply(reload.update, from: picker.hostDataSource(isFiltered: false) { $0 })
        #expect(host.sections == [items])
        let searched = picker.search("an")
        #expect(searched == .batches([ListUpdate.Batch(deletedRows: [0, 1, 2, 4, 5, 6].map { path($0) })]))
        try host.apply(searched, from: picker.hostDataSource(isFiltered: true) { $0 })
        #expect(host.shownIDs == [["w4"]])
    }

    @Test func sectionedSearchDeletesTheSectionsItEmpties() throws {
        var picker = PickerOnHost.sectionedPicker()
        var host = HeadlessListHost.showing(picker)
        let update = picker.search("sel")
        #expect(update == .batches([ListUpdate.Batch(deletedSections: [0, 1], deletedRows: [path(0, 2)])]))
        try host.apply(update, from: picker.hostDataSource(isFiltered: true) { $0 })
        #expect(host.shownIDs == [["w7"]])
        #expect(host.headerTitles == ["SPICES"])
    }

    @Test func sectionedReloadInsertsANewShelfAndMovesRowsBetweenShelves() throws {
        var picker = PickerOnHost.sectionedPicker()
        var host = HeadlessListHost.showing(picker)
        // Jalapeño moves from Spices to Fruit, where input order puts it third; a drink opens
        // the Drinks shelf. The moved ware changed (its shelf), so it is reloaded where it lands.
        let items = pantry(renaming: "w6", to: "Jalapeño", shelf: "Fruit") + [Ware("w9", "Lemonade", "Drinks")]
        let reload = picker.reload(items)
        #expect(
            reload.update
                == .batches([
                    ListUpdate.Batch(insertedSections: [3], movedRows: [.init(from: path(0, 2), to: path(2, 0))]),
                    ListUpdate.Batch(reloadedRows: [path(2, 0)]),
                ]))
        try host.apply(reload.update, from: picker.hostDataSource(isFiltered: false) { $0 })
        #expect(host.shownIDs == [["w2", "w4", "w6", "w8"], ["w1", "w3", "w5"], ["w7"], ["w9"]])
        #expect(host.headerTitles == ["FRUIT", "DESSERTS", "SPICES", "DRINKS"])
    }

    @Test func aThresholdTurnsLargeChangesIntoAReload() {
        var picker = PickerOnHost.flatPicker()
        #expect(picker.reload([], reloadThreshold: .changedFraction(0.5)).update == .reloadData)
        #expect(
            picker.reload(DataSourceRuntimeTests.pantry, reloadThreshold: .changedCount(8)).update
                == .batches([ListUpdate.Batch(insertedRows: (0..<8).map { path($0) })]))
    }

    @Test func itemsThatAreNotEquatableAreComparedByTheGivenRule() {
        struct Tag: Identifiable {
            var id: Int
            var label: String
        }
        var picker = UniqueIdentifierListPicker<Tag>(configuration: .init(title: \.label))
        picker.replaceItems([Tag(id: 1, label: "a"), Tag(id: 2, label: "b")])
        let reload = picker.reload(
            [Tag(id: 2, label: "B"), Tag(id: 1, label: "a")], isContentEqual: { $0.label == $1.label })
        #expect(
            reload.update
                == .batches([
                    ListUpdate.Batch(movedRows: [.init(from: path(1), to: path(0))]),
                    ListUpdate.Batch(reloadedRows: [path(0)]),
                ]))
    }
}
