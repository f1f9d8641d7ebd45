/// A form as a table scheme: the state is the model, the messages shown and the number controls'
/// drafts, the layout the form's layout with each row's message. ``FormScheme`` keeps one
/// ``TableScheme`` of it, so forms reuse the engine's diffing, staging for UIKit and O(1) lookups.
enum FormTable<Definition: FormDefinition>: TableSchemeDefinition {
    typealias SectionID = Definition.SectionID
    typealias Row = FormRow<Definition.Field>

    struct TableState {
        var model: Definition.Model
        /// The messages shown, only ever for visible fields.
        var messages: [Definition.Field: String] = [:]
        /// The number controls' texts that are not their numbers' own (``FormScheme/numberDrafts``).
        var numberDrafts: [Definition.Field: KeptNumberDraft] = [:]
    }

    /// A number control's draft, with the number it was typed over.
    struct KeptNumberDraft {
        var draft: FormNumberDraft
        var keyPath: KeyPath<Definition.Model, Double>
        var value: Double

        /// Whether `model` still holds the number the draft was typed over (NaN as NaN).
        func isKept(in model: Definition.Model) -> Bool {
            let number = model[keyPath: keyPath]
            return number == value || (number.isNaN && value.isNaN)
        }
    }

    static func layout(of state: TableState) -> [TableSchemeSection<SectionID, Row>] {
        Definition.layout(of: state.model).map { section in
            var section = section
            for index in section.rows.indices { section.rows[index].message = state.messages[section.rows[index].id] }
            return section
        }
    }
}
