extension TableSchemeSection {
    /// The rows as a view shows them when each accordion is one row, as SwiftUI's disclosure group
    /// shows it: each run of one accordion's rows becomes one entry, labelled by the row of its
    /// chosen option and holding its option rows while it is expanded (none while collapsed); other
    /// rows pass as they are. `accordion(of:)` tells an accordion's rows (the accordion's identity
    /// and the row's item) from the others (`nil`).
    public func rowsGatheringAccordions<AccordionID: Equatable>(
        _ accordion: (Row) -> (id: AccordionID, item: TableSchemeAccordion.Item)?
    ) -> [(row: Row, accordion: AccordionID?, options: [Row])] {
        var gathered: [(row: Row, accordion: AccordionID?, options: [Row])] = []
        for row in rows {
            guard let (id, item) = accordion(row) else {
                gathered.append((row, nil, []))
                continue
            }
            if gathered.last?.accordion != id { gathered.append((row, id, [])) }
            if item.isChosen { gathered[gathered.count - 1].row = row }
            if item.isExpanded { gathered[gathered.count - 1].options.append(row) }
        }
        return gathered
    }
}
