/// One form, ready to render: a `FormDefinition` namespace (sections, fields, layout with its
/// conditions, validation with its rules) and, for `fiori`, the FormKit glue.
struct FormPlan: Hashable, Sendable, ReflectedMustache {
    var rawNameText: String
    var typeName: String
    var previewNames = PreviewNames(typeName: "")
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
    /// Whether some row's FormKit cell reads the model: every row but an attachments row does.
    var cellsReadModel = false
    /// The attachments row's bound field and its case, which the glue's doc comments tell the app
    /// to write; `nil` when the row binds none.
    var attachmentsField: String?
    var attachmentsCase: String?
    /// Whether the form gets its observable model (`swiftui` or `fiori-swiftui`).
    var hasModel = false
    /// Whether the file asks for `swiftui`: the form's SwiftUI view over the model.
    var swiftUI = false
    /// Whether the file asks for `fiori-swiftui`: the form's FioriSwiftUICore view over the model.
    var fioriSwiftUI = false
    /// The model's conversions for the controls, each once: a single-selection filter's (with
    /// `swiftui`) and the Fiori components' (with `fiori-swiftui`).
    var controlProjections: [FormControlProjectionPlan] = []
    /// Whether a Fiori row expands an inline picker (date, duration, value), one at a time.
    var hasExpandingPickers = false
    /// The model's fields the rows bind, each once, in display order: the model's properties.
    var boundFields: [FormBoundFieldPlan] = []
    /// Whether the model type can be made with `init()` (every generated field has a default).
    var modelHasDefault = false
    /// The preview's model: the initializer's arguments from defaults and samples.
    var previewFields: [PreviewFieldPlan] = []
    /// Whether the views' previews show the form (its model can be made from defaults and
    /// samples); without it they say why there is none to show, in `noSampleReason`.
    var hasPreview = false
    /// Why the model has no sample, a sentence of the previews' comment; `nil` with `hasPreview`.
    var noSampleReason: String?
    /// The list picker rows whose pickers have sample items (`previewItems`), which the preview's
    /// `PickerModels` holds, so that its sample selections name items it shows.
    var previewPickerRows: [FormRowPlan] = []
    var hasPreviewPickers = false
    /// Whether some row chooses in a list (`ChoiceList`): a list picker, or a filter of several.
    var hasChoiceLists = false
    /// The rows whose choice lists the SwiftUI model takes taps of (`tapChoice(<field>:)`), one
    /// per field, in display order (with `swiftui`).
    var choiceListRows: [FormRowPlan] = []
    /// The row whose choices `ChoiceList`'s preview shows: the first with a choice list (with
    /// `swiftui`).
    var choiceListPreviewRow: FormRowPlan?
}

/// A field of the model that rows bind: a property of the SwiftUI model.
struct FormBoundFieldPlan: Hashable, Sendable, ReflectedMustache {
    var name: String
    var valueType: String
    /// The case of the first row that binds it, which its edits validate.
    var caseName: String
    /// A `String?` field's text as a text control edits it (empty for `nil`), by this name.
    var textProjection: String?
    /// A `Date?` field's date as a date picker edits it (now for `nil`), by this name.
    var dateProjection: String?
    /// Whether a `Date?` field has a date, as a toggle sets (now) and clears it, by this name.
    var dateIsSetProjection: String?
}

/// A property of the model converting a field to what a control binds, and back.
struct FormControlProjectionPlan: Hashable, Sendable, ReflectedMustache {
    enum Kind: String, Hashable, Sendable, MustacheEnum {
        /// A stepper's number as text: `String`.
        case numberText
        /// A duration in seconds as whole minutes: `Int`.
        case minutes
        /// A slider's `Float` as the `Double` FioriSlider binds.
        case double
        /// A section enum case as its option index: `Int`.
        case selectedIndex
        /// A required date as an optional one: `Date?`.
        case selectedDate
        /// An array of choices as a set: `Set<Element>` (``elementType``).
        case selections
        /// The one choice of a single-selection list: `Element?` (``elementType``).
        case selection
    }

    var name: String
    var field: String
    var kind: Kind
    /// `selections` and `selection`: the element of the field's array or set, which the template
    /// makes a `Set<Element>` or an `Element?`.
    var elementType: String?
    /// `selectedIndex`: the section enum.
    var enumType: String?
    /// `numberText`: the case of the row whose text the engine keeps as its draft and validates
    /// (`FormScheme.setNumberText`).
    var caseName: String?
    /// `selections` of an array whose row's picker lists the choices: added ones take the picker's
    /// order (else indices are added in order).
    var ordersByPicker = false
    /// `selection` of a row that must keep a choice (``FormKindRules/allowsEmpty(_:)`` false):
    /// `nil` leaves the field as it is, as a tap on the last choice in SwiftUI's `ChoiceList` does.
    var keepsChoice = false
}

/// An app validator: `func <name>(_ value: <valueType>) -> String?` in the form's `Validating`
/// (an app's static function, `Type.function`, is called directly and needs none).
struct FormValidatorPlan: Hashable, Sendable, ReflectedMustache {
    var name: String
    var valueType: String
}

extension FormRowDefinition.Kind: MustacheEnum {}

extension FormRowDefinition.DateMode: MustacheEnum {}
