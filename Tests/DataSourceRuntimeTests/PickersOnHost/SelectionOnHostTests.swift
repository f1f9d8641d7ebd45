import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Selection made by tapping host rows (positions of the current list, as UIKit reports taps),
/// then checked by the checkmarks the host would show after searches and reloads.
@Suite struct SelectionOnHostTests {
    /// The identifiers of the host rows the picker reports as selected, by host position; also
    /// checks that position and identifier agree on every row.
    func checked(_ picker: UniqueIdentifierListPicker<Ware>, on host: HeadlessListHost<Ware>) -> [String] {
        host.sections[0].enumerated().compactMap { position, cell in
            #expect(picker.isSelected(at: position) == picker.isSelected(uniqueIdentifier: cell.id))
            return picker.isSelected(at: position) ? cell.id : nil
        }
    }

    /// The same for a sectioned picker, by host index path.
    func checked(_ picker: SectionedListPicker<String, Ware>, on host: HeadlessListHost<Ware>) -> [String] {
        host.shownRows.compactMap { position, cell in
            #expect(picker.isSelected(at: position) == picker.isSelected(uniqueIdentifier: cell.id))
            return picker.isSelected(at: position) ? cell.id : nil
        }
    }

    @Test func flatSelectionOnAFilteredRowSurvivesClearingAndReload() {
        var picker = PickerOnHost.flatPicker()
        picker.setSearchQuery("p")
        var host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w2", "w5", "w6", "w8"]])
        #expect(picker.toggle(at: 2) == .selected)  // Jalapeño
        #expect(picker.toggle(at: 0) == .selected)  // Apple
        #expect(picker.toggle(at: 4) == .refusedNotInList, "no host row 4")
        #expect(checked(picker, on: host) == ["w2", "w6"])
        picker.setSearchQuery("")
        host.reload(showing: picker)
        #expect(checked(picker, on: host) == ["w2", "w6"])
        #expect(pantry.indices.filter(picker.isSelected(at:)) == [1, 5])
        // A reload that drops Jalapeño and moves Apple to the end.
        let reloaded = [pantry[0], pantry[2], pantry[3], pantry[1]]
        let report = picker.replaceItems(reloaded)
        #expect(report.removedSelection == ["w6"])
        host.reload(showing: picker)
        #expect(checked(picker, on: host) == ["w2"])
        #expect(picker.isSelected(at: 3))
        #expect(picker.selectionDescription() == "Apple")
    }

    @Test func disappearingSelectionIsReportedInListOrderEvenWhileHidden() {
        var picker = PickerOnHost.flatPicker()
        for id in ["w8", "w1", "w3", "w4"] { picker.select(uniqueIdentifier: id) }
        picker.setSearchQuery("banana")
        let report = picker.replaceItems(pantry.filter { !["w1", "w3", "w8"].contains($0.id) })
        #expect(report.removedSelection == ["w1", "w3", "w8"])
        let host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w4"]])
        #expect(checked(picker, on: host) == ["w4"])
        #expect(picker.selectedUniqueIdentifiers == ["w4"])
    }

    @Test func singleSelectionOnAFilteredRowReplacesAndEmptyIsGuarded() {
        var picker = PickerOnHost.flatPicker(multiple: false, allowsEmpty: false)
        #expect(picker.select(uniqueIdentifier: "w1") == .selected)
        picker.setSearchQuery("an")
        let host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w4"]])
        #expect(picker.toggle(at: 0) == .selected)
        #expect(picker.selectedUniqueIdentifiers == ["w4"], "replaced the hidden w1")
        #expect(picker.toggle(at: 0) == .refusedEmptySelection)
        #expect(checked(picker, on: host) == ["w4"])
    }

