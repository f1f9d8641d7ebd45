/// A form with its Swift names chosen and its references resolved: the model entity, each row's
/// field, options, picker and conditions. A row whose field did not resolve keeps `field == nil`
/// (reported here); planning never sees a form with an error.
struct ResolvedForm: Sendable {
    var definition: FormDefinition
    var typeName: String
    var model: ResolvedEntity
    var sections: [ResolvedFormSection]
    /// Every row of every section, in display order.
    var rows: [ResolvedFormRow] { sections.flatMap(\.rows) }
}

/// The model field a form's condition reads.
struct ResolvedConditionField: ConditionOperand {
    var field: ResolvedField
    /// The section enum of a field of enum type (optional or not), whose cases `equals` names.
    var enumSection: ResolvedSection?

    var swiftName: String { field.swiftName }

    func test(equalTo literal: Located<JSONValue>) -> ConditionPlan.Test {
        guard let value = FormConditionLiterals.comparedValue(literal.value, field.type, enumSection: enumSection)
        else { preconditionFailure("validation refuses an `equals` literal that does not fit its field") }
        return .equals(value: value)
    }
}

/// A form's condition: the model field it reads.
typealias ResolvedFormCondition = ResolvedCondition<ResolvedConditionField>

/// One row of a form.
struct ResolvedFormRow: Sendable {
    var definition: FormRowDefinition
    /// The row's case in the generated `Field` enum.
    var caseName: String
    /// The bound field; `nil` for an attachments row that binds none (its attachments live in the
    /// control), or when the name did not resolve (reported).
    var field: ResolvedField?
    var options: ResolvedFormOptions?
    var picker: ResolvedPicker?
    var visibleWhen: ResolvedFormCondition?
    var editableWhen: ResolvedFormCondition?
}
