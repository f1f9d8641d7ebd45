import DataSourceRuntime

/// One edit of a ``SettingsTable`` state, as an app makes it.
enum SettingsEdit: CustomStringConvertible {
    case toggleBluetooth, toggleAppearance, toggleGadgets
    /// Selects a sort option through the state (possibly out of range: ignored).
    case selectSortOrder(Int)
    case expandTheme, collapseTheme
    /// Chooses a theme without expanding or collapsing (possibly out of range: ignored).
    case chooseTheme(Int)
    case gadgets([Gadget])
    case favorites([Gadget])

    func apply(to state: inout SettingsTable.TableState) {
        switch self {
        case .toggleBluetooth: state.hidesBluetooth.toggle()
        case .toggleAppearance: state.hidesAppearance.toggle()
        case .toggleGadgets: state.hidesGadgets.toggle()
        case .selectSortOrder(let index): state.sortOrder.select(index: index)
        case .expandTheme: state.theme.isExpanded = true
        case .collapseTheme: state.theme.isExpanded = false
        case .chooseTheme(let index): state.theme.choose(index: index)
        case .gadgets(let gadgets): state.gadgets = gadgets
        case .favorites(let gadgets): state.favorites = gadgets
        }
    }

    var description: String {
        switch self {
        case .toggleBluetooth: "toggleBluetooth"
        case .toggleAppearance: "toggleAppearance"
        case .toggleGadgets: "toggleGadgets"
        case .selectSortOrder(let index): "selectSortOrder(\(index))"
        case .expandTheme: "expandTheme"
        case .collapseTheme: "collapseTheme"
        case .chooseTheme(let index): "chooseTheme(\(index))"
        case .gadgets(let gadgets): "gadgets(\(gadgets))"
        case .favorites(let gadgets): "favorites(\(gadgets))"
        }
    }
}

/// One step of a random sequence: a transaction of edits, or a tap on a position.
enum SettingsStep: CustomStringConvertible {
    case transaction([SettingsEdit])
    case select(ListIndexPath)

    var description: String {
        switch self {
        case .transaction(let edits): "transaction\(edits)"
        case .select(let position): "select\(position)"
        }
    }
}

/// Seeded random states and steps for ``SettingsTable``. Gadget identities come from a small
/// range so that arrays often repeat one, and edits of the current array (reorder, rename, drop,
/// insert) produce moves and reloads as well as inserts and deletes.
struct RandomSettings {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    /// A random starting state.
    mutating func state() -> SettingsTable.TableState {
        var state = SettingsTable.TableState()
        for _ in 0..<int(0...6) { edit(of: state).apply(to: &state) }
        return state
    }

    /// The next step for a scheme in `state` showing `sections`: mostly transactions of one to
    /// four edits, otherwise a tap on a shown row or, now and then, on a position with none.
    mutating func step(state: SettingsTable.TableState, sections: [[SettingsTable.Row]]) -> SettingsStep {
        if chance(30) {
            let shown = sections.enumerated().flatMap { section, rows in rows.indices.map { at(section, $0) } }
            if !shown.isEmpty, chance(90) { return .select(shown[int(0...shown.count - 1)]) }
            return .select(at(int(-1...sections.count), int(-1...4)))
        }
        var edited = state
        var edits: [SettingsEdit] = []
        for _ in 0..<(chance(60) ? 1 : int(2...4)) {
            let edit = edit(of: edited)
            edit.apply(to: &edited)
            edits.append(edit)
        }
        return .transaction(edits)
    }

    /// An edit of `state`.
    mutating func edit(of state: SettingsTable.TableState) -> SettingsEdit {
        switch int(0...11) {
        case 0: return .toggleBluetooth
        case 1: return .toggleAppearance
        case 2: return .toggleGadgets
        case 3, 4: return .selectSortOrder(int(-1...3))
        case 5: return .expandTheme
        case 6: return .collapseTheme
        case 7: return .chooseTheme(int(-1...4))
        case 8, 9, 10: return .gadgets(gadgets(after: state.gadgets))
        default: return .favorites(gadgets(after: state.favorites))
        }
    }

    /// A new array: an edit of `current` or a fresh one, with or without repeated identities.
    mutating func gadgets(after current: [Gadget]) -> [Gadget] {
        guard !current.isEmpty, chance(60) else {
            let count = int(0...7)
            if chance(50) {
                var identities = Array(0...8)
                identities.shuffle(using: &generator)
                return identities.prefix(count).map { Gadget($0, name()) }
            }
            return (0..<count).map { _ in Gadget(int(0...8), name()) }
        }
        var gadgets = current
        for _ in 0..<int(1...3) {
            switch int(0...4) {
            case 0: gadgets.shuffle(using: &generator)
            case 1 where !gadgets.isEmpty: gadgets[int(0...gadgets.count - 1)].name = name()
            case 2 where !gadgets.isEmpty: gadgets.remove(at: int(0...gadgets.count - 1))
            case 3 where !gadgets.isEmpty: gadgets.swapAt(int(0...gadgets.count - 1), int(0...gadgets.count - 1))
            default: gadgets.insert(Gadget(int(0...8), name()), at: int(0...gadgets.count))
            }
        }
        return gadgets
    }

    private mutating func name() -> String { ["a", "b", "c"][int(0...2)] }
}
