import DataSourceRuntime

/// An app type a table definition refers to: the element of the array rows below.
struct Gadget: Identifiable, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var name: String

    init(_ id: Int, _ name: String) {
        self.id = id
        self.name = name
    }

    var description: String { "\(id)\(name)" }
}

/// Written by hand in the shape the generator is to emit for a table definition such as
///
/// ```json5
/// Settings: { sections: [
///   { name: "network", header: "Network", rows: [
///       { name: "wifi", kind: "basic" },
///       { name: "bluetooth", kind: "basic", hidden: "hidesBluetooth" },
///       { name: "vpn", kind: "static" } ] },
///   { name: "sorting", header: "Sort by", rows: [
///       { name: "sortOrder", kind: "radio", options: ["Name", "Price", "Date"] } ] },
///   { name: "appearance", header: "Theme", hidden: "hidesAppearance", rows: [
///       { name: "theme", kind: "accordion", options: ["System", "Light", "Dark", "Sepia"] } ] },
///   { name: "gadgets", header: "Gadgets", hidden: "hidesGadgets", rows: [
///       { name: "gadget", kind: "array", element: "Gadget" } ] },
///   { name: "about", header: "About", rows: [
///       { name: "version", kind: "basic" },
///       { name: "favorite", kind: "array", element: "Gadget" } ] } ] }
/// ```
///
/// Every row kind, a hidden row, hidden sections, and two arrays of the same element type (their
/// identities differ by case, so the same gadget may be in both). Cell configuration, selection
/// handlers and heights are generated beside it for the UIKit glue, switching over `Row`.
enum SettingsTable: TableSchemeDefinition {
    enum SectionID: Hashable, CaseIterable, Sendable {
        case network, sorting, appearance, gadgets, about
    }

    enum Row: Identifiable, Equatable, Sendable {
        /// A row's identity: stable while its content changes.
        enum ID: Hashable, Sendable {
            case wifi
            case bluetooth
            case vpn
            case sortOrder(option: Int)
            case theme(option: Int)
            case gadget(Gadget.ID)
            case version
            case favorite(Gadget.ID)
        }

        case wifi
        case bluetooth
        case vpn
        case sortOrder(TableSchemeRadio.Option)
        case theme(TableSchemeAccordion.Item)
        case gadget(Gadget)
        case version
        case favorite(Gadget)

        var id: ID {
            switch self {
            case .wifi: .wifi
            case .bluetooth: .bluetooth
            case .vpn: .vpn
            case .sortOrder(let option): .sortOrder(option: option.index)
            case .theme(let item): .theme(option: item.index)
            case .gadget(let gadget): .gadget(gadget.id)
            case .version: .version
            case .favorite(let gadget): .favorite(gadget.id)
            }
        }
    }

    /// The option titles of the radio and accordion rows, for the generated cell configuration.
    static let sortOrderOptions = ["Name", "Price", "Date"]
    static let themeOptions = ["System", "Light", "Dark", "Sepia"]

    struct TableState: Equatable, Sendable {
        var hidesBluetooth = false
        var sortOrder = TableSchemeRadio(optionCount: SettingsTable.sortOrderOptions.count, selectedIndex: 0)
        var hidesAppearance = false
        var theme = TableSchemeAccordion(optionCount: SettingsTable.themeOptions.count, chosenIndex: 0)
        var hidesGadgets = false
        var gadgets: [Gadget] = []
        var favorites: [Gadget] = []
    }

    static func layout(of state: TableState) -> [TableSchemeSection<SectionID, Row>] {
        var sections: [TableSchemeSection<SectionID, Row>] = []
        do {
            var rows: [Row] = []
            rows.append(.wifi)
            if !state.hidesBluetooth { rows.append(.bluetooth) }
            rows.append(.vpn)
            sections.append(TableSchemeSection(.network, header: "Network", rows: rows))
        }
        do {
            var rows: [Row] = []
            rows += state.sortOrder.rows(Row.sortOrder)
            sections.append(TableSchemeSection(.sorting, header: "Sort by", rows: rows))
        }
        if !state.hidesAppearance {
            var rows: [Row] = []
            rows += state.theme.rows(Row.theme)
            sections.append(TableSchemeSection(.appearance, header: "Theme", rows: rows))
        }
        if !state.hidesGadgets {
            var rows: [Row] = []
            rows += state.gadgets.map(Row.gadget)
            // Not from the definitions: a footer computed from the state, so that the tests cover
            // sections reloaded for a changed title.
            sections.append(
                TableSchemeSection(.gadgets, header: "Gadgets", footer: "\(state.gadgets.count) gadgets", rows: rows))
        }
        do {
            var rows: [Row] = []
            rows.append(.version)
            rows += state.favorites.map(Row.favorite)
            sections.append(TableSchemeSection(.about, header: "About", rows: rows))
        }
        return sections
    }

    static func select(_ row: Row, in state: inout TableState) {
        switch row {
        case .sortOrder(let option): state.sortOrder.select(option)
        case .theme(let item): state.theme.select(item)
        case .wifi, .bluetooth, .vpn, .gadget, .version, .favorite: break
        }
    }
}

extension SettingsTable.Row: CustomStringConvertible {
    /// Short, for failure messages: `sortOrder1*` is option 1 selected, `theme2*+` option 2 chosen
    /// in an expanded accordion.
    var description: String {
        switch self {
        case .wifi: "wifi"
        case .bluetooth: "bluetooth"
        case .vpn: "vpn"
        case .sortOrder(let option): "sortOrder\(option.index)\(option.isSelected ? "*" : "")"
        case .theme(let item): "theme\(item.index)\(item.isChosen ? "*" : "")\(item.isExpanded ? "+" : "")"
        case .gadget(let gadget): "gadget\(gadget)"
        case .version: "version"
        case .favorite(let gadget): "favorite\(gadget)"
        }
    }
}
