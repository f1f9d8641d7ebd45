import DataSourceRuntime
import DataSourceRuntimeTesting

/// What a table shows for a raw layout, computed without the engine: sections in order, a section
/// listed again left out with its rows, a row whose identity an earlier row has left out; the
/// repeats listed in layout order.
func referenceLayout<Section: Hashable, Row: Identifiable>(
    _ raw: [TableSchemeSection<Section, Row>]
) -> (shown: [TableSchemeSection<Section, Row>], duplicates: (sections: [Section], rows: [Row])) {
    var seenSections: Set<Section> = []
    var seenRows: Set<Row.ID> = []
    var shown: [TableSchemeSection<Section, Row>] = []
    var duplicates: (sections: [Section], rows: [Row]) = ([], [])
    for section in raw {
        guard seenSections.insert(section.id).inserted else {
            duplicates.sections.append(section.id)
            continue
        }
        var kept = section
        kept.rows = []
        for row in section.rows {
            if seenRows.insert(row.id).inserted { kept.rows.append(row) } else { duplicates.rows.append(row) }
        }
        shown.append(kept)
    }
    return (shown, duplicates)
}

extension TableScheme {
    /// The rows shown, per section.
    var shownRows: [[Definition.Row]] { sections.map(\.rows) }
}

extension HeadlessListHost {
    /// A host that has loaded `scheme`, as a table view's first load does.
    static func showing<Definition>(_ scheme: TableScheme<Definition>) -> Self where Definition.Row == Cell {
        var host = Self(rules: .tableView)
        host.reloadData(from: scheme)
        return host
    }
}

/// The single batch of `update`, or `nil` when it is a reload or has another number of batches.
func onlyBatch(_ update: ListUpdate) -> ListUpdate.Batch? {
    guard case .batches(let batches) = update, batches.count == 1 else { return nil }
    return batches[0]
}
