import Testing

@testable import DataSourceRuntime

@Suite struct SectionedIndexMapTests {
    @Test func emptyMapHasNoSections() {
        let map = SectionedIndexMap<String>()
        #expect(map.numberOfSections == 0)
        #expect(map.count == 0)
        #expect(map.numberOfRows(inSection: 0) == 0)
        #expect(map.identifier(at: ListIndexPath(row: 0, section: 0)) == nil)
        #expect(map.indexPath(of: "a") == nil)
    }

    @Test func roundTripsWithEmptySections() throws {
        let sections = [["a", "b"], [], ["c"], ["d", "e", "f"], []]
        let map = try SectionedIndexMap(sections: sections, duplicates: .reject)
        #expect(map.numberOfSections == 5)
        #expect((0..<5).map { map.numberOfRows(inSection: $0) } == [2, 0, 1, 3, 0])
        #expect(map.count == 6)
        #expect(Array(map.identifiers(inSection: 3)) == ["d", "e", "f"])
        for (section, ids) in sections.enumerated() {
            for (row, id) in ids.enumerated() {
                let path = ListIndexPath(row: row, section: section)
                #expect(map.identifier(at: path) == id)
                #expect(map.indexPath(of: id) == path)
                #expect(map.identifier(at: try #require(map.indexPath(of: id))) == id)
            }
        }
        #expect(map.flatIndex(of: "e") == 4)
        #expect(map.flatIndex(for: ListIndexPath(row: 0, section: 2)) == 2)
    }

    @Test func outOfRangePositionsAreNil() throws {
        let map = try SectionedIndexMap(sections: [["a"], ["b", "c"]], duplicates: .reject)
        let bad = [
            ListIndexPath(row: 1, section: 0), ListIndexPath(row: -1, section: 1), ListIndexPath(row: 0, section: 2),
            ListIndexPath(row: 0, section: -1), ListIndexPath(row: Int.max, section: Int.max),
            ListIndexPath(row: Int.min, section: Int.min),
        ]
        for path in bad {
            #expect(map.identifier(at: path) == nil)
            #expect(map.flatIndex(for: path) == nil)
        }
        #expect(map.numberOfRows(inSection: -1) == 0)
        #expect(map.numberOfRows(inSection: 2) == 0)
        #expect(map.identifiers(inSection: 9).isEmpty)
        #expect(map.indexPath(of: "z") == nil)
    }

    @Test func keepFirstDropsAcrossSectionsAndKeepsEmptiedSections() throws {
        let map = try SectionedIndexMap(sections: [["a", "b"], ["a"], ["c", "b", "d"]], duplicates: .keepFirst)
        #expect(map.droppedPositions == [ListIndexPath(row: 0, section: 1), ListIndexPath(row: 1, section: 2)])
        #expect(map.numberOfSections == 3)
        #expect((0..<3).map { map.numberOfRows(inSection: $0) } == [2, 0, 2])
        #expect(map.identifiers == ["a", "b", "c", "d"])
        #expect(map.indexPath(of: "d") == ListIndexPath(row: 1, section: 2))
        #expect(map.identifier(at: ListIndexPath(row: 1, section: 2)) == "d")
        #expect(map.identifier(at: ListIndexPath(row: 0, section: 1)) == nil)
    }

    @Test func rejectReportsFlatPositions() {
        #expect(throws: DuplicateIdentifierPolicy.Rejection(identifier: "b", firstPosition: 1, duplicatePosition: 4)) {
            try SectionedIndexMap(sections: [["a", "b"], ["c"], ["d", "b"]], duplicates: .reject)
        }
    }

    @Test func randomizedAgainstReference() throws {
        var rng = SplitMix64(seed: 0x5EC7)
        for _ in 0..<300 {
            let sectionCount = Int.random(in: 0..<8, using: &rng)
            let range = Int.random(in: 1..<60, using: &rng)
            let sections = (0..<sectionCount).map { _ in
                (0..<Int.random(in: 0..<10, using: &rng)).map { _ in
                    CollidingID(value: Int.random(in: 0..<range, using: &rng))
                }
            }
            var seen = Set<CollidingID>(), kept: [[CollidingID]] = [], dropped: [ListIndexPath] = []
            for (section, ids) in sections.enumerated() {
                kept.append([])
                for (row, id) in ids.enumerated() {
                    if seen.insert(id).inserted {
                        kept[section].append(id)
                    } else {
                        dropped.append(ListIndexPath(row: row, section: section))
                    }
                }
            }
            let map = try SectionedIndexMap(sections: sections, duplicates: .keepFirst)
            #expect(map.droppedPositions == dropped)
            #expect(map.numberOfSections == sectionCount)
            var flat = 0
            for (section, ids) in kept.enumerated() {
                #expect(map.numberOfRows(inSection: section) == ids.count)
                for (row, id) in ids.enumerated() {
                    let path = ListIndexPath(row: row, section: section)
                    #expect(map.identifier(at: path) == id)
                    #expect(map.indexPath(of: id) == path)
                    #expect(map.flatIndex(of: id) == flat)
                    #expect(map.flatIndex(for: path) == flat)
                    flat += 1
                }
                #expect(map.identifier(at: ListIndexPath(row: ids.count, section: section)) == nil)
            }
            #expect(map.count == flat)
            for value in 0..<range where !seen.contains(CollidingID(value: value)) {
                #expect(map.indexPath(of: CollidingID(value: value)) == nil)
            }
        }
    }
}
