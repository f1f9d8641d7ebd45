import DataSourceRuntime
import Testing

@Suite struct ListIndexPathTests {
    @Test func ordersBySectionThenRow() {
        let paths = [
            ListIndexPath(row: 0, section: 1), ListIndexPath(row: 2, section: 0),
            ListIndexPath(row: 1, section: 0),
        ]
        #expect(
            paths.sorted() == [
                ListIndexPath(row: 1, section: 0), ListIndexPath(row: 2, section: 0),
                ListIndexPath(row: 0, section: 1),
            ])
    }

    @Test func describesLikeUIKit() {
        #expect(ListIndexPath(row: 3, section: 1).description == "[1, 3]")
    }

    @Test func emptyBatchUpdateIsEmpty() {
        #expect(ListUpdate.Batch().isEmpty)
        #expect(!ListUpdate.Batch(deletedSections: [0]).isEmpty)
    }
}
