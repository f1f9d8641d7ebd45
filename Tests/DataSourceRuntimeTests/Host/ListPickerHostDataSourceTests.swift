import DataSourceRuntimeTesting
import Testing

@testable import DataSourceRuntime

/// Index mode: the unfiltered list, or the filtered one while a search is in effect.
private struct FruitPicker: IndexListPickerDataSource {
    var all = ["apple", "banana", "cherry", "date"]
    var query: String?

    var filtered: [String] { query.map { q in all.filter { $0.contains(q) } } ?? all }
    func numberOfRows() -> Int { query == nil ? all.count : filtered.count }
    func item(at index: Int, isFiltered: Bool) -> String { isFiltered ? filtered[index] : all[index] }
}

/// Unique-identifier mode, not sectioned.
private struct CountryPicker: UniqueIdentifierListPickerDataSource {
    let countries: [(code: String, name: String)] = [("de", "Germany"), ("fr", "France"), ("it", "Italy")]

    func numberOfRows() -> Int { countries.count }
    func item(at index: Int, isFiltered: Bool) -> String { countries[index].name }
    func uniqueIdentifier(at index: Int) -> String { countries[index].code }
    func index(forUniqueIdentifier id: String) -> Int? { countries.firstIndex { $0.code == id } }
    func item(withUniqueIdentifier id: String) -> String? { countries.first { $0.code == id }?.name }
}

/// Unique-identifier mode, sectioned, with header titles and a different filtered list.
private struct TeamPicker: SectionedListPickerDataSource {
    var teams: [(title: String, members: [Int])] = [("Design", [1, 2]), ("Build", [3]), ("Ship", [])]
    var searching = false

    var filteredTeams: [(title: String, members: [Int])] { [("Build", [3])] }
    var current: [(title: String, members: [Int])] { searching ? filteredTeams : teams }
    func numberOfSections() -> Int { current.count }
    func numberOfRows(inSection section: Int) -> Int { current[section].members.count }
    func titleForHeader(inSection section: Int) -> String? { current[section].title }
    func item(at indexPath: ListIndexPath, isFiltered: Bool) -> Int {
        (isFiltered ? filteredTeams : teams)[indexPath.section].members[indexPath.row]
    }
    func uniqueIdentifier(at indexPath: ListIndexPath) -> Int { current[indexPath.section].members[indexPath.row] }
    func item(withUniqueIdentifier id: Int) -> Int? { teams.contains { $0.members.contains(id) } ? id : nil }
    func indexPath(forUniqueIdentifier id: Int) -> ListIndexPath? {
        for (section, team) in current.enumerated() {
            if let row = team.members.firstIndex(of: id) { return ListIndexPath(row: row, section: section) }
        }
        return nil
    }
}

/// A sectioned picker that leaves header titles to the protocol's default.
private struct UntitledPicker: SectionedListPickerDataSource {
    func numberOfSections() -> Int { 2 }
    func numberOfRows(inSection section: Int) -> Int { 1 }
    func item(at indexPath: ListIndexPath, isFiltered: Bool) -> String { "row in \(indexPath.section)" }
    func uniqueIdentifier(at indexPath: ListIndexPath) -> Int { indexPath.section }
    func item(withUniqueIdentifier id: Int) -> String? { nil }
    func indexPath(forUniqueIdentifier id: Int) -> ListIndexPath? { nil }
}

@Suite struct ListPickerHostDataSourceTests {
    @Test func indexModeIsOneSectionOfCells() {
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: ListPickerHostDataSource(FruitPicker(), isFiltered: false) { $0.uppercased() })
        #expect(host.sections == [["APPLE", "BANANA", "CHERRY", "DATE"]])
        #expect(host.headerTitles == [nil])
    }

    @Test func indexModePassesIsFilteredThrough() {
        var host = HeadlessListHost<String>(rules: .tableView)
        let searching = FruitPicker(query: "an")
        host.reloadData(from: searching.hostDataSource(isFiltered: true) { $0 })
        #expect(host.sections == [["banana"]])
    }

    @Test func emptyPickerStillHasItsSection() {
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: FruitPicker(all: []).hostDataSource(isFiltered: false) { $0 })
        #expect(host.sections == [[]])
    }

    @Test func searchNarrowingIsABatchOfDeletes() throws {
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: FruitPicker().hostDataSource(isFiltered: false) { $0 })
        let searching = FruitPicker(query: "e").hostDataSource(isFiltered: true) { $0 }
        try host.performBatchUpdates(ListUpdate.Batch(deletedRows: [at(0, 1)]), dataSource: searching)
        #expect(host.sections == [["apple", "cherry", "date"]])
        #expect(host.lastCellRequests.isEmpty)
        // Forgetting the delete is the classic crash, caught here.
        #expect(throws: ListHostInconsistency.self) {
            try host.performBatchUpdates(
                ListUpdate.Batch(), dataSource: FruitPicker(query: "ch").hostDataSource(isFiltered: true) { $0 })
        }
    }

    @Test func uniqueIdentifierModeShowsItemsByIndex() {
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: CountryPicker().hostDataSource(isFiltered: false) { "[\($0)]" })
        #expect(host.sections == [["[Germany]", "[France]", "[Italy]"]])
        #expect(host.headerTitles == [nil])
    }

    @Test func sectionedModeShowsSectionsAndTitles() {
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: SectionedListPickerHostDataSource(TeamPicker(), isFiltered: false) { "#\($0)" })
        #expect(host.sections == [["#1", "#2"], ["#3"], []])
        #expect(host.headerTitles == ["Design", "Build", "Ship"])
    }

    @Test func sectionedModePassesIsFilteredThrough() {
        var host = HeadlessListHost<Int>(rules: .tableView)
        host.reloadData(from: TeamPicker(searching: true).hostDataSource(isFiltered: true) { $0 * 10 })
        #expect(host.sections == [[30]])
        #expect(host.headerTitles == ["Build"])
    }

    @Test func sectionedModeWithoutTitlesShowsNone() {
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: UntitledPicker().hostDataSource(isFiltered: false) { $0 })
        #expect(host.sections == [["row in 0"], ["row in 1"]])
        #expect(host.headerTitles == [nil, nil])
    }
}
