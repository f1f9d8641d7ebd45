import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// One test per precise sentence of seed 000 (FUIListPickerDataSource), each quoting it and
/// checking it through the host. The search "p" shows Apple, Crêpe, Jalapeño, apricot (w2, w5,
/// w6, w8 at unfiltered 1, 4, 5, 7); "cr" shows Crème brûlée and Crêpe, both under DESSERTS.
@Suite struct SeedSentencesOnHostTests {
    let bridge = PickerOnHost.bridge

    // numberOfRows(in:), Return Value: "If a search is in effect, returns the number of rows in
    // filtered data. Otherwise, returns the number of rows in the original options."
    @Test func numberOfRowsIsTheFilteredCountWhileASearchIsInEffect() {
        var index = PickerOnHost.indexPicker()
        var flat = PickerOnHost.flatPicker()
        index.setSearchQuery("p")
        flat.setSearchQuery("p")
        #expect(HeadlessListHost.showing(index).numberOfRows(inSection: 0) == 4)
        #expect(HeadlessListHost.showing(flat).numberOfRows(inSection: 0) == 4)
        index.setSearchQuery("")
        flat.setSearchQuery("")
        #expect(HeadlessListHost.showing(index).numberOfRows(inSection: 0) == pantry.count)
        #expect(HeadlessListHost.showing(flat).numberOfRows(inSection: 0) == pantry.count)
    }

    // listPickerTableView(_:cellForRowAt:isFiltered:): "If isFiltered is true, the index is to the
    // filtered list. If isFiltered is false, the index is to the unfiltered list."
    @Test func cellForRowAtIndexesTheFilteredListIffIsFiltered() {
        var picker = PickerOnHost.flatPicker()
        picker.setSearchQuery("p")
        var host = HeadlessListHost<Ware>(rules: .tableView)
        host.reloadData(from: picker.hostDataSource(isFiltered: true) { $0 })
        #expect(host.shownIDs == [["w2", "w5", "w6", "w8"]])
        // Fiori never passes false during a search; doing so shows that the flag alone decides:
        // the (filtered) count of rows, each fetched from the unfiltered list.
        host.reloadData(from: picker.hostDataSource(isFiltered: false) { $0 })
        #expect(host.sections == [Array(pantry.prefix(4))])
        for (unfiltered, ware) in pantry.enumerated() {
            #expect(picker.item(at: unfiltered, isFiltered: false) == ware)
        }
        var index = PickerOnHost.indexPicker()
        index.setSearchQuery("p")
        #expect(index.item(at: 3, isFiltered: true) == pantry[7])
        #expect(index.item(at: 3, isFiltered: false) == pantry[3])
    }

    // listPickerTableView(_:cellForRowAtIndexPath:isFiltered:): "If isFiltered is true, the index
    // is to the filtered list. If isFiltered is false, the index is to the unfiltered list."
    @Test func cellForRowAtIndexPathIndexesTheFilteredListIffIsFiltered() {
        var picker = PickerOnHost.sectionedPicker()
        picker.setSearchQuery("cr")
        var host = HeadlessListHost<Ware>(rules: .tableView)
        host.reloadData(from: picker.hostDataSource(isFiltered: true) { $0 })
        #expect(host.shownIDs == [["w1", "w5"]])
        #expect(picker.item(at: at(0, 1), isFiltered: true).id == "w5")
        // Unfiltered, [0, 1] is Banana (Fruit) and Crêpe is [1, 2] (Desserts).
        #expect(picker.item(at: at(0, 1), isFiltered: false).id == "w4")
        #expect(picker.item(at: at(1, 2), isFiltered: false).id == "w5")
    }

    // listPickerTableView(_:uniqueIdentifierForItemAt:): "Obtain the Unique Identifier at the
    // current index, whether the list is filtered or not." (index: "The index to the current
    // array of items, whether it is filtered or not.")
    @Test func uniqueIdentifierForItemAtUsesTheCurrentListFilteredOrNot() {
        var picker = PickerOnHost.flatPicker()
        for (query, expected) in [("", pantry.map(\.id)), ("p", ["w2", "w5", "w6", "w8"])] {
            picker.setSearchQuery(query)
            let host = HeadlessListHost.showing(picker)
            let answered = host.sections[0].indices.map { bridge.uniqueIdentifier(forItemAt: $0, in: picker) }
            #expect(answered == expected)
            #expect(answered == host.allCells.map(\.id))
        }
    }

