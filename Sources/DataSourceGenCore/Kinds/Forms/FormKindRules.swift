/// What each FormKit cell kind binds and takes (seed 002): the one table of the kinds,
/// read by the form rules and by nothing else.
enum FormKindRules {
    /// The row keys besides `kind`, `field`, `key`, `rules` and conditions, by the kinds that read them.
    static let keyKinds: [(key: String, kinds: Set<FormRowDefinition.Kind>)] = [
        ("placeholder", [.title, .note, .keyValue, .textField]),
        ("editable", Set(FormRowDefinition.Kind.allCases).subtracting([.attachments])),
        ("liveChanges", [.note, .keyValue, .textField]),
        ("min", [.slider, .stepper]),
        ("max", [.slider, .stepper]),
        ("step", [.stepper]),
        ("unit", [.slider]),
        ("mode", [.datePicker]),
        ("format", [.datePicker]),
        ("minuteInterval", [.durationPicker]),
        ("allowsZero", [.durationPicker]),
        ("options", [.valuePicker, .segmentedControl, .filter, .listPicker]),
        ("multiple", [.filter, .listPicker]),
        ("emptyAllowed", [.filter, .listPicker]),
        ("search", [.listPicker]),
        ("picker", [.listPicker]),
        ("maxItems", [.attachments]),
        ("initial", [.valuePicker, .segmentedControl]),
    ]

    /// The value types a kind binds, as the table states them, for messages.
    static func expectedType(of kind: FormRowDefinition.Kind) -> String {
        switch kind {
        case .title, .note, .keyValue, .textField, .simpleProperty: "`String` or `String?`"
        case .switch: "`Bool`"
        case .slider: "`Float`"
        case .stepper: "`Double`"
        case .rating: "`Int` (0...5)"
        case .datePicker: "`Date` or `Date?`"
        case .durationPicker: "`TimeInterval` (or `Double`)"
        case .valuePicker, .segmentedControl: "`Int` (the option's index), or the section enum its options name"
        case .filter: "`[Int]` (the selected options' indices)"
        case .listPicker:
            "`[Int]` (indices, with an index-mode picker or titles) or `[ID]` / `Set<ID>` of the picker entity's unique identifiers"
        case .attachments: "no field"
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
        case .attachments: return false
        }
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

    /// The kinds whose field is text (length and pattern rules apply).
    static let textKinds: Set<FormRowDefinition.Kind> = [.title, .note, .keyValue, .textField, .simpleProperty]
    /// The kinds whose field is a number (min and max rules apply).
    static let numberKinds: Set<FormRowDefinition.Kind> = [.slider, .stepper, .rating, .durationPicker]
}
