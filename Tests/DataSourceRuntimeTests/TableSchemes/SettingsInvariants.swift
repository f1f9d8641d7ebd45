import DataSourceRuntime

/// What must hold of a ``SettingsTable`` scheme after every change, each check returning what it
/// found wrong (empty when all is well), so a property test can report every failure of a step.
enum SettingsInvariants {
    /// Where the scheme's lookups disagree with its sections, including absent sections and rows.
    static func lookupProblems(_ scheme: TableScheme<SettingsTable>) -> [String] {
        var found: [String] = []
        if scheme.numberOfSections() != scheme.sections.count { found.append("numberOfSections") }
        for (index, section) in scheme.sections.enumerated() {
            if scheme.section(at: index) != section.id || scheme.index(of: section.id) != index {
                found.append("section \(index)")
            }
            if scheme.numberOfRows(inSection: index) != section.rows.count { found.append("numberOfRows(\(index))") }
            if scheme.titleForHeader(inSection: index) != section.header
                || scheme.titleForFooter(inSection: index) != section.footer
            {
                found.append("titles of \(index)")
            }
            for (row, shown) in section.rows.enumerated()
            where scheme.row(at: at(index, row)) != shown
                || scheme.indexPath(of: shown.id) != at(index, row)
            {
                found.append("lookups of \(shown) at \(at(index, row))")
            }
        }
        let shownSections = Set(scheme.sections.map(\.id))
        let hiddenSections = SettingsTable.SectionID.allCases.filter { !shownSections.contains($0) }
        for hidden in hiddenSections where scheme.index(of: hidden) != nil {
            found.append("hidden section \(hidden) has an index")
        }
        let shownIDs = Set(scheme.shownRows.joined().map(\.id))
        let candidates: [SettingsTable.Row.ID] =
            [.bluetooth, .theme(option: 1), .theme(option: 3)] + (0...8).flatMap { [.gadget($0), .favorite($0)] }
        for id in candidates where !shownIDs.contains(id) && scheme.indexPath(of: id) != nil {
            found.append("absent row \(id) has an index path")
        }
        let count = scheme.sections.count
        let outside = [at(count, 0), at(-1, 0), at(0, -1), at(0, scheme.numberOfRows(inSection: 0))]
        for position in outside where scheme.row(at: position) != nil {
            found.append("a row at \(position)")
        }
        if scheme.section(at: count) != nil || scheme.titleForHeader(inSection: -1) != nil
            || scheme.titleForFooter(inSection: count) != nil || scheme.numberOfRows(inSection: count) != 0
        {
            found.append("answers outside the sections")
        }
        return found
    }

    /// Where the radio and accordion rows break their kinds' rules: one selected sort option, and
    /// the accordion collapsed to its chosen option or expanded to all with one chosen.
    static func kindProblems(_ scheme: TableScheme<SettingsTable>) -> [String] {
        var found: [String] = []
        let rows = Array(scheme.shownRows.joined())
        let options = rows.compactMap { if case .sortOrder(let option) = $0 { option } else { nil } }
        let selected = scheme.state.sortOrder.selectedIndex.map { [$0] } ?? []
        if options.map(\.index) != [0, 1, 2] || options.filter(\.isSelected).map(\.index) != selected {
            found.append("sort options \(options)")
        }
        let items = rows.compactMap { if case .theme(let item) = $0 { item } else { nil } }
        let theme = scheme.state.theme
        let expectedItems =
            scheme.state.hidesAppearance ? [] : theme.isExpanded ? Array(0..<theme.optionCount) : [theme.chosenIndex]
        let misdrawn = items.contains {
            $0.isChosen != ($0.index == theme.chosenIndex) || $0.isExpanded != theme.isExpanded
        }
        if items.map(\.index) != expectedItems || misdrawn {
            found.append("theme items \(items)")
        }
        return found
    }
}
