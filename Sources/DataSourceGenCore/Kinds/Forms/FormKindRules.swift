/// What each FormKit cell kind binds and takes (seed 002): the one table of the kinds
/// (which row keys each kind takes is the schema's `x-appliesTo`, ``SchemaKeys/FormRow/appliesTo``).
/// The form rules read it to refuse definitions, and the planner reads it for both the generated
/// `validate` and every platform's glue, so a value one platform's control could not hold fails
/// validation on every platform (see "What a form row enforces" in docs/Definitions.md).
enum FormKindRules {
    /// Whether a row is never editable: `"editable": false`, or a simpleProperty, which shows a
    /// value (seed 002), that neither `editable` nor its own `editableWhen` makes editable. Its
    /// section's `editableWhen` does not change that: it only narrows when rows can be edited.
    static func isNeverEditable(_ row: ResolvedFormRow) -> Bool {
        let editableByDefault = row.definition.kind.value != .simpleProperty || row.editableWhen != nil
        return !(row.definition.editable?.value ?? editableByDefault)
    }

    /// The value types a kind binds, as the table states them, for messages.
    static func expectedType(of kind: FormRowDefinition.Kind) -> String {
        switch kind {
        case .title, .note, .keyValue, .textField, .simpleProperty: "`String` or `String?`"
        case .switch: "`Bool`"
        case .slider: "`Float`"
        case .stepper: "`Double`"
        case .rating: "`Int` (\(defaultRange(of: .rating).map { "\(Int($0.low))...\(Int($0.high))" } ?? ""))"
        case .datePicker: "`Date` or `Date?`"
        case .durationPicker: "`TimeInterval` (or `Double`)"
        case .valuePicker, .segmentedControl: "`Int` (the option's index), or the section enum its options name"
        case .filter: "`[Int]` (the selected options' indices)"
        case .listPicker:
            "`[Int]` (indices, with an index-mode picker or titles) or `[ID]` / `Set<ID>` of the picker entity's unique identifiers"
        case .attachments: "an array `[T]` of the attachments the app keeps (`[URL]`, a type of its own, …)"
        }
    }

    /// Whether `type` is what `row`'s kind binds (`listPicker` also depends on its picker).
    static func fits(_ type: ResolvedType, row: ResolvedFormRow) -> Bool {
        switch row.definition.kind.value {
        case .title, .note, .keyValue, .textField, .simpleProperty:
            return type.isString || type == .optional(.standard("String"))
        case .switch: return type == .standard("Bool")
        case .slider: return type == .standard("Float")
        case .stepper: return type == .standard("Double")
        case .rating: return type == .standard("Int")
        case .datePicker: return type == .standard("Date") || type == .optional(.standard("Date"))
        case .durationPicker: return type == .standard("TimeInterval") || type == .standard("Double")
        case .valuePicker, .segmentedControl:
            if type == .standard("Int") { return true }
            if case .sectionEnum(let section)? = row.options, case .sectionEnum(let name) = type {
                return name == section.typeName
            }
            return false
        case .filter: return type == .array(.standard("Int"))
        case .listPicker:
            guard let picker = row.picker, picker.definition.mode.value != .index else {
                return type == .array(.standard("Int"))
            }
            guard let id = picker.entity.uniqueID?.type else { return false }
            return type == .array(id) || type == .set(id)
        case .attachments:
            if case .array = type { return true }
            return false
        }
    }

    /// The kinds whose row may bind no field: an attachments row's attachments can live in its
    /// control alone. Such a row binds the field `"field"` names, else the model's field of the
    /// row's name when there is one (not finding it is no error), else nothing.
    static let fieldOptionalKinds: Set<FormRowDefinition.Kind> = [.attachments]

    /// The most attachments an attachments row takes (its `maxItems`): every platform's control
    /// is given it, and over a bound field the generated `validate` checks it. `nil` for none.
    static func itemLimit(of row: ResolvedFormRow) -> Int? {
        row.definition.kind.value == .attachments ? row.definition.maxItems?.value : nil
    }

    /// Whether a condition can ask if a value of `type` "has a value" (the runtime's `FormValue`).
    static func canTestForValue(_ type: ResolvedType) -> Bool {
        switch type {
        case .optional(let wrapped): return canTestForValue(wrapped)
        case .array, .set: return true
        case .standard(let name):
            return ["String", "Bool", "Int", "Double", "Float", "Date", "TimeInterval"].contains(name)
        default: return false
        }
    }

    /// The range a kind's control keeps its value in where the row writes no `min` or `max`, as the
    /// schema's `x-controlRange` on `kind` gives it (``SchemaKeys/FormRow/controlRanges``): UISlider's
    /// for a slider (FormKit's slider cell is one), FUIStepperFormCell's for a stepper, a rating's
    /// stars (FUIRatingControl's), and a duration's, in seconds. The SwiftUI and Fiori SwiftUI
    /// controls are given the same range as narrowed by the rules
    /// (``FormValueBounds/offered(by:)``), but for two ends no control can take: FormKit's rating
    /// cell keeps all its stars, and Fiori SwiftUI's `RatingControlFormView` starts at 0, the low
    /// end of its `ratingBounds` being the rating with no star lit. `validate` refuses those values.
    static func defaultRange(of kind: FormRowDefinition.Kind) -> (low: Double, high: Double)? {
        SchemaKeys.FormRow.controlRanges[kind].map { ($0.lowerBound, $0.upperBound) }
    }

    /// Whether a filter or list picker row keeps several choices: its `multiple`; else, over a
    /// picker, the picker's `selection` (single unless it says "multiple"); else several, as
    /// FormKit's filter and list picker cells default to. `nil` for the other kinds.
    static func choosesSeveral(_ row: ResolvedFormRow) -> Bool? {
        guard [.filter, .listPicker].contains(row.definition.kind.value) else { return nil }
        if let multiple = row.definition.multiple?.value { return multiple }
        guard let picker = row.picker else { return true }
        return picker.definition.selection?.value == .multiple
    }

    /// Whether a filter or list picker row accepts no choice: its `emptyAllowed`; else, over a
    /// picker, the picker's `allowsEmptySelection` where it states it; else `nil`, which every
    /// platform takes as allowed (FormKit's cells' default). `nil` for the other kinds.
    static func allowsEmpty(_ row: ResolvedFormRow) -> Bool? {
        guard [.filter, .listPicker].contains(row.definition.kind.value) else { return nil }
        return row.definition.emptyAllowed?.value ?? row.picker?.definition.allowsEmptySelection?.value
    }

    /// How many options a row's indices choose from: its titles, or its enum's cases (`nil`
    /// without options, as over a picker, whose items are the app's).
    static func optionCount(of row: ResolvedFormRow) -> Int? {
        switch row.options {
        case .literals(let titles)?: titles.count
        case .sectionEnum(let section)?: section.cases.count
        case nil: nil
        }
    }

    /// Whether a `required` rule can fail for a value of `type`: text can be blank, a collection
    /// empty, an optional `nil` and a `Bool` off; a number, a date or an enum case is always given.
    static func canLackValue(_ type: ResolvedType) -> Bool {
        switch type {
        case .optional, .array, .set: true
        case .standard(let name): name == "String" || name == "Bool"
        default: false
        }
    }

    /// The kinds whose field is text (length and pattern rules apply).
    static let textKinds: Set<FormRowDefinition.Kind> = [.title, .note, .keyValue, .textField, .simpleProperty]
    /// The kinds whose field is a number (min and max rules apply).
    static let numberKinds: Set<FormRowDefinition.Kind> = [.slider, .stepper, .rating, .durationPicker]
}
