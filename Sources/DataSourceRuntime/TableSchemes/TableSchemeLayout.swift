/// A table scheme's layout as shown: the sections without repeats, and the indexes that make
/// every lookup O(1) — section → position by dictionary, row identity → index path by a
/// ``SectionedIndexMap``, index path → row by the arrays themselves.
struct TableSchemeLayout<Section: Hashable, Row: Identifiable> {
    /// The shown sections, each with its shown rows.
    private(set) var sections: [TableSchemeSection<Section, Row>]
    /// The position of each shown section.
    private(set) var sectionIndices: [Section: Int]
    /// Row identity ↔ index path, over the shown rows.
    private(set) var rowIndex: SectionedIndexMap<Row.ID>

    /// The layout of `raw` without its repeats: a section listed again is left out with its rows,
    /// a row whose identity an earlier row has is left out; both are added to `repeats`.
    init(_ raw: [TableSchemeSection<Section, Row>], repeats: inout TableSchemeDuplicates<Section, Row>) {
        var sections: [TableSchemeSection<Section, Row>] = []
        sections.reserveCapacity(raw.count)
        var sectionIndices: [Section: Int] = [:]
        sectionIndices.reserveCapacity(raw.count)
        var identifiers: [Row.ID] = []
        var starts: [Int] = []
        starts.reserveCapacity(raw.count + 1)
        for section in raw {
            guard sectionIndices[section.id] == nil else {
                repeats.sections.append(section.id)
                continue
            }
            sectionIndices[section.id] = sections.count
            sections.append(section)
            starts.append(identifiers.count)
            identifiers.append(contentsOf: section.rows.lazy.map { $0.id })
        }
        starts.append(identifiers.count)
        let map: SectionedIndexMap<Row.ID>
        do {
            map = try SectionedIndexMap(flatIdentifiers: identifiers, sectionStarts: starts, duplicates: .keepFirst)
        } catch {
            // `.keepFirst` drops repeats instead of refusing them; this branch cannot run.
            preconditionFailure("SectionedIndexMap refused a list under .keepFirst: \(error)")
        }
        Self.dropRows(at: map.droppedPositions, from: &sections, into: &repeats)
        self.sections = sections
        self.sectionIndices = sectionIndices
        self.rowIndex = map
    }

    /// An empty layout (no sections), the starting point of a scheme's first diff.
    init() {
        sections = []
        sectionIndices = [:]
        rowIndex = SectionedIndexMap()
    }

    /// Removes the rows at `positions` (ascending), appending each to `repeats.rows`.
    private static func dropRows(
        at positions: [ListIndexPath], from sections: inout [TableSchemeSection<Section, Row>],
        into repeats: inout TableSchemeDuplicates<Section, Row>
    ) {
        var start = positions.startIndex
        while start < positions.endIndex {
            let section = positions[start].section
            var end = start
            while end < positions.endIndex, positions[end].section == section { end += 1 }
            let rows = positions[start..<end].map(\.row)
            repeats.rows += rows.map { sections[section].rows[$0] }
            sections[section].rows = sections[section].rows.removing(positions: rows)
            start = end
        }
    }

    /// The row at `indexPath`, or `nil` when no row is there.
    func row(at indexPath: ListIndexPath) -> Row? {
        guard sections.hasIndex(indexPath.section) else { return nil }
        let rows = sections[indexPath.section].rows
        guard rows.hasIndex(indexPath.row) else { return nil }
        return rows[indexPath.row]
    }

    /// What a table view does to go from this layout to `new`, staged for `UITableView`.
    ///
    /// Both layouts are free of repeats, so the diff cannot refuse; were it to, the answer is a
    /// full reload, which is always valid.
    func update(to new: Self, reloadThreshold: ReloadThreshold) -> ListUpdate where Row: Equatable {
        do {
            return try ListDiffer(
                fromSections: sections, toSections: new.sections, items: { $0.rows },
                sectionID: { $0.id }, isSectionContentEqual: { $0.hasSameTitles(as: $1) },
                itemID: { $0.id }, isItemContentEqual: { $0 == $1 },
                duplicates: .reject, reloadThreshold: reloadThreshold, stagedFor: .tableView
            ).update
        } catch {
            return .reloadData
        }
    }
}

extension TableSchemeLayout: Sendable where Section: Sendable, Row: Sendable, Row.ID: Sendable {}
