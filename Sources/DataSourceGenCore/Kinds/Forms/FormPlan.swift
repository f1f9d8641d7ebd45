/// One form, ready to render: a `FormDefinition` namespace (sections, fields, layout with its
/// conditions, validation with its rules) and, for `fiori`, the FormKit glue.
struct FormPlan: Hashable, Sendable {
    var rawNameText: String
    var typeName: String
    var modelType: String
    var sections: [FormSectionPlan]
    /// Every row in display order.
    var rows: [FormRowPlan]
    /// The app validators the rules name, one method each, in first-use order.
    var validators: [FormValidatorPlan]
    /// Whether some row has no rules (so `validate` needs a `default`).
    var hasRowsWithoutRules: Bool
    /// Whether the file asks for `fiori`: the FormKit cells and data source.
    var fiori: Bool
    /// The FormKit cell classes the rows use, each once, in first-use order.
    var cellClasses: [String]
    /// The rows that show a list picker's data source (`picker`), which the app passes in.
    var pickerRows: [FormRowPlan]
    /// Whether the form has an attachments row, whose controller the app configures.
    var hasAttachments: Bool
}

/// An app validator: `func <name>(_ value: <valueType>) -> String?` in the form's `Validating`.
struct FormValidatorPlan: Hashable, Sendable {
    var name: String
    var valueType: String
}

/// One section: its case, titles, and when it shows (`nil`: always).
struct FormSectionPlan: Hashable, Sendable {
    var rawNameText: String
    var caseName: String
    var headerLiteral: String?
    var footerLiteral: String?
    var visibleWhen: FormConditionPlan?
    var rows: [FormRowPlan]
}

/// One row. Conditions and rules are Swift expressions over `model` (and `validators`), written
/// by the planner from the definitions' vocabulary so the templates only place them.
struct FormRowPlan: Hashable, Sendable {
    var rawNameText: String
    var caseName: String
    var kind: FormRowDefinition.Kind
    /// The FormKit cell class (`FUITitleFormCell`, …).
    var cellClass: String
    /// The bound property of the model; `nil` for attachments.
    var field: String?
    var valueType: String?
    /// The key label, a Swift string literal.
    var keyLiteral: String
    var visibleWhen: FormConditionPlan?
    var editableWhen: FormConditionPlan?
    /// `"editable": false`: the row is never editable.
    var isNeverEditable = false
    /// The rules' checks in the order they are tried, the first failing one's message winning;
    /// empty for none.
    var ruleChecks: [FormRuleCheckPlan] = []
    var placeholderLiteral: String?
    var tracksLiveChanges: Bool?
    var minimum: String?
    var maximum: String?
    var step: String?
    var unitLiteral: String?
    /// `date`, `time` or `dateAndTime`.
    var dateMode: String?
    var dateFormatLiteral: String?
    var minuteInterval: String?
    var allowsZero: Bool?
    /// Option titles as a Swift array literal (for enum options, the cases' titles), if any.
    var optionTitlesLiteral: String?
    /// The section enum a value picker's field is typed with (options map index ↔ case).
    var optionEnum: String?
    var allowsMultipleSelection: Bool?
    var allowsEmptySelection: Bool?
    var isSearchEnabled: Bool?
    /// The generated list picker whose Fiori data source lists a list picker row's choices.
    var pickerType: String?
    var maxItems: String?
    /// Whether the cell has a key label (`keyName`): every kind but title, note and attachments.
    var hasKeyName = false
    /// Whether the cell's editability is set from the row (not simpleProperty or attachments).
    var takesEditable = false
    /// Whether the field is `String?` (shown as empty text, stored as `nil` when empty).
    var isOptionalText = false
    /// Whether a list picker row's picker lists by unique identifier (the cell's `uuidValues`).
    var pickerUsesUniqueIDs = false
    /// Whether the field is a `Set` (of unique identifiers) rather than an array.
    var fieldIsSet = false
}

/// A condition over the model's field `field`: while it has a value, has none, or equals a literal.
struct FormConditionPlan: Hashable, Sendable {
    enum Test: Hashable, Sendable {
        case hasValue
        case hasNoValue
        /// Equals this Swift literal (`true`, `3`, `"x"`, `.someCase`).
        case equals(literal: String)
    }

    var field: String
    var test: Test
}

/// One check of a row's rules, calling the runtime's `FormRules` (or an app validator) on the
/// row's field.
struct FormRuleCheckPlan: Hashable, Sendable {
    enum Check: Hashable, Sendable {
        case required
        /// Bounds as Swift literals, `nil` for none.
        case length(minimum: String?, maximum: String?)
        case range(minimum: String?, maximum: String?)
        case pattern(literal: String)
        /// A method of the form's `Validating` protocol.
        case validator(name: String)
    }

    var field: String
    var check: Check
    /// The message for a failing check, a Swift string literal; `nil` for the default.
    var messageLiteral: String?
}
