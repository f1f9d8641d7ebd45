#if !canImport(UIKit)
import DataSourceRuntime
import Observation
import Testing

/// The generated table's SwiftUI model (`"platforms": [..., "swiftui"]` in Settings.datasources.json):
/// every edit goes through the scheme, and observers of the rows shown and of the state hear of a
/// change exactly when what they read changed; observers of the state hear too of a state a binding
/// set and the scheme refused, so the control reads the state kept again.
@MainActor @Suite struct SettingsTableModelTests {
    typealias Row = SettingsTable.Row

    static let favourites = [Favourite(id: 1, name: "Tea"), Favourite(id: 2, name: "Jam")]

    @Test func flagsShowAndHideRowsAndSectionsAndNotifyOnlyOnChange() {
        let model = SettingsTable.Model()
        let rows = ObservationCounter { _ = model.sections }
        let state = ObservationCounter { _ = model.state }
        model.state.notificationsOn = true  // already on
        #expect(rows.take() == 0 && state.take() == 0)
        model.state.notificationsOn = false
        #expect(rows.take() == 1 && state.take() == 1)
        #expect(!model.sections[0].rows.contains(.sound))
        model.state.showsAdvanced = true
        #expect(rows.take() == 1 && state.take() == 1)
        #expect(model.sections.map(\.id) == [.general, .shopping, .advanced])
        model.update { $0.showsAdvanced = true }
        #expect(rows.take() == 0 && state.take() == 0)
    }

