import Testing

@testable import DataSourceRuntime

@Suite struct IndexListPickerTests {
    func options(multiple: Bool = true, allowsEmpty: Bool = true, search: SearchMatcher<String> = .fields({ $0 }))
        -> IndexListPicker<String>
    {
        var picker = IndexListPicker<String>(
            configuration: .init(
                title: { $0 }, search: search, allowsMultipleSelection: multiple, allowsEmptySelection: allowsEmpty))
        picker.replaceItems(formKitOptions)
        return picker
    }

    @Test func formKitValueAndDescription() {
        var picker = options()
        #expect(picker.setSelectedIndices([6, 1, 3]) == [])
        #expect(picker.selectedIndices == [1, 3, 6])
        #expect(picker.selectionDescription() == "Two, Four, Seven")
        #expect(picker.selectedItems == ["Two", "Four", "Seven"])
        #expect(picker.setSelectedIndices([2, 19, -1]) == [19, -1])
        #expect(picker.selectedIndices == [2])
    }

    @Test func searchFiltersCountsAndPositions() throws {
        var picker = options()
        #expect(!picker.isFiltered)
        #expect(picker.numberOfRows() == 19)
        picker.setSearchQuery("TEEN")
        #expect(picker.isFiltered)
        #expect(picker.numberOfRows() == 7)
        #expect(picker.item(at: 0, isFiltered: true) == "Thirteen")
        #expect(picker.item(at: 0, isFiltered: false) == "One")
        #expect(picker.item(at: 18, isFiltered: false) == "Nineteen")
        #expect(picker.item(ifPresentAt: 7, isFiltered: true) == nil)
        for current in 0..<picker.numberOfRows() {
            let unfiltered = try #require(picker.unfilteredIndex(forCurrentIndex: current))
            #expect(picker.currentIndex(forUnfilteredIndex: unfiltered) == current)
            #expect(picker.item(at: current, isFiltered: true) == formKitOptions[unfiltered])
            #expect(referenceMatches(formKitOptions[unfiltered], "TEEN"))
        }
        #expect(picker.currentIndex(forUnfilteredIndex: 0) == nil)
        #expect(picker.core.filterMapping?.rows.unfilteredIndices == Array(12...18))
    }

    @Test func emptyAndBlankQueriesMeanNoSearch() {
        var picker = options()
        for text in ["", "   ", "\n"] {
            picker.setSearchQuery("six")
            #expect(picker.isFiltered)
            picker.setSearchQuery(text)
            #expect(!picker.isFiltered)
            #expect(picker.numberOfRows() == 19)
            #expect(picker.core.filterMapping == nil)
        }
    }

    @Test func noMatchIsAnEmptyFilteredList() {
        var picker = options()
        picker.setSearchQuery("zebra")
        #expect(picker.isFiltered)
        #expect(picker.numberOfRows() == 0)
        #expect(picker.item(ifPresentAt: 0, isFiltered: true) == nil)
        #expect(picker.select(at: 0) == .refusedNotInList)
    }

    @Test func selectionIsByUnfilteredIndexAndSurvivesSearch() {
        var picker = options()
        picker.setSearchQuery("teen")
        #expect(picker.select(at: 1) == .selected)  // Fourteen
        #expect(picker.isSelected(at: 1))
        #expect(picker.selectedIndices == [13])
        picker.setSearchQuery("f")
        #expect(picker.isSelected(at: 2))  // Four, Five, Fourteen, ...
        picker.setSearchQuery("")
        #expect(picker.isSelected(at: 13))
        #expect(picker.selectedIndices == [13])
    }

    @Test func reloadDropsIndicesPastTheNewCountAndKeepsTheQuery() {
        var picker = options()
        picker.setSelectedIndices([0, 5, 10, 15])
        picker.setSearchQuery("e")
        let report = picker.replaceItems(Array(formKitOptions.prefix(8)))
        #expect(report.removedSelection == [10, 15])
        #expect(report.isApplied)
        #expect(picker.selectedIndices == [0, 5])
        #expect(picker.isFiltered)
        #expect(picker.searchText == "e")
        #expect(
            (0..<picker.numberOfRows()).map { picker.item(at: $0, isFiltered: true) } == [
                "One", "Three", "Five", "Seven", "Eight",
            ])
    }

    @Test func singleSelectionReplacesAndEmptyRuleHolds() {
        var picker = options(multiple: false, allowsEmpty: false)
        #expect(picker.select(at: 2) == .selected)
        #expect(picker.select(at: 4) == .selected)
        #expect(picker.selectedIndices == [4])
        #expect(picker.deselect(at: 4) == .refusedEmptySelection)
        #expect(picker.toggle(at: 4) == .refusedEmptySelection)
        #expect(picker.deselectAll() == .refusedEmptySelection)
        #expect(picker.selectAll() == .refusedSingleSelection)
        #expect(picker.selectedIndices == [4])
        #expect(!picker.allowsMultipleSelection && !picker.allowsEmptySelection)
    }

    @Test func selectAllAndDeselectAll() {
        var picker = options()
        #expect(picker.selectAll() == .selected)
        #expect(picker.selectedIndices == Array(0..<19))
        #expect(picker.deselectAll() == .deselected)
        #expect(picker.selectedIndices.isEmpty)
        #expect(picker.toggle(at: 3) == .selected)
        #expect(picker.toggle(at: 3) == .deselected)
    }

    @Test func outOfRangePositionsNeverTrap() {
        var picker = options()
        for bad in [-1, 19, Int.max, Int.min] {
            #expect(picker.item(ifPresentAt: bad, isFiltered: false) == nil)
            #expect(picker.item(ifPresentAt: bad, isFiltered: true) == nil)
            #expect(picker.unfilteredIndex(forCurrentIndex: bad) == nil)
            #expect(picker.currentIndex(forUnfilteredIndex: bad) == nil)
            #expect(!picker.isSelected(at: bad))
            #expect(picker.select(at: bad) == .refusedNotInList)
            #expect(picker.deselect(at: bad) == .refusedNotInList)
            #expect(picker.toggle(at: bad) == .refusedNotInList)
        }
    }

    @Test func disabledSearchIgnoresQueries() {
        var picker = options(search: .disabled)
        picker.setSearchQuery("two")
        #expect(!picker.isFiltered)
        #expect(picker.numberOfRows() == 19)
        #expect(picker.searchText == "two")
    }

    @Test func customMatcherGetsTheTrimmedQuery() {
        var picker = options(search: .custom { item, query in item.hasPrefix(query) })
        picker.setSearchQuery("  T ")
        #expect(
            (0..<picker.numberOfRows()).map { picker.item(at: $0, isFiltered: true) } == [
                "Two", "Three", "Ten", "Twelve", "Thirteen",
            ])
        picker.setSearchQuery("Tw")
        #expect((0..<picker.numberOfRows()).map { picker.item(at: $0, isFiltered: true) } == ["Two", "Twelve"])
    }
}
