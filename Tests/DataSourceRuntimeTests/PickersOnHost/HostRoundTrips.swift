import DataSourceRuntimeTesting

@testable import DataSourceRuntime

/// Every lookup a picker offers, checked against what a host that reloaded from it shows.
///
/// Each check returns its failures as text instead of recording them, so the randomized test
/// can run hundreds of lists and record once, and the fixed tests can print all failures at once.
/// "Position" is always a position on the host: what UIKit hands the data source on a tap.
enum HostRoundTrips {
    /// Collects failure messages.
    struct Problems {
        var list: [String] = []

        mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { list.append(message()) }
        }
    }

    /// Index mode: every host row maps to an unfiltered index showing the same item and back;
    /// hidden and out-of-range indices answer "not there" (Fiori's `-1` / `false`).
    static func index(_ picker: IndexListPicker<Ware>, on host: HeadlessListHost<Ware>) -> [String] {
        var problems = Problems()
        guard host.numberOfSections == 1 else {
            return ["host shows \(host.numberOfSections) sections, a picker table has 1"]
        }
        let rows = host.sections[0]
        problems.check(
            rows.count == picker.numberOfRows(), "host shows \(rows.count) rows, picker has \(picker.numberOfRows())")
        problems.check(host.headerTitles == [nil], "a flat picker shows no header, host shows \(host.headerTitles)")
        var shown: Set<Int> = []
        for (position, cell) in rows.enumerated() {
            problems.check(
                picker.item(ifPresentAt: position, isFiltered: picker.isFiltered) == cell,
                "row \(position) is not \(cell)")
            guard let unfiltered = picker.unfilteredIndex(forCurrentIndex: position) else {
                problems.list.append("row \(position) (\(cell)) has no unfiltered index")
                continue
            }
            problems.check(shown.insert(unfiltered).inserted, "two rows show unfiltered index \(unfiltered)")
            problems.check(
                picker.items.indices.contains(unfiltered) && picker.items[unfiltered] == cell,
                "row \(position) maps to \(unfiltered), not \(cell)")
            problems.check(
                picker.item(ifPresentAt: unfiltered, isFiltered: false) == cell,
                "unfiltered \(unfiltered) is not \(cell)")
            problems.check(
                picker.currentIndex(forUnfilteredIndex: unfiltered) == position,
                "unfiltered \(unfiltered) does not map back to row \(position)")
            problems.check(
                FioriIndexSearchBridge.unfilteredDataSourceIndexOfItem(atFilteredIndex: position, in: picker)
                    == unfiltered,
                "Fiori: row \(position) is not unfiltered \(unfiltered)")
            problems.check(
                FioriIndexSearchBridge.filteredDataSourceContainsItem(atUnfilteredIndex: unfiltered, in: picker),
                "Fiori: shown unfiltered \(unfiltered) is not contained")
        }
        for unfiltered in picker.items.indices where !shown.contains(unfiltered) {
            problems.check(picker.isFiltered, "unfiltered \(unfiltered) is not shown while no search is in effect")
            problems.check(
                picker.currentIndex(forUnfilteredIndex: unfiltered) == nil, "hidden \(unfiltered) has a current index")
            problems.check(
                !FioriIndexSearchBridge.filteredDataSourceContainsItem(atUnfilteredIndex: unfiltered, in: picker),
                "Fiori: hidden unfiltered \(unfiltered) is contained")
        }
        for outside in [-1, rows.count, rows.count + 1] {
            problems.check(
                picker.unfilteredIndex(forCurrentIndex: outside) == nil, "row \(outside) is outside the host")
            problems.check(
                FioriIndexSearchBridge.unfilteredDataSourceIndexOfItem(atFilteredIndex: outside, in: picker) == -1,
                "Fiori: row \(outside) is not -1")
            problems.check(picker.item(ifPresentAt: outside, isFiltered: true) == nil, "row \(outside) has an item")
        }
        for outside in [-1, picker.items.count] {
            problems.check(
                !FioriIndexSearchBridge.filteredDataSourceContainsItem(atUnfilteredIndex: outside, in: picker),
                "Fiori: unfiltered \(outside) is contained")
        }
        return problems.list
    }

    /// Flat unique-identifier mode: for every host row `p`, the identifier at `p` is the shown
    /// item's, and the identifier's index is `p`, typed and through the Fiori bridge; identifiers
    /// hidden by the search and `absent` ones answer `nil` / `-1`.
    static func flat(
        _ picker: UniqueIdentifierListPicker<Ware>, on host: HeadlessListHost<Ware>, absent: [String] = absentWareIDs
    ) -> [String] {
        var problems = Problems()
        let bridge = PickerOnHost.bridge
        guard host.numberOfSections == 1 else {
            return ["host shows \(host.numberOfSections) sections, a picker table has 1"]
        }
        let rows = host.sections[0]
        problems.check(
            rows.count == picker.numberOfRows(), "host shows \(rows.count) rows, picker has \(picker.numberOfRows())")
        problems.check(host.headerTitles == [nil], "a flat picker shows no header, host shows \(host.headerTitles)")
        var shown: Set<String> = []
        for (position, cell) in rows.enumerated() {
            let id = cell.id
            problems.check(shown.insert(id).inserted, "two rows show \(id)")
            problems.check(
                picker.uniqueIdentifier(ifPresentAt: position) == id, "identifier at row \(position) is not \(id)")
            problems.check(picker.index(forUniqueIdentifier: id) == position, "index of \(id) is not row \(position)")
            problems.check(picker.isInCurrentList(id), "\(id) is shown but not in the current list")
            problems.check(picker.item(withUniqueIdentifier: id) == cell, "item with \(id) is not \(cell)")
            problems.check(
                picker.item(ifPresentAt: position, isFiltered: picker.isFiltered) == cell,
                "row \(position) is not \(cell)")
            problems.check(
                bridge.uniqueIdentifier(forItemAt: position, in: picker) == id,
                "Fiori: identifier at \(position) is not \(id)")
            problems.check(
                bridge.index(forUniqueIdentifier: id, in: picker) == position,
                "Fiori: index of \(id) is not \(position)")
            problems.check(
                bridge.currentListContains(uniqueIdentifier: id, in: picker), "Fiori: \(id) is not contained")
            problems.check(
                bridge.item(withUniqueIdentifier: id, in: picker) == cell, "Fiori: item for \(id) is not \(cell)")
            if let unfiltered = picker.unfilteredIndex(forCurrentIndex: position) {
                problems.check(
                    picker.items.indices.contains(unfiltered) && picker.items[unfiltered] == cell,
                    "row \(position) maps to unfiltered \(unfiltered), not \(cell)")
                problems.check(
                    picker.core.keys.flatIndex(of: id) == unfiltered, "\(id) is not at unfiltered \(unfiltered)")
                problems.check(
                    picker.currentIndex(forUnfilteredIndex: unfiltered) == position,
                    "unfiltered \(unfiltered) does not map back")
            } else {
                problems.list.append("row \(position) has no unfiltered index")
            }
        }
        for item in picker.items where !shown.contains(item.id) {
            problems.check(picker.isFiltered, "\(item.id) is not shown while no search is in effect")
            problems.check(picker.index(forUniqueIdentifier: item.id) == nil, "hidden \(item.id) has an index")
            problems.check(
                bridge.index(forUniqueIdentifier: item.id, in: picker) == -1, "Fiori: hidden \(item.id) is not -1")
            problems.check(
                !bridge.currentListContains(uniqueIdentifier: item.id, in: picker),
                "Fiori: hidden \(item.id) is contained")
            problems.check(
                picker.item(withUniqueIdentifier: item.id) == item,
                "hidden \(item.id) must still be displayable when selected")
        }
        for id in absent {
            problems.check(picker.index(forUniqueIdentifier: id) == nil, "absent \(id) has an index")
            problems.check(!picker.isInCurrentList(id), "absent \(id) is in the current list")
            problems.check(picker.item(withUniqueIdentifier: id) == nil, "absent \(id) has an item")
            problems.check(bridge.index(forUniqueIdentifier: id, in: picker) == -1, "Fiori: absent \(id) is not -1")
            problems.check(bridge.item(withUniqueIdentifier: id, in: picker) == nil, "Fiori: absent \(id) has an item")
        }
        for outside in [-1, rows.count, rows.count + 1] {
            problems.check(picker.uniqueIdentifier(ifPresentAt: outside) == nil, "row \(outside) is outside the host")
            problems.check(
                reportedOnce { bridge.uniqueIdentifier(forItemAt: outside, in: picker) } == "",
                "Fiori: row \(outside) is not \"\", reported once")
        }
        return problems.list
    }
}
