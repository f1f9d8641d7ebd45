import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

@Suite struct HeadlessListHostReloadTests {
    @Test func startsEmpty() {
        let host = HeadlessListHost<String>(rules: .tableView)
        #expect(host.sections.isEmpty)
        #expect(host.headerTitles.isEmpty)
        #expect(host.numberOfSections == 0)
        #expect(host.cellRequestCount == 0)
    }

    @Test func reloadDataAsksForEverything() {
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: TestListData([["a", "b"], [], ["c"]], titles: ["One", nil, "Three"]))
        #expect(host.sections == [["a", "b"], [], ["c"]])
        #expect(host.headerTitles == ["One", nil, "Three"])
        #expect(host.lastCellRequests == [at(0, 0), at(0, 1), at(2, 0)])
        #expect(host.cellRequestCount == 3)
        #expect(host.numberOfSections == 3)
        #expect(host.numberOfRows(inSection: 0) == 2)
        #expect(host.numberOfRows(inSection: 1) == 0)
        #expect(host.cell(at: at(2, 0)) == "c")
        #expect(host.allCells == ["a", "b", "c"])
    }

    @Test func reloadDataReplacesWhatWasShown() {
        var host = loadedHost([["a"], ["b"]])
        host.reloadData(from: TestListData([["x", "y", "z"]]))
        #expect(host.sections == [["x", "y", "z"]])
        #expect(host.headerTitles == ["S0"])
        #expect(host.lastCellRequests == [at(0, 0), at(0, 1), at(0, 2)])
        #expect(host.cellRequestCount == 5)
    }

    @Test func headerTitlesDefaultToNone() {
        struct Untitled: ListHostDataSource {
            func numberOfSections() -> Int { 2 }
            func numberOfRows(inSection section: Int) -> Int { section }
            func cell(at indexPath: ListIndexPath) -> Int { indexPath.section * 10 + indexPath.row }
        }
        var host = HeadlessListHost<Int>(rules: .tableView)
        host.reloadData(from: Untitled())
        #expect(host.sections == [[], [10]])
        #expect(host.headerTitles == [nil, nil])
    }

    @Test func emptyBatchOnUnchangedDataFetchesNothing() throws {
        var host = loadedHost([["a", "b"], ["c"]])
        try host.performBatchUpdates(ListUpdate.Batch(), dataSource: TestListData([["a", "b"], ["c"]]))
        #expect(host.sections == [["a", "b"], ["c"]])
        #expect(host.lastCellRequests.isEmpty)
        #expect(host.cellRequestCount == 3)
    }

    @Test func batchOnAnEmptyHostCanInsertTheFirstSections() throws {
        var host = HeadlessListHost<String>(rules: .tableView)
        try host.performBatchUpdates(
            ListUpdate.Batch(insertedSections: [0, 1]), dataSource: TestListData([["a"], ["b", "c"]]))
        #expect(host.sections == [["a"], ["b", "c"]])
        #expect(host.headerTitles == ["S0", "S1"])
        #expect(host.lastCellRequests == [at(0, 0), at(1, 0), at(1, 1)])
    }
}