    @Test func sectionedSelectionOnAFilteredRowSurvivesClearingAndReload() {
        var picker = PickerOnHost.sectionedPicker()
        picker.setSearchQuery("cr")
        var host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w1", "w5"]])
        #expect(picker.toggle(at: at(0, 1)) == .selected)  // Crêpe
        #expect(picker.toggle(at: at(1, 0)) == .refusedNotInList, "no host section 1")
        picker.setSearchQuery("")
        host.reload(showing: picker)
        #expect(checked(picker, on: host) == ["w5"])
        #expect(picker.isSelected(at: at(1, 2)))
        #expect(picker.select(at: at(0, 0)) == .selected)  // Apple
        // A reload moving Crêpe to Fruit and dropping Apple.
        var reloaded = pantry.filter { $0.id != "w2" }
        reloaded[3].shelf = "Fruit"
        #expect(reloaded[3].id == "w5")
        let report = picker.replaceItems(reloaded)
        #expect(report.removedSelection == ["w2"])
        host.reload(showing: picker)
        #expect(host.shownIDs == [["w4", "w5", "w8"], ["w1", "w3"], ["w6", "w7"]])
        #expect(checked(picker, on: host) == ["w5"])
        #expect(picker.isSelected(at: at(0, 1)))
    }

    @Test func sectionedDisappearingSelectionIsReportedInDisplayOrder() {
        var picker = PickerOnHost.sectionedPicker()
        #expect(picker.setSelectedUniqueIdentifiers(["w7", "w1", "w8", "w4"]).isEmpty)
        picker.setSearchQuery("banana")
        // Display order is Fruit (w4, w8), Desserts (w1), Spices (w7); input order would be w1, w7, w8.
        let report = picker.replaceItems(pantry.filter { !["w1", "w7", "w8"].contains($0.id) })
        #expect(report.removedSelection == ["w8", "w1", "w7"])
        let host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w4"]])
        #expect(checked(picker, on: host) == ["w4"])
    }

    @Test(arguments: [false, true], [false, true])
    func selectAllIsOfferedOnlyWhenConfiguredWithMultipleSelection(showsSelectAll: Bool, multiple: Bool) {
        let flat = PickerOnHost.flatPicker(multiple: multiple, selectAll: showsSelectAll)
        let sectioned = PickerOnHost.sectionedPicker(multiple: multiple, selectAll: showsSelectAll)
        let offered = showsSelectAll && multiple
        #expect(PickerOnHost.bridge.allUniqueIdentifiers(in: flat) == (offered ? pantry.map(\.id) : nil))
        let sectionedHost = HeadlessListHost.showing(sectioned)
        #expect(
            PickerOnHost.bridge.allUniqueIdentifiers(in: sectioned)
                == (offered ? sectionedHost.allCells.map(\.id) : nil))
    }

    @Test func selectAllWhileFilteredSelectsHiddenRowsToo() {
        var flat = PickerOnHost.flatPicker(selectAll: true)
        var sectioned = PickerOnHost.sectionedPicker(selectAll: true)
        flat.setSearchQuery("cr")
        sectioned.setSearchQuery("cr")
        #expect(flat.selectAll() == .selected)
        #expect(sectioned.selectAll() == .selected)
        #expect(flat.selectAll() == .unchanged)
        flat.setSearchQuery("")
        sectioned.setSearchQuery("")
        let flatHost = HeadlessListHost.showing(flat)
        let sectionedHost = HeadlessListHost.showing(sectioned)
        #expect(checked(flat, on: flatHost) == pantry.map(\.id))
        #expect(checked(sectioned, on: sectionedHost) == sectionedHost.allCells.map(\.id))
        #expect(flat.deselectAll() == .deselected)
        #expect(checked(flat, on: flatHost).isEmpty)
    }

    @Test func selectAllIsRefusedInSingleSelectionAndDeselectAllWhenRequired() {
        var single = PickerOnHost.flatPicker(multiple: false, selectAll: true)
        #expect(single.selectAll() == .refusedSingleSelection)
        var singleSectioned = PickerOnHost.sectionedPicker(multiple: false, selectAll: true)
        #expect(singleSectioned.selectAll() == .refusedSingleSelection)
        #expect(single.selectedUniqueIdentifiers.isEmpty && singleSectioned.selectedUniqueIdentifiers.isEmpty)
        var required = PickerOnHost.sectionedPicker(allowsEmpty: false, selectAll: true)
        #expect(required.selectAll() == .selected)
        #expect(required.deselectAll() == .refusedEmptySelection)
        #expect(required.selectedUniqueIdentifiers.count == pantry.count)
    }
}
