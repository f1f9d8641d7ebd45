/// A resolved row of a table or a form: what the shared condition walk reads of it.
protocol ResolvedScreenRow: Sendable {
    associatedtype Definition: ScreenRowDefinition
    associatedtype Subject: ConditionOperand
    var definition: Definition { get }
    var visibleWhen: ResolvedCondition<Subject>? { get }
    var editableWhen: ResolvedCondition<Subject>? { get }
}

/// What each kind checks on the shared walk of its sections (``ValidationContext/checkSections(_:path:checks:)``).
struct ScreenConditionChecks<Row: ResolvedScreenRow> {
    typealias Section = ResolvedScreenSection<Row.Definition, Row, Row.Subject>
    typealias Condition = ResolvedCondition<Row.Subject>

    /// That a condition's test fits what it reads, at its key path.
    var condition: (inout ValidationContext, Condition, _ key: String) -> Void
    /// That a section's `editableWhen` has a row it can stop.
    var sectionEditability: (inout ValidationContext, Section, Condition, _ path: String) -> Void
    /// That a row's `editableWhen` has something to stop; `nil` where every row has.
    var rowEditability: ((inout ValidationContext, Row, Condition, _ path: String) -> Void)?
    /// The kind's other checks of a row, at its path.
    var row: (inout ValidationContext, Row, _ path: String) -> Void
}

extension ValidationContext {
    /// Walks a table's or a form's sections at `path` (`tables.<name>`, `forms.<name>`): each
    /// section's and row's `visibleWhen` and `editableWhen` by the kind's `checks`, and each row
    /// by the kind's own row checks, at the key path a diagnostic names.
    mutating func checkSections<Row>(
        _ sections: [ScreenConditionChecks<Row>.Section], path: String, checks: ScreenConditionChecks<Row>
    ) {
        for section in sections {
            let sectionPath = section.path(in: path)
            if let condition = section.visibleWhen { checks.condition(&self, condition, "\(sectionPath).visibleWhen") }
            if let condition = section.editableWhen {
                checks.condition(&self, condition, "\(sectionPath).editableWhen")
                checks.sectionEditability(&self, section, condition, sectionPath)
            }
            for row in section.rows {
                let rowPath = section.path(of: row, in: path)
                if let condition = row.visibleWhen { checks.condition(&self, condition, "\(rowPath).visibleWhen") }
                if let condition = row.editableWhen {
                    checks.condition(&self, condition, "\(rowPath).editableWhen")
                    checks.rowEditability?(&self, row, condition, rowPath)
                }
                checks.row(&self, row, rowPath)
            }
        }
    }
}
