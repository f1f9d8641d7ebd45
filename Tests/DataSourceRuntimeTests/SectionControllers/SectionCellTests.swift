import DataSourceRuntime
import Testing

/// `SectionCell.cells(keyedBy:)`: one cell per key, in order, identities unique even for equal keys.
@Suite struct SectionCellTests {
    @Test func equalKeysAreToldApartByOccurrence() {
        let cells = SectionCell.cells(keyedBy: ["a", "b", "a"])
        #expect(cells.map(\.index) == [0, 1, 2])
        #expect(
            cells.map(\.id) == [
                .init(key: "a", occurrence: 0), .init(key: "b", occurrence: 0), .init(key: "a", occurrence: 1),
            ])
    }

    @Test func aKeyKeepsItsIdentityWhenAnEarlierKeyGoes() {
        let before = SectionCell.cells(keyedBy: [3, 1, 2])
        let after = SectionCell.cells(keyedBy: [1, 2])
        #expect(after.map(\.id) == Array(before.dropFirst().map(\.id)) && after.map(\.index) == [0, 1])
        #expect(SectionCell<Int>.cells(keyedBy: []).isEmpty)
    }
}
