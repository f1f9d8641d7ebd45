/// The form engine: a model edited through a ``FormDefinition``, with the rows its conditions
/// show, the messages its rules produce, and every change turned into one diffed update.
///
/// Messages appear when a field is edited (``set(_:to:validating:)``) or on demand
/// (``validateAll()``), and clear when the field passes again; a programmatic ``update(_:)``
/// re-validates only fields already showing a message, so a form is not covered in errors
/// before the user has touched it. A field that a condition hides loses its message, and
/// ``isValid`` looks at visible fields only. A number control's text that is no number (kept by
/// ``setNumberText(_:of:validating:locale:)``) fails its field as a rule does.
public struct FormScheme<Definition: FormDefinition> {
    /// The validators the rules call.
    public let validators: Definition.Validators
    var table: TableScheme<FormTable<Definition>>

    /// A form editing `model`, no message shown.
    public init(model: Definition.Model, validators: Definition.Validators) {
        self.validators = validators
        self.table = TableScheme(state: FormTable<Definition>.TableState(model: model))
    }

    /// The model as edited so far.
    public var model: Definition.Model { table.state.model }

    /// The messages shown, by field.
    public var messages: [Definition.Field: String] { table.state.messages }

    /// The visible fields, in display order.
    var visibleFields: [Definition.Field] { table.sections.flatMap { $0.rows.map(\.id) } }

    /// Whether every visible field passes its rules now, whatever messages are shown.
    public var isValid: Bool { firstInvalidField == nil }

    /// The first visible field, in display order, that fails a rule: where "Save" should scroll.
    public var firstInvalidField: Definition.Field? {
        visibleFields.first { Self.failure(of: $0, in: table.state, validators: validators) != nil }
    }

    /// An edit from a cell: writes `value` at `keyPath`, validates `field` (its message appears
    /// or clears) and re-evaluates the conditions; a number control's draft over a number it
    /// changes is dropped (``numberDrafts``).
    /// - Returns: The one update that brings the table from the old rows to the new ones; the
    ///   edited row is reloaded only when its message or editability changed.
    public mutating func set<Value>(
        _ keyPath: WritableKeyPath<Definition.Model, Value>, to value: Value, validating field: Definition.Field
    ) -> ListUpdate {
        let validators = self.validators
        return change { state in
            state.model[keyPath: keyPath] = value
            Self.dropMovedNumberDrafts(&state, validators: validators)
            state.messages[field] = Self.failure(of: field, in: state, validators: validators)
        }
    }

    /// A programmatic change of the model, any number of edits in one update; fields already
    /// showing a message are validated again (so a fixed error clears), others stay quiet.
    public mutating func update(_ edit: (inout Definition.Model) -> Void) -> ListUpdate {
        let validators = self.validators
        return change { state in
            edit(&state.model)
            Self.dropMovedNumberDrafts(&state, validators: validators)
            for field in state.messages.keys {
                state.messages[field] = Self.failure(of: field, in: state, validators: validators)
            }
        }
    }

    /// On demand ("Save"): shows the message of every visible field that fails, clears the rest.
    public mutating func validateAll() -> ListUpdate {
        let validators = self.validators
        return change { state in
            var messages: [Definition.Field: String] = [:]
            for section in Definition.layout(of: state.model) {
                for row in section.rows {
                    messages[row.id] = Self.failure(of: row.id, in: state, validators: validators)
                }
            }
            state.messages = messages
        }
    }

    /// Save, as every platform decides it: shows the message of every visible field that fails
    /// and clears the rest (``validateAll()``).
    /// - Returns: The model for the app to save, or `nil` when a visible field fails; and the
    ///   update showing the messages, to apply before handing the model over.
    public mutating func save() -> (model: Definition.Model?, update: ListUpdate) {
        let update = validateAll()
        return (isValid ? model : nil, update)
    }

    /// Clears every message. A number control's text that is no number (``numberDrafts``) still
    /// fails ``isValid``, and its message shows again on the next ``validateAll()``.
    public mutating func clearMessages() -> ListUpdate {
        change { $0.messages = [:] }
    }

    /// Applies `body` to the state, drops the messages of fields that are not visible afterwards,
    /// and returns the engine's one update.
    mutating func change(_ body: (inout FormTable<Definition>.TableState) -> Void) -> ListUpdate {
        table.update { state in
            body(&state)
            guard !state.messages.isEmpty else { return }
            var visible: Set<Definition.Field> = []
            for section in Definition.layout(of: state.model) { visible.formUnion(section.rows.map(\.id)) }
            state.messages = state.messages.filter { visible.contains($0.key) }
        }.update
    }
}

extension FormScheme where Definition.Validators == Void {
    /// A form editing `model`, for a definition whose rules name no app validator.
    public init(model: Definition.Model) {
        self.init(model: model, validators: ())
    }
}