    @Test func radioRowsKeepExactlyOneOptionSelected() throws {
        let model = SettingsTable.Model()
        let rows = ObservationCounter { _ = model.sections }
        let change = try #require(model.select(.sortOrder(.newest, isSelected: false)))
        #expect(!change.update.isEmpty && rows.take() == 1)
        #expect(model.state.sortOrder == .newest)
        let shopping = model.sections[1].rows
        #expect(
            shopping.filter { if case .sortOrder(_, true) = $0 { true } else { false } } == [
                .sortOrder(.newest, isSelected: true)
            ])
        _ = model.select(.sortOrder(.newest, isSelected: true))  // the selected option again
        #expect(rows.take() == 0)
    }

    @Test func radioOverOptionsInTheStateSelectsByIdentity() {
        let stores = [Store(id: 1, name: "North"), Store(id: 2, name: "South")]
        let model = SettingsTable.Model()
        model.update { $0.storeOptions = stores }
        let rows = ObservationCounter { _ = model.sections }
        let state = ObservationCounter { _ = model.state }
        _ = model.select(.store(stores[1], isSelected: false))
        #expect(rows.take() == 1 && state.take() == 1 && model.state.store == stores[1])
        model.state.store = Store(id: 2, name: "Renamed")  // the same identity: no row changes
        #expect(rows.take() == 0 && state.take() == 1)
        #expect(model.select(.store(Store(id: 9, name: "Closed"), isSelected: false)) == nil)
        #expect(rows.take() == 0 && state.take() == 0)
    }

    /// An accordion is one shown row, its chosen option, with every option's row while expanded;
    /// tapping expands it, tapping an option chooses it and collapses it, as the scheme decides.
    @Test func accordionsAreGatheredAndFollowTheSchemesTaps() throws {
        let model = SettingsTable.Model()
        func theme() throws -> SettingsTable.ShownRow {
            try #require(model.shownSections[0].rows.first { $0.isAccordion })
        }
        let collapsed = try theme()
        #expect(collapsed.id == .theme(option: 0) && collapsed.options.isEmpty)
        #expect(collapsed.row == .theme(.init(index: 0, isChosen: true, isExpanded: false)))
        _ = model.select(collapsed.row)
        let expanded = try theme()
        #expect(expanded.id == .theme(option: 0) && model.state.theme.isExpanded)
        #expect(expanded.options.map(\.id) == [.theme(option: 0), .theme(option: 1), .theme(option: 2)])
        _ = model.select(expanded.options[2])
        let chosen = try theme()
        #expect(chosen.options.isEmpty && chosen.row == .theme(.init(index: 2, isChosen: true, isExpanded: false)))
        #expect(model.shownSections[0].rows.map(\.id) == [.notifications, .sound, .theme(option: 0)])
        model.state.theme.isExpanded = true  // a view may bind the expansion too
        #expect(try theme().options.count == 3)
    }

    @Test func arrayRowsAreReplacedKeyedByIdentityUnderTheDuplicatePolicy() {
        let model = SettingsTable.Model(duplicates: .reject)
        let rows = ObservationCounter { _ = model.sections }
        model.update { $0.favourites = Self.favourites }
        #expect(rows.take() == 1)
        #expect(model.shownSections[1].rows.suffix(2).map(\.id) == [.favourites(1), .favourites(2)])
        model.update { $0.favourites = Self.favourites }
        #expect(rows.take() == 0)
        let refused = model.update { $0.favourites = Self.favourites + [Favourite(id: 1, name: "Again")] }
        #expect(refused.isRejected && rows.take() == 0 && model.state.favourites == Self.favourites)
    }

    /// A state set through a binding that the scheme refuses notifies the state's observers once,
    /// and no one else: the control that set it shows the state kept again.
    @Test func aRefusedStateFromABindingNotifiesItsObserversOnce() {
        let model = SettingsTable.Model(duplicates: .reject)
        model.update { $0.favourites = Self.favourites }
        let rows = ObservationCounter { _ = model.sections }
        let state = ObservationCounter { _ = model.state }
        model.state.favourites.append(Favourite(id: 2, name: "Again"))  // what a binding does
        #expect(model.state.favourites == Self.favourites && state.take() == 1 && rows.take() == 0)
        model.state = model.state  // the state it has: nothing refused, nothing to tell
        #expect(state.take() == 0 && rows.take() == 0)
        model.update { $0.favourites.append(Favourite(id: 1, name: "Again")) }  // in code: the result says
        #expect(state.take() == 0 && rows.take() == 0)
    }

    @Test func selectionsReachOnlyTheHandlersTheDefinitionsAskFor() throws {
        let model = SettingsTable.Model(
            state: {
                var state = SettingsTable.TableState()
                state.favourites = Self.favourites
                return state
            }())
        let handlers = RecordingSettingsHandlers()
        for row in [Row.notifications, .sound, .favourites(Self.favourites[1]), .sortOrder(.name, isSelected: false)] {
            if model.select(row) != nil { SettingsTable.didSelect(row, with: handlers) }
        }
        #expect(handlers.calls == ["select notifications", "select favourite Jam"])
        #expect(model.select(.about) == nil)  // hidden while `showsAdvanced` is off
    }

    /// Seeded random edits, bindings and taps through the model and straight on a scheme: the two
    /// agree after every step, and each observer heard of the step exactly when what it reads changed.
    @Test(arguments: 0..<20)
    func theModelIsTheSchemeAndNotifiesExactlyOnChange(seed: UInt64) {
        var random = SettingsTablePropertyTests.Random(generator: SplitMix64(seed: 0x7AB1_E000 + seed))
        let policy: DuplicateIdentifierPolicy = seed.isMultiple(of: 2) ? .reject : .keepFirst
        let model = SettingsTable.Model(duplicates: policy)
        var reference = TableScheme<SettingsTable>(state: .init(), duplicates: policy)
        let rows = ObservationCounter { _ = model.sections }
        let state = ObservationCounter { _ = model.state }
        for step in 0..<80 {
            let (sectionsBefore, stateBefore) = (reference.sections, reference.state)
            var refusedBinding = false
            switch random.below(4) {
            case 0:
                let indexPath = ListIndexPath(row: random.below(12), section: random.below(4))
                let shown = reference.row(at: indexPath)
                let selected = reference.selectRow(at: indexPath)
                let through = shown.flatMap { model.select($0) }
                #expect(through == selected?.change, "seed \(seed) step \(step)")
            case 1:
                let edit = random.edit()
                var next = model.state
                edit.apply(to: &next)
                model.state = next  // what a binding does
                _ = reference.update { $0 = next }
                refusedBinding = reference.state != next
            default:
                let edits = (0..<1 + random.below(3)).map { _ in random.edit() }
                let refused = model.update { for edit in edits { edit.apply(to: &$0) } }.isRejected
                #expect(refused == reference.update { for edit in edits { edit.apply(to: &$0) } }.isRejected)
            }
            #expect(model.sections == reference.sections && model.state == reference.state, "seed \(seed) step \(step)")
            #expect(model.shownSections.flatMap { $0.rows.map(\.id) } == Self.gatheredIDs(reference))
            #expect(rows.take() == (reference.sections == sectionsBefore ? 0 : 1), "seed \(seed) step \(step)")
            let isQuiet = reference.state == stateBefore && !refusedBinding
            #expect(state.take() == (isQuiet ? 0 : 1), "seed \(seed) step \(step)")
        }
    }

    /// The identities a view shows for the scheme's rows: each accordion once, as its first option.
    static func gatheredIDs(_ scheme: TableScheme<SettingsTable>) -> [Row.ID] {
        var ids: [Row.ID] = []
        for row in scheme.sections.flatMap(\.rows) {
            let id: Row.ID = if case .theme = row { .theme(option: 0) } else { row.id }
            if ids.last != id { ids.append(id) }
        }
        return ids
    }
}
#endif
