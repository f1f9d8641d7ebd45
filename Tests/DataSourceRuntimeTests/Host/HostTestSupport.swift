import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Plain nested arrays as a data source; the cell is the string itself.
struct TestListData: ListHostDataSource {
    var rows: [[String]]
    var titles: [String?]

    init(_ rows: [[String]], titles: [String?]? = nil) {
        self.rows = rows
        self.titles = titles ?? rows.indices.map { "S\($0)" }
    }

    func numberOfSections() -> Int { rows.count }
    func numberOfRows(inSection section: Int) -> Int { rows[section].count }
    func cell(at indexPath: ListIndexPath) -> String { rows[indexPath.section][indexPath.row] }
    func titleForHeader(inSection section: Int) -> String? { titles[section] }
}

/// `[section, row]` shorthand, in the order UIKit prints index paths.
func at(_ section: Int, _ row: Int) -> ListIndexPath { ListIndexPath(row: row, section: section) }

/// A row move shorthand.
func move(_ from: ListIndexPath, _ to: ListIndexPath) -> ListUpdate.Batch.Move<ListIndexPath> {
    ListUpdate.Batch.Move(from: from, to: to)
}

/// A section move shorthand.
func move(_ from: Int, _ to: Int) -> ListUpdate.Batch.Move<Int> { ListUpdate.Batch.Move(from: from, to: to) }

/// A host that has loaded `rows`.
func loadedHost(_ rows: [[String]], titles: [String?]? = nil) -> HeadlessListHost<String> {
    var host = HeadlessListHost<String>(rules: .tableView)
    host.reloadData(from: TestListData(rows, titles: titles))
    return host
}

/// Asserts that UIKit would refuse `update` from `old` to `new` with exactly `message`, and that
/// the refused batch left the host untouched.
func expectRefusal(
    _ message: String, from old: [[String]], to new: [[String]], _ update: ListUpdate.Batch,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var host = loadedHost(old)
    let requestsBefore = host.cellRequestCount
    do {
        try host.performBatchUpdates(update, dataSource: TestListData(new))
        Issue.record("the batch was accepted; expected: \(message)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.message == message, sourceLocation: sourceLocation)
        #expect(error.description == message, sourceLocation: sourceLocation)
    }
    #expect(host.sections == old, sourceLocation: sourceLocation)
    #expect(host.cellRequestCount == requestsBefore, sourceLocation: sourceLocation)
}

/// Applies `update` from `old` to `new`, recording an issue if UIKit would refuse it.
func applied(
    _ update: ListUpdate.Batch, from old: [[String]], to new: [[String]],
    oldTitles: [String?]? = nil, newTitles: [String?]? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> HeadlessListHost<String> {
    var host = loadedHost(old, titles: oldTitles)
    do {
        try host.performBatchUpdates(update, dataSource: TestListData(new, titles: newTitles))
    } catch {
        Issue.record("refused: \(error)", sourceLocation: sourceLocation)
    }
    return host
}
