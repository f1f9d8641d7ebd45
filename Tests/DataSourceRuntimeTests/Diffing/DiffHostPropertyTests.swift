import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The property tests again, through the real ``HeadlessListHost``: it enforces UIKit's rules
/// (with UIKit's own exception texts) and fetches cells only where UIKit would, so the host ends
/// up showing the new data only if every batch is valid and reloads every changed row and section.
@Suite struct DiffHostPropertyTests {
    /// Sections of rows as a host data source; the header title is the section's content.
    struct Source: ListHostDataSource {
        var sections: [ViewSection]

        func numberOfSections() -> Int { sections.count }
        func numberOfRows(inSection section: Int) -> Int { sections[section].rows.count }
        func cell(at indexPath: ListIndexPath) -> Row { sections[indexPath.section].rows[indexPath.row] }
        func titleForHeader(inSection section: Int) -> String? { sections[section].header.title }
    }

    /// Loads `old`, applies `diff` with `new` as the data source, and returns what the host shows.
    private func hostShowing(_ diff: ListDiffer, from old: [ViewSection], to new: [ViewSection]) throws
        -> HeadlessListHost<Row>
    {
        var host = HeadlessListHost<Row>(rules: .tableView)
        host.reloadData(from: Source(sections: old))
        switch diff.update {
        case .reloadData:
            host.reloadData(from: Source(sections: new))
        case .batches(let batches):
            for batch in batches { try host.performBatchUpdates(batch, dataSource: Source(sections: new)) }
        }
        return host
    }

    @Test func flatDiffsApplyThroughTheHost() throws {
        var random = RandomLists(seed: 0xF1A7)
        for index in 0..<DiffPropertyTests.pairs {
            let (old, new) = random.flatPair()
            let diff = try ListDiffer(from: old, to: new, stagedFor: .tableView)
            let shownOld = flatView(keepFirst(old, id: \.id).kept)
            let shownNew = flatView(keepFirst(new, id: \.id).kept)
            let host = try hostShowing(diff, from: shownOld, to: shownNew)
            #expect(host.sections == shownNew.map(\.rows), "pair \(index): \(old) → \(new), \(diff.update)")
        }
    }

    @Test func sectionedDiffsApplyThroughTheHost() throws {
        var random = RandomLists(seed: 0x5EC7)
        for index in 0..<DiffPropertyTests.pairs {
            let (old, new) = random.sectionedPair()
            let diff = try ListDiffer(fromSections: old, toSections: new, stagedFor: .tableView)
            let shownOld = keepFirst(old).kept.map(ViewSection.init)
            let shownNew = keepFirst(new).kept.map(ViewSection.init)
            let host = try hostShowing(diff, from: shownOld, to: shownNew)
            let context = Comment(rawValue: "pair \(index): \(shownOld) → \(shownNew), \(diff.update)")
            #expect(host.sections == shownNew.map(\.rows), context)
            #expect(host.headerTitles == shownNew.map(\.header.title), context)
        }
    }
}
