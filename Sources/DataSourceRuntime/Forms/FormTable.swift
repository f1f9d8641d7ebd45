/// A form as a table scheme: the state is the model and the messages shown, the layout the
/// form's layout with each row's message. ``FormScheme`` keeps one ``TableScheme`` of it, so
/// forms reuse the engine's diffing, staging for UIKit and O(1) lookups.
enum FormTable<Definition: FormDefinition>: TableSchemeDefinition {
    typealias SectionID = Definition.SectionID
    typealias Row = FormRow<Definition.Field>

    struct TableState {
        var model: Definition.Model
        /// The messages shown, only ever for visible fields.
        var messages: [Definition.Field: String] = [:]
    }

    static func layout(of state: TableState) -> [TableSchemeSection<SectionID, Row>] {
        Definition.layout(of: state.model).map { section in
            var section = section
            for index in section.rows.indices { section.rows[index].message = state.messages[section.rows[index].id] }
            return section
        }
    }
}
