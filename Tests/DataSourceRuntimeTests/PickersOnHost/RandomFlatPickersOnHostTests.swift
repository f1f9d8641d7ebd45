import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Seeded random runs of the flat modes through the host. Each round loads a random list, shows
/// it unfiltered, searches, taps a few random host rows, types more or changes the query, replaces
/// the items under the query and clears the search; after every step the host must show what
/// ``WareReference`` computes and every lookup must round-trip through the host.
@Suite struct RandomFlatPickersOnHostTests {
    static let rounds = 300

    @Test func indexModeRoundTripsOnTheHost() {
        var random = RandomWares(seed: 0x1D3A_0001)
        var problems: [String] = []
        for round in 0..<Self.rounds {
            var items = random.wares()
            var picker = PickerOnHost.indexPicker(items)
            var host = HeadlessListHost<Ware>(rules: .tableView)
            var selected: Set<Int> = []
            var query = ""
            func verify(_ stage: String) {
                host.reload(showing: picker)
                let isShown = WareReference.matcher(query)
                let shownIndices = items.indices.filter { isShown(items[$0]) }
                let expected = shownIndices.map { items[$0] }
                var found = HostRoundTrips.index(picker, on: host)
                if host.sections != [expected] { found.append("host shows \(host.sections), expected [\(expected)]") }
                if picker.isFiltered != WareReference.isSearching(query) {
                    found.append("isFiltered is \(picker.isFiltered)")
                }
                let checked = host.sections.first.map { $0.indices.filter(picker.isSelected(at:)) } ?? []
                if checked.map({ shownIndices[$0] }) != shownIndices.filter(selected.contains) {
                    found.append("checkmarks \(checked) for \(selected.sorted())")
                }
                problems += found.map { "round \(round), \(stage), query \"\(query)\": \($0)" }
            }
            verify("loaded")
            query = random.query(over: items)
            picker.setSearchQuery(query)
            verify("searched")
            let isShown = WareReference.matcher(query)
            let shownIndices = items.indices.filter { isShown(items[$0]) }
            for _ in 0..<(shownIndices.isEmpty ? 0 : random.int(1...3)) {
                let row = random.int(0...shownIndices.count - 1)
                picker.toggle(at: row)
                if selected.insert(shownIndices[row]).inserted == false { selected.remove(shownIndices[row]) }
            }
            query = random.chance(50) ? random.typingMore(query) : random.query(over: items)
            picker.setSearchQuery(query)
            verify("requeried")
            items = random.wares()
            let report = picker.replaceItems(items)
            let removed = selected.filter { $0 >= items.count }.sorted()
            selected.subtract(removed)
            if report.removedSelection != removed {
                problems.append("round \(round): removed \(report.removedSelection), expected \(removed)")
            }
            verify("replaced")
            query = ""
            picker.setSearchQuery(query)
            verify("cleared")
            if picker.selectedIndices != selected.sorted() {
                problems.append("round \(round): selection \(picker.selectedIndices)")
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
    }

    @Test func uniqueIdentifierModeRoundTripsOnTheHost() {
        var random = RandomWares(seed: 0x1D3A_0002)
        var problems: [String] = []
        for round in 0..<Self.rounds {
            let policy: DuplicateIdentifierPolicy = round % 4 == 0 ? .reject : .keepFirst
            var picker = PickerOnHost.flatPicker([], duplicates: policy)
            var current: [Ware] = []
            var host = HeadlessListHost<Ware>(rules: .tableView)
            var selected: Set<String> = []
            var query = ""
            func verify(_ stage: String) {
                host.reload(showing: picker)
                let expected = WareReference.flat(current, query: query)
                var found = HostRoundTrips.flat(picker, on: host)
                if host.sections != [expected] { found.append("host shows \(host.sections), expected [\(expected)]") }
                if picker.isFiltered != WareReference.isSearching(query) {
                    found.append("isFiltered is \(picker.isFiltered)")
                }
                let checked = host.allCells.indices.filter(picker.isSelected(at:)).map { host.allCells[$0].id }
                if checked != expected.map(\.id).filter(selected.contains) {
                    found.append("checkmarks \(checked) for \(selected.sorted())")
                }
                problems += found.map { "round \(round), \(stage), query \"\(query)\": \($0)" }
            }
            func load(_ items: [Ware], _ stage: String) {
                let report = picker.replaceItems(items)
                let refused = policy == .reject && WareReference.hasRepeats(items)
                if report.isApplied == refused {
                    problems.append("round \(round), \(stage): applied is \(report.isApplied)")
                }
                guard !refused else { return verify(stage + " (refused)") }
                let kept = Set(items.map(\.id))
                let removed = WareReference.firstOccurrences(current).kept.map(\.id).filter {
                    selected.contains($0) && !kept.contains($0)
                }
                if report.removedSelection != removed {
                    problems.append("round \(round), \(stage): removed \(report.removedSelection), expected \(removed)")
                }
                if report.droppedDuplicatePositions != WareReference.firstOccurrences(items).dropped {
                    problems.append("round \(round), \(stage): dropped \(report.droppedDuplicatePositions)")
                }
                selected.subtract(removed)
                current = items
                verify(stage)
            }
            load(random.wares(), "loaded")
            query = random.query(over: current)
            picker.setSearchQuery(query)
            verify("searched")
            let shown = WareReference.flat(current, query: query)
            for _ in 0..<(shown.isEmpty ? 0 : random.int(1...3)) {
                let row = random.int(0...shown.count - 1)
                picker.toggle(at: row)
                if selected.insert(shown[row].id).inserted == false { selected.remove(shown[row].id) }
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
