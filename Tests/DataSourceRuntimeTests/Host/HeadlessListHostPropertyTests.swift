import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Random old/new lists, batches written by a small reference differ that knows every item's
/// identity: applying the batch must show exactly the new data, fetching only what is new.
@Suite struct HeadlessListHostPropertyTests {
    @Test(arguments: 0..<200) func movingEverySurvivorShowsTheNewData(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let old = RandomList.make(&random)
        let new = old.rearranged(&random)
        let (update, fresh) = RandomList.movingBatch(from: old, to: new, &random)

        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: old.dataSource)
        try host.performBatchUpdates(update, dataSource: new.dataSource)
        #expect(host.sections == new.rows)
        #expect(host.headerTitles == new.dataSource.titles)
        #expect(host.lastCellRequests == fresh)
    }

    @Test(arguments: 0..<200) func reloadingChangedRowsShowsTheNewData(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let old = RandomList.make(&random)
        let (new, update, fresh) = old.editedInPlace(&random)

        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: old.dataSource)
        try host.performBatchUpdates(update, dataSource: new.dataSource)
        #expect(host.sections == new.rows)
        #expect(host.headerTitles == new.dataSource.titles)
        #expect(host.lastCellRequests == fresh)
    }
}
