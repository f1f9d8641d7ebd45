#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Seeded random sequences of state changes on the generated `SettingsTable`: flags, radio
/// selections through the state and by taps, accordion taps and choices, the notifications
/// switch, options and favourites replaced (repeated identities included), several edits per
/// transaction, under both duplicate policies; taps and switches on rows whose `editableWhen`
/// does not hold change nothing, and the store radio selects its first option whenever it has
/// options and its selection is none of them (`nil`, or a store not among them). Each update is applied to a ``HeadlessListHost`` that enforces UIKit's rules; after
/// each step the host shows exactly the model, and the model is what the definitions say the
/// state shows, computed here without the generated layout.
@Suite struct SettingsTablePropertyTests {
    typealias Row = SettingsTable.Row
    typealias TableState = SettingsTable.TableState

    enum Edit: CustomStringConvertible {
        case toggleAdvanced, toggleNotifications, toggleLocked, sortOrder(SortOrder), store(Store?)
        case storeOptions([Store])
        case favourites([Favourite]), expandTheme(Bool), chooseTheme(Int)

        func apply(to state: inout TableState) {
            switch self {
            case .toggleAdvanced: state.showsAdvanced.toggle()
            case .toggleNotifications: state.notificationsOn.toggle()
            case .toggleLocked: state.locked.toggle()
            case .sortOrder(let order): state.sortOrder = order
            case .store(let store): state.store = store
            case .storeOptions(let stores): state.storeOptions = stores
            case .favourites(let favourites): state.favourites = favourites
            case .expandTheme(let expanded): state.theme.isExpanded = expanded
            case .chooseTheme(let index): state.theme.choose(index: index)
            }
        }

        var description: String {
            switch self {
            case .toggleAdvanced: "toggleAdvanced"
            case .toggleNotifications: "toggleNotifications"
            case .toggleLocked: "toggleLocked"
            case .sortOrder(let order): "sortOrder(\(order))"
            case .store(let store): "store(\(store.map { "\($0)" } ?? "nil"))"
            case .storeOptions(let stores): "storeOptions(\(stores))"
            case .favourites(let favourites): "favourites(\(favourites.map { "\($0.id)\($0.name)" }))"
            case .expandTheme(let expanded): "expandTheme(\(expanded))"
            case .chooseTheme(let index): "chooseTheme(\(index))"
            }
        }
    }

    struct Random {
        var generator: SplitMix64

        mutating func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }

        /// Identities from a small pool, so repeats and moves are common.
        mutating func stores() -> [Store] {
            (0..<below(6)).map { _ in
                let id = below(5)
                return Store(id: id, name: below(4) == 0 ? "Renamed" : "Store")
            }
        }

        mutating func favourites() -> [Favourite] {
            (0..<below(7)).map { _ in Favourite(id: below(6), name: below(4) == 0 ? "b" : "a") }
        }