    // listPickerTableView(_:indexForUniqueIdentifier:), Return Value: "The index to the current
    // list for the unique identifier. Or, -1 if the unique identifier is not in the current list."
    @Test func indexForUniqueIdentifierIsMinusOneWhenNotInTheCurrentList() {
        var picker = PickerOnHost.flatPicker()
        picker.setSearchQuery("p")
        let host = HeadlessListHost.showing(picker)
        let answers = pantry.map { bridge.index(forUniqueIdentifier: $0.id, in: picker) }
        #expect(answers == [-1, 0, -1, -1, 1, 2, -1, 3])
        for (position, ware) in host.sections[0].enumerated() {
            #expect(answers[pantry.firstIndex(of: ware) ?? -1] == position)
        }
        #expect(bridge.index(forUniqueIdentifier: "w0", in: picker) == -1, "never in any list")
        picker.setSearchQuery("")
        #expect(pantry.map { bridge.index(forUniqueIdentifier: $0.id, in: picker) } == Array(pantry.indices))
    }

    // listPickerTableView(_:uniqueIdentifierForItemAtIndexPath:): "Obtain the Unique Identifier at
    // the specified IndexPath, whether the list is filtered or not."
    @Test func uniqueIdentifierForItemAtIndexPathUsesTheCurrentListFilteredOrNot() {
        var picker = PickerOnHost.sectionedPicker()
        for (query, expected) in [("", ["w2", "w4", "w8", "w1", "w3", "w5", "w6", "w7"]), ("cr", ["w1", "w5"])] {
            picker.setSearchQuery(query)
            let host = HeadlessListHost.showing(picker)
            let answered = host.shownRows.map { bridge.uniqueIdentifier(forItemAt: $0.position, in: picker) }
            #expect(answered == expected)
            #expect(answered == host.allCells.map(\.id))
        }
    }

    // listPickerTableView(_:indexPathForUniqueIdentifier:), Return Value: "The IndexPath to the
    // current list for the unique identifier. Or, nil if the unique identifier is not in the
    // current list."
    @Test func indexPathForUniqueIdentifierIsNilWhenNotInTheCurrentList() {
        var picker = PickerOnHost.sectionedPicker()
        picker.setSearchQuery("cr")
        #expect(bridge.indexPath(forUniqueIdentifier: "w1", in: picker) == at(0, 0))
        #expect(bridge.indexPath(forUniqueIdentifier: "w5", in: picker) == at(0, 1))
        for id in ["w2", "w3", "w4", "w6", "w7", "w8", "w0"] {
            #expect(bridge.indexPath(forUniqueIdentifier: id, in: picker) == nil, "\(id)")
        }
        picker.setSearchQuery("")
        #expect(bridge.indexPath(forUniqueIdentifier: "w5", in: picker) == at(1, 2))
        #expect(bridge.indexPath(forUniqueIdentifier: "w0", in: picker) == nil)
    }

    // listPickerTableView(_:cellForItemWithUniqueIdentifier:): "This is typically used for
    // displaying the selected list in the table view."
    @Test func cellForItemWithUniqueIdentifierDisplaysTheSelectedListDuringASearch() {
        var picker = PickerOnHost.flatPicker()
        picker.setSelectedUniqueIdentifiers(["w3", "w7"])
        picker.setSearchQuery("banana")
        let selectedList = picker.selectedUniqueIdentifiers.map {
            bridge.item(withUniqueIdentifier: $0, in: picker)?.name ?? "missing"
        }
        var selectedHost = HeadlessListHost<String>(rules: .tableView)
        selectedHost.reloadData(from: TestListData([selectedList], titles: [nil]))
        #expect(selectedHost.sections == [["ÉCLAIR", "Fleur de sel"]])
        #expect(HeadlessListHost.showing(picker).shownIDs == [["w4"]], "neither is in the filtered table")
    }

    // allUniqueIdentifiers(in:): "if this optional function is implemented, and returns a non-nil
    // value, the “Select All” button will be shown. Otherwise, the “Select All” button will not be shown."
    @Test func selectAllIsShownExactlyWhenAllUniqueIdentifiersIsNonNil() {
        var shown = PickerOnHost.flatPicker(selectAll: true)
        var hidden = PickerOnHost.flatPicker(selectAll: false)
        #expect(bridge.allUniqueIdentifiers(in: shown) == pantry.map(\.id))
        #expect(bridge.allUniqueIdentifiers(in: hidden) == nil)
        shown.setSearchQuery("p")
        hidden.setSearchQuery("p")
        #expect(bridge.allUniqueIdentifiers(in: shown) == pantry.map(\.id), "all identifiers, not the filtered ones")
        #expect(shown.selectAll() == .selected)
        #expect(shown.selectedUniqueIdentifiers == pantry.map(\.id))
    }

    // allUniqueIdentifiers(in:): "This function has no effect on non-“Unique Identifier” type
    // data sources." Index mode cannot even offer it.
    @Test func indexModeHasNoAllUniqueIdentifiers() {
        let picker: Any = PickerOnHost.indexPicker()
        #expect(picker as? any UniqueIdentifierListPickerDataSource == nil)
        #expect(picker as? any SectionedListPickerDataSource == nil)
    }
}
