/// One form, ready to render: a `FormDefinition` namespace (sections, fields, layout with its
/// conditions, validation with its rules) and, for `fiori`, the FormKit glue.
struct FormPlan: Hashable, Sendable, ReflectedMustache {
    var rawNameText: String
    var typeName: String
    var modelType: String
    var sections: [FormSectionPlan]
    /// Every row in display order.
    var rows: [FormRowPlan]
    /// The app validators the rules name, one method each, in first-use order.
    var validators: [FormValidatorPlan]
    var hasValidators: Bool
    /// Whether some row has no rules (so `validate` needs a `default`).
    var hasRowsWithoutRules: Bool
    /// Whether the file asks for `fiori`: the FormKit cells and data source.
    var fiori: Bool
    /// The FormKit cell classes the rows use, each once, in first-use order.
    var cellClasses: [NamedItem]
    /// The rows that show a list picker's data source (`picker`), which the app passes in.
    var pickerRows: [FormRowPlan]
    var hasPickers: Bool
    /// Whether the form has an attachments row, whose controller the app configures.
    var hasAttachments: Bool
}

/// An app validator: `func <name>(_ value: <valueType>) -> String?` in the form's `Validating`.
struct FormValidatorPlan: Hashable, Sendable, ReflectedMustache {
    var name: String
    var valueType: String
}

/// One row: its FormKit cell, bound field, conditions, rules and the options of its kind.
struct FormRowPlan: Hashable, Sendable, ReflectedMustache {
    var rawNameText: String
    /// The definitions' name, for a doc comment, where the case name differs from it.
    var renamedFrom: String?
    var caseName: String
    /// Templates switch on it: `{{#kind.listPicker}}`.
    var kind: FormRowDefinition.Kind
    /// The FormKit cell class (`FUITitleFormCell`, …).
    var cellClass: String
    /// The bound property of the model; `nil` for attachments.
    var field: String?
    /// The bound property, for a doc comment, where the row's name does not already say it.
    var otherField: String?
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
    var hasRules = false
    var hasOneRule = false
    var placeholderLiteral: String?
    /// `true` or `false` as Swift source, `nil` when not given.
    var tracksLiveChanges: String?
    var minimum: String?
    var maximum: String?
    var step: String?
    var unitLiteral: String?
    /// `date`, `time` or `dateAndTime`.
    var dateMode: String?
    var dateFormatLiteral: String?
    var minuteInterval: String?
    /// `true` or `false` as Swift source, `nil` when not given.
    var allowsZero: String?
    /// Option titles (for enum options, the cases' titles); empty when the row has none.
    var optionLiterals: [OptionLiteralPlan] = []
    var hasOptionTitles = false
    /// The section enum a value picker's field is typed with (options map index ↔ case).
    var optionEnum: String?
    /// `true` or `false` as Swift source, `nil` when not given.
    var allowsMultipleSelection: String?
    /// `true` or `false` as Swift source, `nil` when not given.
    var allowsEmptySelection: String?
    /// `true` or `false` as Swift source, `nil` when not given.
    var isSearchEnabled: String?
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
    /// Whether the field is a `Date` the cell shows as its `Date?`: a date the user clears leaves
    /// the field as it was, since it cannot hold `nil`.
    var isRequiredDate = false
    /// Whether the cell's value is the field's as it is, with no conversion.
    var bindsValueDirectly = false
}

/// Templates switch on a form row's kind: `{{#kind.switch}}`, `{{#kind.listPicker}}`, ….
extension FormRowDefinition.Kind: MustacheEnum {}

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
        /// At most one element: a single-selection filter or list picker.
        case single
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
