import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Index mode (no unique identifiers) driven through the headless host: one section, rows of the
/// current list, selection as FormKit's `[Int]` of unfiltered indices.
@Suite struct IndexPickerOnHostTests {
    /// FormKit's `valueOptions12` (seed 002) as wares whose identifier is their option index.
    let options = ["One", "Two", "Three", "Four", "Five", "Six", "Seven"].enumerated().map {
        Ware("\($0.offset)", $0.element)
    }

    @Test func unfilteredHostShowsEveryItemInOrder() {
        let picker = PickerOnHost.indexPicker()
        let host = HeadlessListHost.showing(picker)
        #expect(!picker.isFiltered)
        #expect(host.sections == [pantry])
        #expect(host.headerTitles == [nil])
        let problems = HostRoundTrips.index(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func filteredHostRowsMapToUnfilteredIndices() {
        var picker = PickerOnHost.indexPicker()
        picker.setSearchQuery("CR")
        let host = HeadlessListHost.showing(picker)
        // "Crème brûlée" (0) and "Crêpe" (4); "apricot" has "ric", not "cr".
        #expect(host.shownIDs == [["w1", "w5"]])
        #expect(picker.unfilteredIndex(forCurrentIndex: 1) == 4)
        #expect(FioriIndexSearchBridge.unfilteredDataSourceIndexOfItem(atFilteredIndex: 1, in: picker) == 4)
        #expect(FioriIndexSearchBridge.unfilteredDataSourceIndexOfItem(atFilteredIndex: 2, in: picker) == -1)
        #expect(FioriIndexSearchBridge.filteredDataSourceContainsItem(atUnfilteredIndex: 4, in: picker))
        #expect(!FioriIndexSearchBridge.filteredDataSourceContainsItem(atUnfilteredIndex: 1, in: picker))
        let problems = HostRoundTrips.index(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func noMatchShowsTheSectionWithZeroRows() {
        var picker = PickerOnHost.indexPicker()
        picker.setSearchQuery("zzz")
        let host = HeadlessListHost.showing(picker)
        #expect(picker.isFiltered)
        #expect(host.sections == [[]])
        let problems = HostRoundTrips.index(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func formKitSelectionIsByUnfilteredIndexWhileFiltered() {
        var picker = PickerOnHost.indexPicker(options)
        #expect(picker.setSelectedIndices([1, 3, 6]).isEmpty)  // seed 002: `var propValue12 = [1, 3, 6]`
        picker.setSearchQuery("e")
        let host = HeadlessListHost.showing(picker)
        #expect(host.sections == [[options[0], options[2], options[4], options[6]]])
        // Checkmarks on the filtered host: only "Seven" (unfiltered 6) of the selected is shown.
        #expect((0..<4).map(picker.isSelected(at:)) == [false, false, false, true])
        // A tap on host row 1 ("Three") selects unfiltered index 2, not 1.
        #expect(picker.toggle(at: 1) == .selected)
        #expect(picker.selectedIndices == [1, 2, 3, 6])
        #expect(picker.selectionDescription() == "Two, Three, Four, Seven")
        picker.setSearchQuery("")
        let cleared = HeadlessListHost.showing(picker)
        #expect(cleared.sections == [options])
        #expect(options.indices.filter(picker.isSelected(at:)) == [1, 2, 3, 6])
    }

    @Test func selectionSurvivesClearingTheSearchAndAReload() {
        var picker = PickerOnHost.indexPicker()
        picker.setSearchQuery("an")  // "Banana" (3) only
        var host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w4"]])
        #expect(picker.select(at: 0) == .selected)
        #expect(picker.select(at: 1) == .refusedNotInList, "host row 1 does not exist")
        picker.setSearchQuery(" ")
        host.reload(showing: picker)
        #expect(host.sections == [pantry])
        #expect(picker.selectedIndices == [3])
        #expect(picker.select(at: 7) == .selected)
        // A reload shorter than index 7: FormKit indices past the end are gone and reported.
        let report = picker.replaceItems(Array(pantry.prefix(5)))
        #expect(report.removedSelection == [7])
        #expect(picker.selectedIndices == [3])
        host.reload(showing: picker)
        #expect(host.sections == [Array(pantry.prefix(5))])
        #expect(picker.isSelected(at: 3))
        let problems = HostRoundTrips.index(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func queryStaysInEffectWhileItemsAreReplaced() {
        var picker = PickerOnHost.indexPicker()
        picker.setSearchQuery("a")
        picker.replaceItems(options)
        let host = HeadlessListHost.showing(picker)
        #expect(picker.isFiltered)
        #expect(host.sections == [[]], "no option contains an a")
        picker.setSearchQuery("f")
        let refreshed = HeadlessListHost.showing(picker)
        #expect(refreshed.sections == [[options[3], options[4]]])
        let problems = HostRoundTrips.index(picker, on: refreshed)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func selectAllCoversHiddenRowsAndIsRefusedInSingleSelection() {
        var picker = PickerOnHost.indexPicker()
        picker.setSearchQuery("e")
        #expect(picker.selectAll() == .selected)
        #expect(picker.selectedIndices == Array(pantry.indices), "Select All is over the unfiltered list")
        var single = PickerOnHost.indexPicker(multiple: false)
        #expect(single.selectAll() == .refusedSingleSelection)
        #expect(single.selectedIndices.isEmpty)
        var required = PickerOnHost.indexPicker(allowsEmpty: false)
        #expect(required.selectAll() == .selected)
        #expect(required.deselectAll() == .refusedEmptySelection)
        #expect(required.selectedIndices.count == pantry.count)
    }
}
