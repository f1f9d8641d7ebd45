/// One section of a table or a form, ready to render: its case, titles, when it shows, when its
/// rows can be edited and the rows it lays out.
struct ScreenSectionPlan<Row: Hashable & Sendable>: Hashable, Sendable, ReflectedMustache {
    var rawNameText: String
    /// The definitions' name, for a doc comment, where the case name differs from it.
    var renamedFrom: String?
    var caseName: String
    /// Swift string literals, `nil` for none.
    var headerLiteral: String?
    var footerLiteral: String?
    var hasHeaderOrFooter: Bool
    /// When the section shows; always when `nil`.
    var visibleWhen: ConditionPlan?
    /// When its rows can be edited, each also by its own; always when `nil`.
    var editableWhen: ConditionPlan?
    var rows: [Row]
    var hasRows: Bool

    /// The plan of a resolved section, its rows planned by `row`.
    init<RowDefinition, ResolvedRow, Subject>(
        _ section: ResolvedScreenSection<RowDefinition, ResolvedRow, Subject>, row: (ResolvedRow) -> Row
    ) {
        let definition = section.definition
        rawNameText = OneLineText.make(definition.name.value)
        renamedFrom = RenamedNote.text(rawText: rawNameText, swiftName: section.caseName)
        caseName = section.caseName
        headerLiteral = definition.header.map { SwiftStringLiteral.make($0.value) }
        footerLiteral = definition.footer.map { SwiftStringLiteral.make($0.value) }
        hasHeaderOrFooter = headerLiteral != nil || footerLiteral != nil
        visibleWhen = section.visibleWhen.map(ConditionPlan.init)
        editableWhen = section.editableWhen.map(ConditionPlan.init)
        rows = section.rows.map(row)
        hasRows = !rows.isEmpty
    }
}
