/// Forms (seed 002, FormKit), under `"forms"`. Rows may name list pickers, so forms come after
/// them.
enum FormKind: DeclarationKind {
    static let key = SchemaKeys.File.forms
    static let noun = "form"
    static let pluralNoun = "forms"
    static let template = "Form"
    static let platformModules: [FileOptions.Platform: Set<String>] = [
        .fiori: ["SAPFiori", "UIKit"], .swiftui: ["Observation", "PhotosUI", "SwiftUI"],
        .fioriSwiftUI: ["FioriSwiftUICore", "Observation", "SwiftUI"],
    ]
    static let referencedTypes: Set<String> = [
        "FormDefinition", "FormRules", "FormScheme", "FormRow", "FormTableViewDataSource",
        "FormBinding", "FUITitleFormCell", "FUINoteFormCell", "FUIKeyValueFormCell",
        "FUITextFieldFormCell",
        "FUISimplePropertyFormCell", "FUISwitchFormCell", "FUISliderFormCell", "FUIStepperFormCell",
        "FUIRatingControlFormCell", "FUIDatePickerFormCell", "FUIDurationPickerFormCell", "FUIValuePickerFormCell",
        "FUISegmentedControlFormCell", "FUIFilterFormCell", "FUIListPickerFormCell", "FUIAttachmentsFormCell",
        "TableSchemeSection", "Date", "Identifiable",
    ]
    static let swiftUIReferencedTypes: Set<String> = [
        "Observable", "Observation", "ObservationIgnored", "SwiftUI", "PhotosUI", "View", "ViewBuilder", "Bindable",
        "Binding", "State", "Form", "ForEach", "Group", "Section", "Text", "VStack", "HStack", "Spacer", "Image",
        "Label",
        "Button", "List", "Toggle", "Slider", "Stepper", "DatePicker", "TextField", "TextEditor", "Picker",
        "LabeledContent", "NavigationLink", "NavigationStack", "PhotosPicker", "PhotosPickerItem", "Duration",
        "WritableKeyPath",
        "FioriSwiftUICore", "TextFieldFormView", "TitleFormView", "NoteFormView", "FioriSlider", "SwitchView",
        "KeyValueItem", "StepperView",
        "RatingControlFormView", "DateTimePicker", "DurationPicker", "SegmentedControlPicker", "ValuePicker",
        "FilterFormView", "ListPickerItem", "ListPickerDestination", "AttachmentGroup", "AttachmentInfo",
        "AttachmentDelegate", "BasicAttachmentDelegate", "ControlState", "AttributedString",
    ]
    /// Types nested in a generated form's namespace: inside it, these names mean the form's own.
    static let nestedTypes: Set<String> = ["Model", "SectionID", "Field", "Validators", "Validating", "Pickers"]
    /// Types nested in a form's namespace with SwiftUI: inside it, these names mean the form's own.
    static let swiftUINestedTypes: Set<String> = [
        "FormModel", "PickerModels", "EditorView", "ChoiceList", "Choice",
        // The previews' validators, in debug builds.
        "PassingValidators",
        // The model's `write<NewValue>`, whose generic parameter means its own inside it.
        "NewValue",
    ]
    /// Types nested in a form's namespace with Fiori for SwiftUI (besides the model's).
    static let fioriSwiftUINestedTypes: Set<String> = ["FormModel", "PickerModels", "FioriEditorView"]
    /// Members of a form's SwiftUI model besides the fields' properties, which a field must not take.
    static let swiftUIModelMembers: Set<String> = [
        "form", "pickers", "sections", "update", "validateAll", "clearMessages", "engine", "write", "commit", "access",
        "withMutation", "shouldNotifyObservers", "onSave", "save", "showsTextThatIsNoNumber",
    ]

    static func name(of definition: FormDefinition) -> Located<String> { definition.name }

    /// PhotosUI only for the SwiftUI attachments row's `PhotosPicker`: a form without one must not
    /// import a module it never uses.
    static func platformModules(of forms: [ResolvedForm], on platform: FileOptions.Platform) -> Set<String> {
        let modules = platformModules[platform] ?? []
        let hasAttachments = forms.contains { $0.rows.contains { $0.definition.kind.value == .attachments } }
        return hasAttachments ? modules : modules.subtracting(["PhotosUI"])
    }

    static func decode(_ name: Located<String>, _ node: JSONNode, _ path: String, with decoder: DefinitionsDecoder)
        -> (FormDefinition?, [Diagnostic])
    {
        decoder.decodeForm(name, node, path)
    }

    static func resolve(_ definitions: [FormDefinition], in context: inout ResolutionContext, file: ResolvedDefinitions)
        -> [ResolvedForm]
    {
        let pickers = file.declarations[ListPickerKind.self]
        return definitions.compactMap { context.resolveForm($0, pickers: pickers) }
    }

    static func complete(_ resolved: inout ResolvedDefinitions, in context: inout ResolutionContext) {
        context.applyInitialChoices(of: resolved.declarations[FormKind.self], to: &resolved.entities)
    }

    static func check(_ forms: [ResolvedForm], in context: inout ValidationContext, file: ResolvedDefinitions) {
        for form in forms { context.check(form) }
        if file.platforms.hasObservableModels { context.checkSwiftUIForms(forms, platforms: file.platforms) }
    }

    static func plan(_ form: ResolvedForm, in file: ResolvedDefinitions) -> FormPlan {
        FormPlanner.plan(form, platforms: file.platforms, sections: file.sections, entities: file.entities)
    }
}
