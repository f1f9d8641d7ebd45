/// Forms (seed 002, FormKit), under `"forms"`. Rows may name list pickers, so forms come after
/// them.
enum FormKind: DeclarationKind {
    static let key = "forms"
    static let noun = "form"
    static let pluralNoun = "forms"
    static let template = "Form"
    static let platformModules: [FileOptions.Platform: Set<String>] = [.fiori: ["SAPFiori", "UIKit"]]
    static let referencedTypes: Set<String> = [
        "FormDefinition", "FormSection", "FormRules", "FormScheme", "FormRow",
        "FormTableViewDataSource", "FormBinding", "FUITitleFormCell", "FUINoteFormCell", "FUIKeyValueFormCell",
        "FUITextFieldFormCell", "FUISimplePropertyFormCell", "FUISwitchFormCell", "FUISliderFormCell",
        "FUIStepperFormCell", "FUIRatingControlFormCell", "FUIDatePickerFormCell", "FUIDurationPickerFormCell",
        "FUIValuePickerFormCell", "FUISegmentedControlFormCell", "FUIFilterFormCell", "FUIListPickerFormCell",
        "FUIAttachmentsFormCell",
    ]
    /// Types nested in a generated form's namespace: inside it, these names mean the form's own.
    static let nestedTypes: Set<String> = ["Model", "Section", "Field", "Validators", "Validating", "Pickers"]

    static func name(of definition: FormDefinition) -> Located<String> { definition.name }

    static func decode(_ name: Located<String>, _ node: JSONNode, with decoder: DefinitionsDecoder)
        -> (FormDefinition?, [Diagnostic])
    {
        decoder.decodeForm(name, node)
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
    }

    static func plan(_ form: ResolvedForm, in file: ResolvedDefinitions) -> FormPlan {
        FormPlanner.plan(form, platforms: file.platforms)
    }
}
