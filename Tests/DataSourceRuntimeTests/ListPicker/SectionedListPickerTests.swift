import Testing

@testable import DataSourceRuntime

@Suite struct SectionedListPickerTests {
    typealias Picker = SectionedListPicker<Aisle, Fruit>

    /// The current list as section titles with item identifiers, read through the public API.
    func layout(_ picker: Picker) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for section in 0..<picker.numberOfSections() {
            result["\(section) \(picker.titleForHeader(inSection: section) ?? "-")"] =
                (0..<picker.numberOfRows(inSection: section)).map {
                    picker.uniqueIdentifier(at: ListIndexPath(row: $0, section: section))
                }
        }
        return result
    }

    /// Checks every lookup of the current and the unfiltered list against each other.
    func expectRoundTrips(_ picker: Picker, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for section in 0..<picker.numberOfSections() {
            #expect(
                picker.numberOfRows(inSection: section) > 0, "shown sections have rows", sourceLocation: sourceLocation)
            for row in 0..<picker.numberOfRows(inSection: section) {
                let path = ListIndexPath(row: row, section: section)
                let id = picker.uniqueIdentifier(at: path)
                #expect(picker.indexPath(forUniqueIdentifier: id) == path, sourceLocation: sourceLocation)
                #expect(picker.item(at: path, isFiltered: true).id == id, sourceLocation: sourceLocation)
                #expect(
                    picker.section(at: section) == picker.item(at: path, isFiltered: true).aisle,
                    sourceLocation: sourceLocation)
                let unfiltered = try #require(
                    picker.unfilteredIndexPath(forCurrentIndexPath: path), sourceLocation: sourceLocation)
                #expect(
                    picker.currentIndexPath(forUnfilteredIndexPath: unfiltered) == path, sourceLocation: sourceLocation)
                #expect(picker.item(at: unfiltered, isFiltered: false).id == id, sourceLocation: sourceLocation)
            }
        }
        for item in picker.items {
            let unfiltered = try #require(picker.core.keys.indexPath(of: item.id), sourceLocation: sourceLocation)
            #expect(picker.core.keys.identifier(at: unfiltered) == item.id, sourceLocation: sourceLocation)
            #expect(picker.core.sections[unfiltered.section] == item.aisle, sourceLocation: sourceLocation)
            if let current = picker.indexPath(forUniqueIdentifier: item.id) {
                #expect(picker.uniqueIdentifier(at: current) == item.id, sourceLocation: sourceLocation)
            } else {
                #expect(!referenceMatches(item.name, picker.searchText), sourceLocation: sourceLocation)
            }
        }
    }

    @Test func orderedSectionsHideEmptyOnes() throws {
        let picker = Picker.aisles()
        #expect(picker.core.sections == [.citrus, .berries, .stone, .exotic])
        #expect(picker.numberOfSections() == 4)
        #expect(
            layout(picker) == [
                "0 Citrus": ["f1", "f6"], "1 Berries": ["f2", "f5"], "2 Stone": ["f3", "f7"], "3 Exotic": ["f4"],
            ])
        #expect(picker.items.map(\.id) == ["f1", "f6", "f2", "f5", "f3", "f7", "f4"])
        #expect(picker.titleForHeader(inSection: 4) == nil)
        #expect(picker.section(at: -1) == nil)
        try expectRoundTrips(picker)
    }

    @Test func groupedSectionsFollowFirstAppearance() throws {
        var picker = Picker(
            configuration: .init(title: { $0.name }), groupedBy: { $0.aisle },
            sectionTitle: { $0 == .exotic ? nil : $0.title })
        let report = picker.replaceItems(Array(catalogue.reversed()))
        #expect(report.positionsWithoutSection.isEmpty)
        // Reversed catalogue: Cherry (stone), Lime (citrus), Blueberry (berries), Açaí (exotic), …
        #expect(picker.core.sections == [.stone, .citrus, .berries, .exotic])
        #expect(picker.titleForHeader(inSection: 2) == "Berries")
        #expect(picker.titleForHeader(inSection: 3) == nil)
        #expect(picker.uniqueIdentifier(at: ListIndexPath(row: 0, section: 0)) == "f7")
        try expectRoundTrips(picker)
    }

    @Test func itemsOutsideTheFixedSectionsAreReported() {
        var picker = Picker(
            configuration: .init(title: { $0.name }), sections: [.berries, .citrus, .berries], sectionOf: { $0.aisle },
            sectionTitle: { $0.title })
        let report = picker.replaceItems(catalogue)
        #expect(report.positionsWithoutSection == [2, 3, 6])
        #expect(picker.core.sections == [.berries, .citrus])
        #expect(picker.items.map(\.id) == ["f2", "f5", "f1", "f6"])
        #expect(picker.item(withUniqueIdentifier: "f3") == nil)
    }

    @Test func searchHidesSectionsItEmpties() throws {
        var picker = Picker.aisles()
        picker.setSearchQuery("BERRY")
        #expect(picker.isFiltered)
        #expect(layout(picker) == ["0 Berries": ["f2", "f5"]])
        picker.setSearchQuery("e")
        #expect(layout(picker) == ["0 Citrus": ["f1", "f6"], "1 Berries": ["f2", "f5"], "2 Stone": ["f3", "f7"]])
        #expect(picker.item(at: ListIndexPath(row: 0, section: 2), isFiltered: true).id == "f3")
        #expect(picker.item(at: ListIndexPath(row: 0, section: 3), isFiltered: false).id == "f4")
        #expect(picker.item(ifPresentAt: ListIndexPath(row: 0, section: 3), isFiltered: true) == nil)
        #expect(picker.indexPath(forUniqueIdentifier: "f4") == nil)
        #expect(picker.item(withUniqueIdentifier: "f4")?.name == "Açaí")
        try expectRoundTrips(picker)
        picker.setSearchQuery("zzz")
        #expect(picker.numberOfSections() == 0)
        #expect(picker.numberOfRows(inSection: 0) == 0)
        picker.setSearchQuery(" ")
        #expect(!picker.isFiltered)
        #expect(picker.numberOfSections() == 4)
    }

    @Test func outOfRangeNeverTraps() {
        var picker = Picker.aisles()
        picker.setSearchQuery("i")
        let bad = [
            ListIndexPath(row: -1, section: 0), ListIndexPath(row: 0, section: -1), ListIndexPath(row: 99, section: 0),
            ListIndexPath(row: 0, section: 99), ListIndexPath(row: Int.max, section: Int.max),
        ]
        for path in bad {
            #expect(picker.uniqueIdentifier(ifPresentAt: path) == nil)
            #expect(picker.item(ifPresentAt: path, isFiltered: true) == nil)
            #expect(picker.item(ifPresentAt: path, isFiltered: false) == nil)
            #expect(picker.unfilteredIndexPath(forCurrentIndexPath: path) == nil)
            #expect(picker.currentIndexPath(forUnfilteredIndexPath: path) == nil)
            #expect(!picker.isSelected(at: path))
            #expect(picker.select(at: path) == .refusedNotInList)
            #expect(picker.deselect(at: path) == .refusedNotInList)
            #expect(picker.toggle(at: path) == .refusedNotInList)
        }
        #expect(picker.numberOfRows(inSection: -1) == 0)
        #expect(picker.titleForHeader(inSection: 99) == nil)
        #expect(picker.indexPath(forUniqueIdentifier: "zz") == nil)
    }

    @Test func keepFirstIsInListOrderAndEmptiedSectionsDisappear() throws {
        // "f3" appears first in input under .exotic, but .stone is listed before .exotic.
        let items = [
            Fruit(id: "f3", name: "Peach twin", aisle: .exotic), Fruit(id: "f1", name: "Lemon", aisle: .citrus),
            Fruit(id: "f3", name: "Peach", aisle: .stone), Fruit(id: "f1", name: "Lemon twin", aisle: .berries),
        ]
        var picker = Picker.aisles([])
        let report = picker.replaceItems(items)
        #expect(report.droppedDuplicatePositions == [0, 3])
        #expect(picker.core.sections == [.citrus, .stone])
        #expect(picker.item(withUniqueIdentifier: "f3")?.name == "Peach")
        #expect(picker.indexPath(forUniqueIdentifier: "f3") == ListIndexPath(row: 0, section: 1))
        try expectRoundTrips(picker)
    }

    @Test func rejectReportsInputPositions() {
        var picker = Picker.aisles(duplicates: .reject)
        let items = [catalogue[1], catalogue[0], Fruit(id: "f2", name: "Twin", aisle: .citrus)]
        let report = picker.replaceItems(items)
        // List order: citrus (f1, f2 twin) before berries (f2): the twin at input 2 is seen first.
        #expect(
            report.rejection
                == DuplicateIdentifierPolicy.Rejection(identifier: "f2", firstPosition: 2, duplicatePosition: 0))
        #expect(picker.items.count == catalogue.count)
    }

    @Test func selectionByIndexPathSurvivesSearchAndReload() {
        var picker = Picker.aisles(selectAll: true)
        picker.setSearchQuery("berry")
        #expect(picker.select(at: ListIndexPath(row: 1, section: 0)) == .selected)
        #expect(picker.isSelected(at: ListIndexPath(row: 1, section: 0)))
        picker.setSearchQuery("")
        #expect(picker.isSelected(at: ListIndexPath(row: 1, section: 1)))
        picker.select(uniqueIdentifier: "f4")
        picker.select(uniqueIdentifier: "f1")
        #expect(picker.selectedUniqueIdentifiers == ["f1", "f5", "f4"])
        #expect(picker.selectionDescription() == "Lemon, Blueberry, Açaí")
        #expect(picker.allUniqueIdentifiers() == ["f1", "f6", "f2", "f5", "f3", "f7", "f4"])
        let report = picker.replaceItems(catalogue.filter { $0.id != "f1" && $0.id != "f4" })
        #expect(report.removedSelection == ["f1", "f4"])
        #expect(picker.selectedUniqueIdentifiers == ["f5"])
        #expect(picker.toggle(uniqueIdentifier: "f5") == .deselected)
        #expect(picker.selectAll() == .selected)
        #expect(picker.selectedItems.count == 5)
        #expect(Picker.aisles(multiple: false, selectAll: true).allUniqueIdentifiers() == nil)
        #expect(Picker.aisles().allUniqueIdentifiers() == nil)
    }

    /// A host only sees the protocol: the picker's answers must be the witnesses, not the
    /// protocol's defaults (no titles, no Select All).
    @Test func protocolDispatchReachesThePicker() {
        func throughProtocol<Source: SectionedListPickerDataSource>(_ source: Source) -> ([String?], Int?) {
            (
                (0..<source.numberOfSections()).map(source.titleForHeader(inSection:)),
                source.allUniqueIdentifiers()?.count
            )
        }
        let answer = throughProtocol(Picker.aisles(selectAll: true))
        #expect(answer.0 == ["Citrus", "Berries", "Stone", "Exotic"])
        #expect(answer.1 == catalogue.count)
    }

    @Test func randomizedAgainstReference() throws {
        var rng = SplitMix64(seed: 0x5EC7_1011)
        let letters = Array("aAbéc")
        for _ in 0..<40 {
            func randomItems() -> [Fruit] {
                (0..<Int.random(in: 0..<25, using: &rng)).map { _ in
                    let name = String(
                        (0..<Int.random(in: 0..<5, using: &rng)).map { _ in letters.randomElement(using: &rng)! })
                    return Fruit(
                        id: "i\(Int.random(in: 0..<30, using: &rng))", name: name,
                        aisle: Aisle.allCases.randomElement(using: &rng)!)
                }
            }
            var picker = Picker.aisles(randomItems())
            var query = ""
            for _ in 0..<25 {
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: picker.replaceItems(randomItems())
                case 1 where !query.isEmpty: query.removeLast()
                default: query.append(letters.randomElement(using: &rng)!)
                }
                picker.setSearchQuery(query)
                // Reference: aisles in declaration order, matching items in list order, empty aisles hidden.
                let expected = Aisle.allCases.map { aisle in
                    picker.items.filter { $0.aisle == aisle && referenceMatches($0.name, query) }.map(\.id)
                }.filter { !$0.isEmpty }
                let actual = (0..<picker.numberOfSections()).map { section in
                    (0..<picker.numberOfRows(inSection: section)).map {
                        picker.uniqueIdentifier(at: ListIndexPath(row: $0, section: section))
                    }
                }
                #expect(actual == expected)
                try expectRoundTrips(picker)
            }
        }
    }
}
