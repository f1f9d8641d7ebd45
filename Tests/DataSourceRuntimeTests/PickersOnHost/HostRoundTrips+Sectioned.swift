import DataSourceRuntimeTesting

@testable import DataSourceRuntime

extension HostRoundTrips {
    /// Sectioned mode: the host's sections and headers are the picker's current ones, none empty;
    /// for every host index path the identifier there is the shown item's and the identifier's
    /// index path is that host position, typed and through the Fiori bridge; hidden and `absent`
    /// identifiers answer `nil`, out-of-range index paths `""`.
    static func sectioned(
        _ picker: SectionedListPicker<String, Ware>, on host: HeadlessListHost<Ware>, absent: [String] = absentWareIDs
    ) -> [String] {
        var problems = Problems()
        let bridge = PickerOnHost.bridge
        problems.check(
            host.numberOfSections == picker.numberOfSections(),
            "host shows \(host.numberOfSections) sections, picker has \(picker.numberOfSections())")
        var shown: Set<String> = []
        for (section, cells) in host.sections.enumerated() {
            problems.check(!cells.isEmpty, "host shows empty section \(section)")
            problems.check(
                cells.count == picker.numberOfRows(inSection: section),
                "section \(section): host shows \(cells.count) rows")
            problems.check(
                host.headerTitles[section] == picker.titleForHeader(inSection: section),
                "section \(section): header differs")
            problems.check(
                host.headerTitles[section] == picker.section(at: section)?.uppercased(),
                "section \(section): header is not its shelf's")
            for (row, cell) in cells.enumerated() {
                let path = ListIndexPath(row: row, section: section)
                let id = cell.id
                problems.check(shown.insert(id).inserted, "two rows show \(id)")
                problems.check(
                    picker.section(at: section) == cell.shelf,
                    "\(cell) shown under \(picker.section(at: section) ?? "nothing")")
                problems.check(picker.uniqueIdentifier(ifPresentAt: path) == id, "identifier at \(path) is not \(id)")
                problems.check(picker.indexPath(forUniqueIdentifier: id) == path, "index path of \(id) is not \(path)")
                problems.check(picker.isInCurrentList(id), "\(id) is shown but not in the current list")
                problems.check(picker.item(withUniqueIdentifier: id) == cell, "item with \(id) is not \(cell)")
                problems.check(
                    picker.item(ifPresentAt: path, isFiltered: picker.isFiltered) == cell, "\(path) is not \(cell)")
                problems.check(
                    bridge.uniqueIdentifier(forItemAt: path, in: picker) == id,
                    "Fiori: identifier at \(path) is not \(id)")
                problems.check(
                    bridge.indexPath(forUniqueIdentifier: id, in: picker) == path,
                    "Fiori: index path of \(id) is not \(path)")
                problems.check(
                    bridge.currentListContains(uniqueIdentifier: id, in: picker), "Fiori: \(id) is not contained")
                problems.check(
                    bridge.item(withUniqueIdentifier: id, in: picker) == cell, "Fiori: item for \(id) is not \(cell)")
                if let unfiltered = picker.unfilteredIndexPath(forCurrentIndexPath: path) {
                    problems.check(
                        picker.item(ifPresentAt: unfiltered, isFiltered: false) == cell,
                        "\(path) maps to unfiltered \(unfiltered), not \(cell)")
                    problems.check(
                        picker.core.keys.indexPath(of: id) == unfiltered, "\(id) is not at unfiltered \(unfiltered)"
                    )
                    problems.check(
                        picker.currentIndexPath(forUnfilteredIndexPath: unfiltered) == path,
                        "unfiltered \(unfiltered) does not map back")
                } else {
                    problems.list.append("\(path) has no unfiltered index path")
                }
            }
        }
        for item in picker.items where !shown.contains(item.id) {
            problems.check(picker.isFiltered, "\(item.id) is not shown while no search is in effect")
            problems.check(picker.indexPath(forUniqueIdentifier: item.id) == nil, "hidden \(item.id) has an index path")
            problems.check(
                bridge.indexPath(forUniqueIdentifier: item.id, in: picker) == nil, "Fiori: hidden \(item.id) is not nil"
            )
            problems.check(
                !bridge.currentListContains(uniqueIdentifier: item.id, in: picker),
                "Fiori: hidden \(item.id) is contained")
            problems.check(
                picker.item(withUniqueIdentifier: item.id) == item,
                "hidden \(item.id) must still be displayable when selected")
        }
        for id in absent {
            problems.check(picker.indexPath(forUniqueIdentifier: id) == nil, "absent \(id) has an index path")
            problems.check(!picker.isInCurrentList(id), "absent \(id) is in the current list")
            problems.check(picker.item(withUniqueIdentifier: id) == nil, "absent \(id) has an item")
            problems.check(
                bridge.indexPath(forUniqueIdentifier: id, in: picker) == nil, "Fiori: absent \(id) is not nil")
            problems.check(bridge.item(withUniqueIdentifier: id, in: picker) == nil, "Fiori: absent \(id) has an item")
        }
        let sectionCount = host.numberOfSections
        var outside = [at(-1, 0), at(sectionCount, 0), at(0, -1)]
        for section in 0..<sectionCount { outside.append(at(section, host.numberOfRows(inSection: section))) }
        for path in outside {
            problems.check(picker.uniqueIdentifier(ifPresentAt: path) == nil, "\(path) is outside the host")
            problems.check(picker.item(ifPresentAt: path, isFiltered: picker.isFiltered) == nil, "\(path) has an item")
            problems.check(
                reportedOnce { bridge.uniqueIdentifier(forItemAt: path, in: picker) } == "",
                "Fiori: \(path) is not \"\", reported once")
        }
        return problems.list
    }
}
