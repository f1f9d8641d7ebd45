/// A row definition of a table or a form: what the shared section resolution needs of it.
protocol ScreenRowDefinition: Sendable, Hashable {
    var name: Located<String> { get }
}

/// One section of a table or a form, resolved: its case in the generated `SectionID` enum, when it
/// shows and when its rows can be edited, and its rows. The rows and what the
/// conditions read (`Subject`) are each kind's own.
struct ResolvedScreenSection<RowDefinition: ScreenRowDefinition, Row: Sendable, Subject: ConditionOperand>: Sendable {
    var definition: ScreenSectionDefinition<RowDefinition>
    var caseName: String
    var visibleWhen: ResolvedCondition<Subject>?
    var editableWhen: ResolvedCondition<Subject>?
    var rows: [Row]
}

/// Where a row's options come from, resolved. `Element` is what `items` options hold: a table's
/// element type, `Never` for forms, which take no `items`.
enum ResolvedScreenOptions<Element: Sendable>: Sendable {
    /// Fixed titles, chosen by index.
    case literals([Located<String>])
    /// A section enum's cases, chosen by case.
    case sectionEnum(ResolvedSection)
    /// Elements of an array in the state, chosen by identifier.
    case items(Element)
}

extension ResolvedScreenSection where Row: ResolvedScreenRow {
    /// This section's key path under its screen's (`forms.Order`), as diagnostics name it.
    func path(in screenPath: String) -> String { "\(screenPath).sections.\(definition.name.value)" }

    /// The key path of `row`, one of this section's rows, under its screen's.
    func path(of row: Row, in screenPath: String) -> String {
        "\(path(in: screenPath)).rows.\(row.definition.name.value)"
    }
}
