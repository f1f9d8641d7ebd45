/// A form in the manner of seed 002 (SAP FormKit): a table screen whose rows bind fields of a
/// model entity to FormKit cell kinds, with validation rules and visibility/editability conditions.
package struct FormDefinition: Sendable, Hashable {
    package var name: Located<String>
    /// The entity the form edits (its name as declared under `entities`).
    package var model: Located<String>
    /// Sections in display order.
    package var sections: [FormSectionDefinition]
    package var location: SourceLocation { name.location }

    package init(name: Located<String>, model: Located<String>, sections: [FormSectionDefinition]) {
        self.name = name
        self.model = model
        self.sections = sections
    }
}

/// Validation rules of one row's field, evaluated on change and on demand.
package struct FormRulesDefinition: Sendable, Hashable {
    package var required: Located<Bool>?
    package var minLength: Located<Int>?
    package var maxLength: Located<Int>?
    package var min: Located<Double>?
    package var max: Located<Double>?
    /// A regular expression the whole value must match.
    package var pattern: Located<String>?
    /// The name of an app validator (a method of the form's generated `Validating` protocol).
    package var validator: Located<String>?
    /// The message shown for any failing rule, instead of the defaults.
    package var message: Located<String>?
    /// Where each rule that only some kinds of row take (``SchemaKeys/FormRules/appliesTo``) is
    /// given, for the check that the row's kind takes it.
    package var limitedKeys: [SchemaKeys.FormRules: SourceLocation] = [:]

    package init() {}
}

/// One row of a form: a FormKit cell kind bound to one field of the model.
package struct FormRowDefinition: Sendable, Hashable {
    /// FormKit's cells (seed 002), as the schema lists them.
    package typealias Kind = SchemaKeys.FormRow.Kind

    /// `datePicker` modes (`UIDatePicker.Mode`), as the schema lists them.
    package typealias DateMode = SchemaKeys.FormRow.Mode

    package var name: Located<String>
    package var kind: Located<Kind>
    /// The bound field of the model; the row's name when not given (for `attachments`, the row's
    /// name only where the model has such a field: ``FormKindRules/fieldOptionalKinds``).
    package var field: Located<String>?
    /// The cell's key label (FormKit's `keyName`); the row's name, words separated, by default.
    package var key: Located<String>?
    package var placeholder: Located<String>?
    package var editable: Located<Bool>?
    package var liveChanges: Located<Bool>?
    package var minimum: Located<Double>?
    package var maximum: Located<Double>?
    package var step: Located<Double>?
    package var unit: Located<String>?
    package var dateMode: Located<DateMode>?
    package var dateFormat: Located<String>?
    package var minuteInterval: Located<Int>?
    package var allowsZero: Located<Bool>?
    package var options: Located<OptionsDefinition>?
    package var multiple: Located<Bool>?
    package var emptyAllowed: Located<Bool>?
    package var search: Located<Bool>?
    /// A list picker of this file (`pickers`) whose data source lists the options.
    package var picker: Located<String>?
    package var maxItems: Located<Int>?
    /// Value pickers and segmented controls: the option the bound field starts on, by title or
    /// case name (the field's default).
    package var initial: Located<String>?
    package var rules: FormRulesDefinition?
    package var visibleWhen: ConditionDefinition?
    package var editableWhen: ConditionDefinition?
    /// Where the row gives each key that only some kinds take (``SchemaKeys/FormRow/appliesTo``),
    /// for the check that its kind takes them.
    package var limitedKeys: [SchemaKeys.FormRow: SourceLocation] = [:]

    package init(name: Located<String>, kind: Located<Kind>) {
        self.name = name
        self.kind = kind
    }
}
