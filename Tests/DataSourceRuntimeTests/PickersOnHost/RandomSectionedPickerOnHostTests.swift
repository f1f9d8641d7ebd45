import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Seeded random runs of the sectioned mode through the host, with random shelf orders (fixed
/// lists that leave shelves out, or order of first appearance) and both duplicate policies.
/// Same steps as ``RandomFlatPickersOnHostTests``; sections and headers are checked too.
@Suite struct RandomSectionedPickerOnHostTests {
    @Test func sectionedModeRoundTripsOnTheHost() {
        var random = RandomWares(seed: 0x1D3A_0003)
        var problems: [String] = []
        for round in 0..<RandomFlatPickersOnHostTests.rounds {
            let policy: DuplicateIdentifierPolicy = round % 4 == 0 ? .reject : .keepFirst
            let shelves = random.shelfOrder()
            var picker = PickerOnHost.sectionedPicker([], shelves: shelves, duplicates: policy)
            var current: [Ware] = []
            var currentOrder: [String] = []  // identifiers of `current` in display order
            var host = HeadlessListHost<Ware>(rules: .tableView)
            var selected: Set<String> = []
            var query = ""
            func verify(_ stage: String) {
                host.reload(showing: picker)
                let expected = WareReference.sectioned(current, shelves: shelves, query: query)
                var found = HostRoundTrips.sectioned(picker, on: host)
                if host.sections != expected.rows {
                    found.append("host shows \(host.sections), expected \(expected.rows)")
                }
                if host.headerTitles != expected.shelves.map({ $0.uppercased() }) {
                    found.append("headers \(host.headerTitles)")
                }
                if picker.isFiltered != WareReference.isSearching(query) {
                    found.append("isFiltered is \(picker.isFiltered)")
                }
                let checked = host.shownRows.filter { picker.isSelected(at: $0.position) }.map(\.ware.id)
                if checked != expected.rows.joined().map(\.id).filter(selected.contains) {
                    found.append("checkmarks \(checked) for \(selected.sorted())")
                }
                problems += found.map {
                    "round \(round), shelves \(shelves ?? []), \(stage), query \"\(query)\": \($0)"
                }
            }
            func load(_ items: [Ware], _ stage: String) {
                let report = picker.replaceItems(items)
                let layout = WareReference.sectioned(items, shelves: shelves, query: "")
                let refused = policy == .reject && layout.firstRepeat != nil
                if report.isApplied == refused {
                    problems.append("round \(round), \(stage): applied is \(report.isApplied)")
                }
                if refused,
                    report.rejection?.firstPosition != layout.firstRepeat?.first
                        || report.rejection?.duplicatePosition != layout.firstRepeat?.repeat
                {
                    problems.append(
                        "round \(round), \(stage): rejection \(String(describing: report.rejection)), expected \(String(describing: layout.firstRepeat))"
                    )
                }
                guard !refused else { return verify(stage + " (refused)") }
                let order = layout.rows.joined().map(\.id)
                let kept = Set(order)
                let removed = currentOrder.filter { selected.contains($0) && !kept.contains($0) }
                if report.removedSelection != removed {
                    problems.append("round \(round), \(stage): removed \(report.removedSelection), expected \(removed)")
                }
                if report.droppedDuplicatePositions != layout.dropped {
                    problems.append(
                        "round \(round), \(stage): dropped \(report.droppedDuplicatePositions), expected \(layout.dropped)"
                    )
                }
                if report.positionsWithoutSection != layout.unsectioned {
                    problems.append("round \(round), \(stage): unsectioned \(report.positionsWithoutSection)")
                }
                selected.subtract(removed)
                current = items
                currentOrder = order
                verify(stage)
            }
            load(random.wares(), "loaded")
            query = random.query(over: current)
            picker.setSearchQuery(query)
            verify("searched")
            let shown = host.shownRows
            for _ in 0..<(shown.isEmpty ? 0 : random.int(1...3)) {
                let row = shown[random.int(0...shown.count - 1)]
                picker.toggle(at: row.position)
                if selected.insert(row.ware.id).inserted == false { selected.remove(row.ware.id) }
            }
            query = random.chance(50) ? random.typingMore(query) : random.query(over: current)
            picker.setSearchQuery(query)
            verify("requeried")
            load(random.wares(), "replaced")
            query = ""
            picker.setSearchQuery(query)
            verify("cleared")
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
    }
}
