import Testing

@testable import DataSourceRuntime

@Suite struct FilteredIndexMappingTests {
    @Test func mapsBothWaysAndRejectsOutOfRange() {
        let mapping = FilteredIndexMapping(unfilteredCount: 10) { $0 % 3 == 1 }
        #expect(mapping.unfilteredIndices == [1, 4, 7])
        #expect(mapping.count == 3)
        #expect(mapping.unfilteredCount == 10)
        #expect(mapping.unfilteredIndex(forFilteredIndex: 2) == 7)
        #expect(mapping.filteredIndex(forUnfilteredIndex: 4) == 1)
        #expect(mapping.filteredIndex(forUnfilteredIndex: 5) == nil)
        for bad in [-1, 3, Int.max, Int.min] { #expect(mapping.unfilteredIndex(forFilteredIndex: bad) == nil) }
        for bad in [-1, 10, Int.max, Int.min] {
            #expect(mapping.filteredIndex(forUnfilteredIndex: bad) == nil)
            #expect(!mapping.contains(unfilteredIndex: bad))
        }
        #expect(FilteredIndexMapping(unfilteredCount: -4) { _ in true }.count == 0)
    }

    @Test func identifiersThroughTheMap() throws {
        let map = try UniqueIdentifierIndexMap(identifiers: ["a", "b", "c", "d"], duplicates: .reject)
        let mapping = FilteredIndexMapping(unfilteredCount: map.count) { $0 != 1 }
        #expect(mapping.filteredIndex(of: "c", in: map) == 1)
        #expect(mapping.filteredIndex(of: "b", in: map) == nil)
        #expect(mapping.contains("d", in: map))
        #expect(!mapping.contains("b", in: map))
        #expect(!mapping.contains("zz", in: map))
    }

    @Test func randomizedRoundTrips() throws {
        var rng = SplitMix64(seed: 0xF117E2)
        for _ in 0..<200 {
            let count = Int.random(in: 0..<300, using: &rng)
            let density = Double.random(in: 0...1, using: &rng)
            let shown = Set((0..<count).filter { _ in Double.random(in: 0..<1, using: &rng) < density })
            let mapping = FilteredIndexMapping(unfilteredCount: count) { shown.contains($0) }
            let expected = shown.sorted()
            #expect(mapping.unfilteredIndices == expected)
            for filtered in 0..<mapping.count {
                let unfiltered = try #require(mapping.unfilteredIndex(forFilteredIndex: filtered))
                #expect(mapping.filteredIndex(forUnfilteredIndex: unfiltered) == filtered)
            }
            for unfiltered in 0..<count {
                #expect(mapping.contains(unfilteredIndex: unfiltered) == shown.contains(unfiltered))
                if let filtered = mapping.filteredIndex(forUnfilteredIndex: unfiltered) {
                    #expect(mapping.unfilteredIndex(forFilteredIndex: filtered) == unfiltered)
                    #expect(expected[filtered] == unfiltered)
                }
            }
        }
    }
}

@Suite struct SectionedFilteredIndexMappingTests {
    @Test func hidesSectionsTheFilterEmpties() throws {
        let map = try SectionedIndexMap(sections: [["a", "b"], ["c"], [], ["d", "e"]], duplicates: .reject)
        let hidden: Set = ["c", "d"]
        let mapping = SectionedFilteredIndexMapping(map: map) { !hidden.contains(map.identifiers[$0]) }
        #expect(mapping.numberOfSections == 2)
        #expect(mapping.numberOfRows(inSection: 0) == 2)
        #expect(mapping.numberOfRows(inSection: 1) == 1)
        #expect(mapping.numberOfRows(inSection: 2) == 0)
        #expect(mapping.unfilteredSection(forFilteredSection: 1) == 3)
        #expect(mapping.filteredSection(forUnfilteredSection: 1) == nil)
        #expect(mapping.filteredSection(forUnfilteredSection: 2) == nil)
        #expect(mapping.filteredSection(forUnfilteredSection: 3) == 1)
        #expect(
            mapping.unfilteredIndexPath(for: ListIndexPath(row: 0, section: 1)) == ListIndexPath(row: 1, section: 3))
        #expect(mapping.filteredIndexPath(of: "e", in: map) == ListIndexPath(row: 0, section: 1))
        #expect(mapping.filteredIndexPath(of: "d", in: map) == nil)
        #expect(mapping.filteredIndexPath(of: "zz", in: map) == nil)
        for bad in [
            ListIndexPath(row: 1, section: 1), ListIndexPath(row: -1, section: 0), ListIndexPath(row: 0, section: 2),
        ] {
            #expect(mapping.unfilteredIndexPath(for: bad) == nil)
            #expect(mapping.unfilteredFlatIndex(for: bad) == nil)
        }
        for bad in [
            ListIndexPath(row: 2, section: 0), ListIndexPath(row: 0, section: 4), ListIndexPath(row: 0, section: -1),
        ] {
            #expect(mapping.filteredIndexPath(forUnfilteredIndexPath: bad) == nil)
        }
        #expect(mapping.unfilteredSection(forFilteredSection: 2) == nil)
    }

    @Test func randomizedRoundTrips() throws {
        var rng = SplitMix64(seed: 0x5EC71)
        for _ in 0..<200 {
            let sections = (0..<Int.random(in: 0..<7, using: &rng)).map { section in
                (0..<Int.random(in: 0..<9, using: &rng)).map { "\(section)-\($0)" }
            }
            let map = try SectionedIndexMap(sections: sections, duplicates: .reject)
            let shown = Set(map.identifiers.filter { _ in Bool.random(using: &rng) })
            let mapping = SectionedFilteredIndexMapping(map: map) { shown.contains(map.identifiers[$0]) }
            // Reference: the filtered sections, built directly.
            let expected = sections.map { $0.filter(shown.contains) }.filter { !$0.isEmpty }
            #expect(mapping.numberOfSections == expected.count)
            for (section, ids) in expected.enumerated() {
                #expect(mapping.numberOfRows(inSection: section) == ids.count)
                for (row, id) in ids.enumerated() {
                    let filtered = ListIndexPath(row: row, section: section)
                    let unfiltered = try #require(mapping.unfilteredIndexPath(for: filtered))
                    #expect(map.identifier(at: unfiltered) == id)
                    #expect(mapping.filteredIndexPath(forUnfilteredIndexPath: unfiltered) == filtered)
                    #expect(mapping.filteredIndexPath(of: id, in: map) == filtered)
                }
            }
            for id in map.identifiers where !shown.contains(id) {
                #expect(mapping.filteredIndexPath(of: id, in: map) == nil)
            }
        }
    }
}

extension SectionedFilteredIndexMapping {
    /// The shown index path of `id` in `map`, the unfiltered list this mapping was built for, as
    /// the picker core finds it: the identifier's slot gives its section and flat position.
    fileprivate func filteredIndexPath<ID>(of id: ID, in map: SectionedIndexMap<ID>) -> ListIndexPath? {
        guard let found = map.location(of: id) else { return nil }
        return filteredIndexPath(forFlatIndex: found.flat, inUnfilteredSection: found.section)
    }
}