        mutating func edit() -> Edit {
            switch below(9) {
            case 8: .toggleLocked
            case 0: .toggleAdvanced
            case 1: .toggleNotifications
            case 2: .sortOrder(SortOrder.allCases[below(3)])
            case 3: .store(below(4) == 0 ? nil : Store(id: below(5), name: "Store"))
            case 4: .storeOptions(stores())
            case 5: .favourites(favourites())
            case 6: .expandTheme(below(2) == 0)
            default: .chooseTheme(below(4))  // 3 is out of range: ignored
            }
        }
    }

    /// The sections the definitions describe for `state`, before repeats are dropped.
    static func described(_ state: TableState) -> [(SettingsTable.SectionID, [Row])] {
        let chosen = state.theme.chosenIndex
        let theme = (state.theme.isExpanded ? Array(0..<3) : [chosen])
            .map { Row.theme(.init(index: $0, isChosen: $0 == chosen, isExpanded: state.theme.isExpanded)) }
        var sections: [(SettingsTable.SectionID, [Row])] = [
            (.general, [.notifications] + (state.notificationsOn ? [.sound] : []) + theme),
            (
                .shopping,
                [SortOrder.name, .price, .newest].map { .sortOrder($0, isSelected: $0 == state.sortOrder) }
                    + state.storeOptions.map { .store($0, isSelected: $0.id == state.store?.id) }
                    + state.favourites.map(Row.favourites)
            ),
        ]
        if state.showsAdvanced {
            sections.append((.advanced, [.about] + (state.notificationsOn ? [] : [.offlineNote])))
        }
        return sections
    }

    /// Whether `row` can change the state or be selected, as the definitions' `editableWhen`
    /// describe it: the switch and the shopping section while unlocked, the store while
    /// notifications are on too.
    static func isEditable(_ row: Row, in state: TableState) -> Bool {
        switch row {
        case .notifications, .sortOrder, .favourites: !state.locked
        case .store: !state.locked && state.notificationsOn
        default: true
        }
    }

    /// The store radio's default, as the definitions describe it: its first option whenever its
    /// selection is none of its options, so that it has exactly one while it has options.
    static func selectDefaults(in state: inout TableState) {
        if !state.storeOptions.contains(where: { $0.id == state.store?.id }) { state.store = state.storeOptions.first }
    }

    /// What tapping `row` does, as the definitions describe it.
    static func tapped(_ row: Row, in state: inout TableState) {
        switch row {
        case .sortOrder(let order, _): state.sortOrder = order
        case .store(let store, _): state.store = store
        case .theme(let item):
            if state.theme.isExpanded { state.theme.choose(index: item.index) }
            state.theme.isExpanded.toggle()
        default: break
        }
    }

    @Test func randomChangesKeepTheHostInStepWithTheDefinitions() {
        var random = Random(generator: SplitMix64(seed: 0x5E77_1165))
        var problems: [String] = []
        var counts: [String: Int] = [:]
        for sequence in 0..<1_000 where problems.count < 5 {
            let policy: DuplicateIdentifierPolicy = sequence.isMultiple(of: 3) ? .reject : .keepFirst
            var initial = TableState()
            if sequence.isMultiple(of: 2) {
                initial.favourites = [Favourite(id: 0, name: "a"), Favourite(id: 1, name: "a")]
            }
            var scheme = TableScheme<SettingsTable>(state: initial, duplicates: policy)
            var host = HeadlessListHost<Row>(rules: .tableView)
            host.reloadData(from: scheme)
            for step in 0..<15 {
                var expected = scheme.state
                let change: TableScheme<SettingsTable>.Update
                var label: String
                let choice = random.below(12)
                if choice < 4 {
                    let indexPath = ListIndexPath(row: random.below(12), section: random.below(4))
                    let shown = scheme.row(at: indexPath)
                    label = "tap \(indexPath) on \(shown.map { "\($0)" } ?? "nothing")"
                    guard let selection = scheme.selectRow(at: indexPath) else {
                        if let shown, Self.isEditable(shown, in: expected) {
                            problems.append("\(sequence).\(step): \(label) found no row")
                        }
                        if shown != nil { counts["refused", default: 0] += 1 }
                        if scheme.state != expected {
                            problems.append("\(sequence).\(step): \(label) changed the state")
                        }
                        continue
                    }
                    if !Self.isEditable(selection.row, in: expected) {
                        problems.append("\(sequence).\(step): \(label) selected a row that is not editable")
                    }
                    Self.tapped(selection.row, in: &expected)
                    change = selection.change
                    counts["taps", default: 0] += 1
                } else if choice == 4 {
                    let isOn = random.below(2) == 0
                    label = "switch to \(isOn)"
                    guard let flipped = scheme.setFlag(of: .notifications, to: isOn) else {
                        if Self.isEditable(.notifications, in: expected) {
                            problems.append("\(sequence).\(step): \(label) was refused")
                        }
                        counts["refused", default: 0] += 1
                        if scheme.state != expected {
                            problems.append("\(sequence).\(step): \(label) changed the state")
                        }
                        continue
                    }
                    if !Self.isEditable(.notifications, in: expected) {
                        problems.append("\(sequence).\(step): \(label) flipped a locked switch")
                    }
                    expected.notificationsOn = isOn
                    change = flipped
                } else {
                    let edits = (0..<1 + random.below(3)).map { _ in random.edit() }
                    label = "\(edits)"
                    for edit in edits { edit.apply(to: &expected) }
                    change = scheme.update { state in for edit in edits { edit.apply(to: &state) } }
                }
                Self.selectDefaults(in: &expected)
                let rows = Self.described(expected)
                var seen: Set<Row.ID> = []
                let kept = rows.map { ($0.0, $0.1.filter { seen.insert($0.id).inserted }) }
                let hasRepeats = kept.map(\.1.count).reduce(0, +) != rows.map(\.1.count).reduce(0, +)
                var found: [String] = []
                if policy == .reject && hasRepeats {
                    counts["rejected", default: 0] += 1
                    if !change.isRejected || !change.update.isEmpty {
                        found.append("a change with repeats was not refused")
                    }
                } else {
                    counts[hasRepeats ? "dropped" : "clean", default: 0] += 1
                    if scheme.state != expected { found.append("state \(scheme.state)") }
                    if scheme.sections.map(\.id) != kept.map(\.0) || scheme.sections.map(\.rows) != kept.map(\.1) {
                        found.append("layout \(scheme.sections.map(\.rows)), expected \(kept.map(\.1))")
                    }
                }
                do {
                    try host.apply(change.update, from: scheme)
                } catch {
                    found.append("host refused \(change.update): \(error)")
                }
                if host.sections != scheme.sections.map(\.rows) { found.append("host shows \(host.sections)") }
                // The platform-neutral lookups a view's row lookup forwards to, both ways.
                for (section, rows) in scheme.sections.map(\.rows).enumerated() {
                    for (index, row) in rows.enumerated() {
                        let position = ListIndexPath(row: index, section: section)
                        if scheme.row(at: position) != row { found.append("row(at: \(position))") }
                        if scheme.indexPath(of: row.id) != position { found.append("indexPath(of: \(row.id))") }
                    }
                }
                if scheme.row(at: ListIndexPath(row: 0, section: scheme.sections.count)) != nil {
                    found.append("a row past the end")
                }
                if !found.isEmpty { problems.append("sequence \(sequence) step \(step) \(policy) \(label): \(found)") }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        for path in ["taps", "refused", "rejected", "dropped", "clean"] {
            #expect(counts[path, default: 0] >= 100, "only \(counts[path, default: 0]) steps took the path \(path)")
        }
    }
}
#endif
