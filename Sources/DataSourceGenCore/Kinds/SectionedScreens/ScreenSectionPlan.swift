/// One section of a table or a form, ready to render: its case, titles, when it shows and the rows
/// it lays out. The condition is each kind's own (a table's reads a flag, a form's a field).
struct ScreenSectionPlan<Row: Hashable & Sendable, Condition: Hashable & Sendable>: Hashable, Sendable,
    ReflectedMustache
{
    var rawNameText: String
    /// The definitions' name, for a doc comment, where the case name differs from it.
    var renamedFrom: String?
    var caseName: String
    /// Swift string literals, `nil` for none.
    var headerLiteral: String?
    var footerLiteral: String?
    var hasHeaderOrFooter: Bool
    /// When the section shows; always when `nil`.
    var visibleWhen: Condition?
    var rows: [Row]
    var hasRows: Bool

    /// The plan of a resolved section, its condition planned by `condition` and its rows by `row`.
    init<RowDefinition, ResolvedRow, ResolvedCondition>(
        _ section: ResolvedScreenSection<RowDefinition, ResolvedRow, ResolvedCondition>,
        condition: (ResolvedCondition) -> Condition, row: (ResolvedRow) -> Row
    ) {
        self.init(
            section.definition, caseName: section.caseName, visibleWhen: section.visibleWhen.map(condition),
            rows: section.rows.map(row))
    }

    private init<Definition>(
        _ definition: ScreenSectionDefinition<Definition>, caseName: String, visibleWhen: Condition?, rows: [Row]
    ) {
        rawNameText = OneLineText.make(definition.name.value)
        renamedFrom = RenamedNote.text(rawText: rawNameText, swiftName: caseName)
        self.caseName = caseName
        headerLiteral = definition.header.map { SwiftStringLiteral.make($0.value) }
        footerLiteral = definition.footer.map { SwiftStringLiteral.make($0.value) }
        hasHeaderOrFooter = headerLiteral != nil || footerLiteral != nil
        self.visibleWhen = visibleWhen
        self.rows = rows
        hasRows = !rows.isEmpty
    }
}

/// A table's section.
typealias TableSectionPlan = ScreenSectionPlan<TableRowPlan, TableVisibilityPlan>
/// A form's section.
typealias FormSectionPlan = ScreenSectionPlan<FormRowPlan, FormConditionPlan>
