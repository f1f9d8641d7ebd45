import Testing

@testable import DataSourceRuntime

@Suite struct UniqueIdentifierListPickerTests {
    typealias Picker = UniqueIdentifierListPicker<Fruit>

    /// Checks every lookup of the current and the unfiltered list against each other.
    func expectRoundTrips(_ picker: Picker, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for index in 0..<picker.numberOfRows() {
            let id = picker.uniqueIdentifier(at: index)
            #expect(picker.index(forUniqueIdentifier: id) == index, sourceLocation: sourceLocation)
            #expect(picker.item(at: index, isFiltered: true).id == id, sourceLocation: sourceLocation)
            #expect(picker.item(withUniqueIdentifier: id)?.id == id, sourceLocation: sourceLocation)
            let unfiltered = try #require(
                picker.unfilteredIndex(forCurrentIndex: index), sourceLocation: sourceLocation)
            #expect(picker.currentIndex(forUnfilteredIndex: unfiltered) == index, sourceLocation: sourceLocation)
            #expect(picker.item(at: unfiltered, isFiltered: false).id == id, sourceLocation: sourceLocation)
        }
        for (unfiltered, item) in picker.items.enumerated() {
            #expect(picker.core.keys.flatIndex(of: item.id) == unfiltered, sourceLocation: sourceLocation)
            if let current = picker.index(forUniqueIdentifier: item.id) {
                #expect(picker.uniqueIdentifier(at: current) == item.id, sourceLocation: sourceLocation)
            } else {
                #expect(picker.isFiltered, sourceLocation: sourceLocation)
                #expect(!referenceMatches(item.name, picker.searchText), sourceLocation: sourceLocation)
            }
        }
    }

    @Test func unfilteredLookups() throws {
        let picker = Picker.fruits()
        #expect(!picker.isFiltered)
        #expect(picker.numberOfRows() == catalogue.count)
        #expect(picker.uniqueIdentifier(at: 3) == "f4")
        #expect(picker.index(forUniqueIdentifier: "f7") == 6)
        #expect(picker.index(forUniqueIdentifier: "nope") == nil)
        #expect(picker.item(withUniqueIdentifier: "nope") == nil)
        try expectRoundTrips(picker)
    }

    @Test func searchIsCaseAndDiacriticInsensitive() throws {
        var picker = Picker.fruits()
        picker.setSearchQuery("ACAI")
        #expect((0..<picker.numberOfRows()).map { picker.uniqueIdentifier(at: $0) } == ["f4"])
        picker.setSearchQuery("berry")
        #expect((0..<picker.numberOfRows()).map { picker.uniqueIdentifier(at: $0) } == ["f2", "f5"])
        #expect(picker.index(forUniqueIdentifier: "f5") == 1)
        #expect(picker.index(forUniqueIdentifier: "f1") == nil)
        #expect(!picker.isInCurrentList("f1"))
        #expect(picker.isInCurrentList("f2"))
        #expect(picker.item(withUniqueIdentifier: "f1")?.name == "Lemon")
        try expectRoundTrips(picker)
    }

    @Test func outOfRangeAndUnknownNeverTrap() {
        var picker = Picker.fruits()
        picker.setSearchQuery("l")
        for bad in [-1, picker.numberOfRows(), Int.max, Int.min] {
            #expect(picker.uniqueIdentifier(ifPresentAt: bad) == nil)
            #expect(picker.item(ifPresentAt: bad, isFiltered: true) == nil)
            #expect(!picker.isSelected(at: bad))
            #expect(picker.select(at: bad) == .refusedNotInList)
            #expect(picker.deselect(at: bad) == .refusedNotInList)
            #expect(picker.toggle(at: bad) == .refusedNotInList)
        }
        #expect(picker.item(ifPresentAt: catalogue.count, isFiltered: false) == nil)
        #expect(picker.select(uniqueIdentifier: "zz") == .refusedNotInList)
        #expect(picker.deselect(uniqueIdentifier: "zz") == .refusedNotInList)
        #expect(picker.toggle(uniqueIdentifier: "zz") == .refusedNotInList)
        #expect(!picker.isSelected(uniqueIdentifier: "zz"))
    }

    @Test func keepFirstDropsRepeatsAndReportsInputPositions() throws {
        var items = catalogue
        items.insert(Fruit(id: "f1", name: "Fake lemon", aisle: .exotic), at: 2)
        items.append(Fruit(id: "f3", name: "Fake peach", aisle: .stone))
        var picker = Picker.fruits([])
        let report = picker.replaceItems(items)
        #expect(report.droppedDuplicatePositions == [2, 8])
        #expect(report.isApplied)
        #expect(picker.items == catalogue)
        #expect(picker.item(withUniqueIdentifier: "f1")?.name == "Lemon")
        try expectRoundTrips(picker)
    }

    @Test func rejectKeepsThePreviousState() {
        var picker = Picker.fruits(duplicates: .reject)
        picker.select(uniqueIdentifier: "f2")
        picker.setSearchQuery("e")
        let before = (picker.items, picker.numberOfRows(), picker.selectedUniqueIdentifiers)
        let report = picker.replaceItems([catalogue[0], catalogue[1], catalogue[0]])
        #expect(
            report.rejection
                == DuplicateIdentifierPolicy.Rejection(identifier: "f1", firstPosition: 0, duplicatePosition: 2))
        #expect(!report.isApplied)
        #expect(report.removedSelection.isEmpty)
        #expect(picker.items == before.0)
        #expect(picker.numberOfRows() == before.1)
        #expect(picker.selectedUniqueIdentifiers == before.2)
    }

    @Test func selectionSurvivesSearchesAndReloads() {
        var picker = Picker.fruits()
        picker.setSearchQuery("berry")
        #expect(picker.select(at: 1) == .selected)  // Blueberry
        picker.setSearchQuery("li")
        #expect(picker.select(uniqueIdentifier: "f6") == .selected)  // Lime, shown
        #expect(picker.select(uniqueIdentifier: "f3") == .selected)  // Peach, hidden: still selectable
        #expect(picker.isSelected(uniqueIdentifier: "f5"))
        #expect(!picker.isSelected(at: 0) || picker.uniqueIdentifier(at: 0) == "f6")
        picker.setSearchQuery("")
        #expect(picker.selectedUniqueIdentifiers == ["f3", "f5", "f6"])
        // Reload: Peach and Lime vanish, Blueberry moves to the front; the query stays.
        picker.setSearchQuery("r")
        let reloaded = [catalogue[4], catalogue[0], catalogue[1], catalogue[6]]
        let report = picker.replaceItems(reloaded)
        #expect(report.removedSelection == ["f3", "f6"])
        #expect(picker.selectedUniqueIdentifiers == ["f5"])
        #expect(picker.isFiltered)
        #expect((0..<picker.numberOfRows()).map { picker.uniqueIdentifier(at: $0) } == ["f5", "f2", "f7"])
        #expect(picker.isSelected(at: 0))
    }

    @Test func singleSelectionAndEmptyRule() {
        var picker = Picker.fruits(multiple: false, allowsEmpty: false)
        #expect(picker.select(uniqueIdentifier: "f2") == .selected)
        #expect(picker.select(uniqueIdentifier: "f4") == .selected)
        #expect(picker.selectedUniqueIdentifiers == ["f4"])
        #expect(picker.deselect(uniqueIdentifier: "f4") == .refusedEmptySelection)
        #expect(picker.toggle(uniqueIdentifier: "f4") == .refusedEmptySelection)
        #expect(picker.deselectAll() == .refusedEmptySelection)
        #expect(picker.selectAll() == .refusedSingleSelection)
        #expect(picker.setSelectedUniqueIdentifiers(["zz", "f1", "f2"]) == ["zz", "f2"])
        #expect(picker.selectedUniqueIdentifiers == ["f1"])
        // A reload that removes the only selected item empties the selection, and says so.
        #expect(picker.replaceItems(Array(catalogue.dropFirst())).removedSelection == ["f1"])
        #expect(picker.selectedUniqueIdentifiers.isEmpty)
    }

    @Test func selectAllIsOfferedOnlyWhenConfiguredForMultipleSelection() {
        #expect(Picker.fruits().allUniqueIdentifiers() == nil)
        #expect(Picker.fruits(multiple: false, selectAll: true).allUniqueIdentifiers() == nil)
        var picker = Picker.fruits(selectAll: true)
        picker.setSearchQuery("berry")
        #expect(picker.allUniqueIdentifiers() == catalogue.map(\.id))
        #expect(picker.selectAll() == .selected)
        #expect(picker.selectedUniqueIdentifiers == catalogue.map(\.id))
        #expect(picker.selectAll() == .unchanged)
        #expect(picker.deselectAll() == .deselected)
        #expect(picker.selectedUniqueIdentifiers.isEmpty)
    }

    @Test func protocolDispatchReachesThePicker() {
        func throughProtocol<Source: UniqueIdentifierListPickerDataSource>(_ source: Source) -> [Source
            .UniqueIdentifier]?
        {
            source.allUniqueIdentifiers()
        }
        #expect(throughProtocol(Picker.fruits(selectAll: true)) == catalogue.map(\.id))
    }

    @Test func descriptionFollowsListOrderNotSelectionOrder() {
        var picker = Picker.fruits()
        for id in ["f7", "f1", "f4"] { picker.select(uniqueIdentifier: id) }
        #expect(picker.selectionDescription() == "Lemon, Açaí, Cherry")
        #expect(picker.selectionDescription(separator: "|") == "Lemon|Açaí|Cherry")
        #expect(picker.selectedItems.map(\.id) == ["f1", "f4", "f7"])
    }

    /// Model-based: random items, queries typed and erased character by character, reloads in
    /// between; every state is compared with a reference filter and all lookups round-trip.
    @Test func randomizedAgainstReference() throws {
        var rng = SplitMix64(seed: 0x9E7A11)
        let letters = Array("aAbéEc ")
        for _ in 0..<40 {
            func randomItems() -> [Fruit] {
                (0..<Int.random(in: 0..<30, using: &rng)).map { _ in
                    let name = String(
                        (0..<Int.random(in: 0..<6, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
                    return Fruit(id: "i\(Int.random(in: 0..<40, using: &rng))", name: name, aisle: .citrus)
                }
            }
            var picker = Picker.fruits(randomItems())
            var query = ""
            for _ in 0..<30 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: picker.replaceItems(randomItems())
                case 1...2 where !query.isEmpty: query.removeLast()
                case 3:
                    if picker.numberOfRows() > 0 {
                        picker.toggle(at: Int.random(in: 0..<picker.numberOfRows(), using: &rng))
                    }
                default: query.append(letters.randomElement(using: &rng)!)
                }
                picker.setSearchQuery(query)
                let expected = picker.items.filter { referenceMatches($0.name, query) }.map(\.id)
                #expect((0..<picker.numberOfRows()).map { picker.uniqueIdentifier(at: $0) } == expected)
                #expect(picker.isFiltered == !SearchQuery(query).isEmpty)
                try expectRoundTrips(picker)
                #expect(picker.selectedUniqueIdentifiers.allSatisfy { picker.item(withUniqueIdentifier: $0) != nil })
            }
        }
    }
}
