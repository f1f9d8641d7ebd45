import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Seeded random edit sequences through the pickers' `reload(_:)` and `search(_:)`: every update
/// they return is applied to a host that only ever loaded the first list, and after every step the
/// host must show exactly what a fresh load of the picker shows — rows, cells and headers — and
/// what ``WareReference`` computes, with and without a search in effect.
@Suite struct RandomPickerUpdatesOnHostTests {
    static let rounds = 150
    static let steps = 12

    /// What one step does to the picker.
    enum Step {
        case reload([Ware])
        case search(String)
    }

    /// The next step: mostly edited items, otherwise a new query, typing more, or clearing it.
    static func nextStep(_ random: inout RandomWares, items: [Ware], query: String) -> Step {
        switch random.int(0...9) {
        case 0...4: return .reload(random.chance(10) ? random.wares() : random.edited(items))
        case 5, 6: return .search(random.query(over: items))
        case 7: return .search(random.typingMore(query))
        default: return .search("")
        }
    }

    /// A threshold per round: mostly batches, sometimes a reload when much changed.
    static func threshold(round: Int) -> ReloadThreshold {
        round % 3 == 2 ? .changedFraction(0.5) : .never
    }

    @Test func indexModeUpdatesKeepTheHostInStep() {
        var random = RandomWares(seed: 0x0DA7_E001)
        var problems: [String] = []
        for round in 0..<Self.rounds {
            var items = random.wares()
            var query = ""
            var picker = PickerOnHost.indexPicker(items)
            var host = HeadlessListHost.showing(picker)
            for step in 0..<Self.steps {
                let update: ListUpdate
                switch Self.nextStep(&random, items: items, query: query) {
                case .reload(let newItems):
                    items = newItems
                    let reload = picker.reload(items, reloadThreshold: Self.threshold(round: round))
                    update = reload.update
                case .search(let text):
                    query = text
                    update = picker.search(text, reloadThreshold: Self.threshold(round: round))
                }
                var found: [String] = []
                do {
                    try host.apply(update, from: picker.hostDataSource(isFiltered: picker.isFiltered) { $0 })
                } catch {
                    found.append("host refused \(update): \(error)")
                }
                let expected = WareReference.flat(items, query: query, deduplicate: false)
                if host.sections != HeadlessListHost.showing(picker).sections {
                    found.append("host differs from a fresh load")
                }
                if host.sections != [expected] { found.append("host shows \(host.sections), expected [\(expected)]") }
                problems += found.map { "round \(round), step \(step), query \"\(query)\": \($0)" }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
    }

    @Test func uniqueIdentifierModeUpdatesKeepTheHostInStep() {
        var random = RandomWares(seed: 0x0DA7_E002)
        var problems: [String] = []
        for round in 0..<Self.rounds {
            let policy: DuplicateIdentifierPolicy = round % 4 == 0 ? .reject : .keepFirst
            var current = WareReference.firstOccurrences(random.wares()).kept
            var query = ""
            var picker = PickerOnHost.flatPicker(current, duplicates: policy)
            var host = HeadlessListHost.showing(picker)
            for step in 0..<Self.steps {
                let update: ListUpdate
                switch Self.nextStep(&random, items: current, query: query) {
                case .reload(let items):
                    let reload = picker.reload(items, reloadThreshold: Self.threshold(round: round))
                    update = reload.update
                    if reload.report.isApplied {
                        current = items
                    } else if !update.isEmpty {
                        problems.append("round \(round), step \(step): a refused load returned \(update)")
                    }
                case .search(let text):
                    query = text
                    update = picker.search(text, reloadThreshold: Self.threshold(round: round))
                }
                var found: [String] = []
                do {
                    try host.apply(update, from: picker.hostDataSource(isFiltered: picker.isFiltered) { $0 })
                } catch {
                    found.append("host refused \(update): \(error)")
                }
                let expected = WareReference.flat(current, query: query)
                if host.sections != HeadlessListHost.showing(picker).sections {
                    found.append("host differs from a fresh load")
                }
                if host.sections != [expected] { found.append("host shows \(host.sections), expected [\(expected)]") }
                problems += found.map { "round \(round), step \(step), query \"\(query)\": \($0)" }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
    }

    @Test func sectionedModeUpdatesKeepTheHostInStep() {
        var random = RandomWares(seed: 0x0DA7_E003)
        var problems: [String] = []
        var sectionChanges = 0
        for round in 0..<Self.rounds {
            let policy: DuplicateIdentifierPolicy = round % 4 == 0 ? .reject : .keepFirst
            let shelves = random.shelfOrder()
            var current = WareReference.firstOccurrences(random.wares()).kept
            var query = ""
            var picker = PickerOnHost.sectionedPicker(current, shelves: shelves, duplicates: policy)
            var host = HeadlessListHost.showing(picker)
            for step in 0..<Self.steps {
                let update: ListUpdate
                switch Self.nextStep(&random, items: current, query: query) {
                case .reload(let items):
                    let reload = picker.reload(items, reloadThreshold: Self.threshold(round: round))
                    update = reload.update
                    if reload.report.isApplied {
                        current = items
                    } else if !update.isEmpty {
                        problems.append("round \(round), step \(step): a refused load returned \(update)")
                    }
                case .search(let text):
                    query = text
                    update = picker.search(text, reloadThreshold: Self.threshold(round: round))
                }
                if case .batches(let batches) = update,
                    batches.contains(where: { !$0.insertedSections.isEmpty || !$0.deletedSections.isEmpty })
                {
                    sectionChanges += 1
                }
                var found: [String] = []
                do {
                    try host.apply(update, from: picker.hostDataSource(isFiltered: picker.isFiltered) { $0 })
                } catch {
                    found.append("host refused \(update): \(error)")
                }
                let fresh = HeadlessListHost.showing(picker)
                let expected = WareReference.sectioned(current, shelves: shelves, query: query)
                if host.sections != fresh.sections || host.headerTitles != fresh.headerTitles {
                    found.append("host differs from a fresh load")
                }
                if host.sections != expected.rows {
                    found.append("host shows \(host.sections), expected \(expected.rows)")
                }
                if host.headerTitles != expected.shelves.map({ $0.uppercased() }) {
                    found.append("headers \(host.headerTitles)")
                }
                problems += found.map {
                    "round \(round), shelves \(shelves ?? []), step \(step), query \"\(query)\": \($0)"
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
        #expect(sectionChanges > 100, "the edits must make sections appear and disappear")
    }
}
