/// A form as a sectioned screen (`SectionedScreens/`): its row, section, options and plan types in
/// the shared shapes, its keys in the shared decoding, and what its conditions read.
extension FormRowDefinition: ScreenRowDefinition {}

/// A form's section.
package typealias FormSectionDefinition = ScreenSectionDefinition<FormRowDefinition>
/// A form's section, resolved.
typealias ResolvedFormSection = ResolvedScreenSection<FormRowDefinition, ResolvedFormRow, ResolvedConditionField>
/// Where a form row's options come from: forms take no `items`.
typealias ResolvedFormOptions = ResolvedScreenOptions<Never>
/// A form's section, ready to render.
typealias FormSectionPlan = ScreenSectionPlan<FormRowPlan>

extension SchemaKeys.Form: SectionedScreenKey {}
extension SchemaKeys.FormSection: ScreenSectionKey {}
extension SchemaKeys.FormRow: VisibilityKey, EditabilityKey {}

extension SchemaKeys.FormOptions: ScreenOptionsKey {
    static var itemsKey: Self? { nil }
}

extension DefinitionsDecoder.ConditionSubject {
    /// A field of a form's model.
    static let modelField = Self(
        noun: "field",
        howToWrite:
            "write a field of the model (\"field\": while it has a value, \"!field\": while it has none) or {\"field\": \"<field>\", \"equals\": <value>}"
    )
}

extension ResolvedFormRow: ResolvedScreenRow {}
