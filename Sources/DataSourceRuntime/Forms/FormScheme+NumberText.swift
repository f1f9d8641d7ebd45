import Foundation

/// A number field edited as text (FioriSwiftUICore's `StepperView`): the engine keeps what was
/// typed while it is not the number's own text, and judges it with the field's rules, so that
/// every platform's model only forwards the text and the rules are the engine's alone.
extension FormScheme {
    /// The text typed into each number control (``setNumberText(_:of:validating:locale:)``) while
    /// it is not its number's own text, by field: text that is no number (`""` after a backspace,
    /// `"-"` before a negative number), which fails its field (``FormRules/number(_:message:)``)
    /// in ``isValid``, ``firstInvalidField``, ``validateAll()`` and ``save()`` while the row is
    /// shown, or a number written otherwise (`"1."` on the way to `"1.5"`). A draft is dropped
    /// when its number changes by any edit (the stepper's buttons, ``update(_:)``, a reset).
    public var numberDrafts: [Definition.Field: FormNumberDraft] { table.state.numberDrafts.mapValues(\.draft) }

    /// The text `field`'s number control shows for the number at `keyPath`: its draft while there
    /// is one, else the number's own text.
    public func numberText(
        of keyPath: KeyPath<Definition.Model, Double>, field: Definition.Field, locale: Locale = .current
    ) -> String {
        FormNumberDraft.text(table.state.numberDrafts[field]?.draft, of: model[keyPath: keyPath], locale: locale)
    }

    /// An edit of a number control's text: text that reads as a number writes it at `keyPath`, as
    /// ``set(_:to:validating:)`` does; text that reads as none leaves the number as it is. Text
    /// that is not the number's own is kept as `field`'s draft (``numberDrafts``), and `field` is
    /// validated: text that is no number fails with "Enter a number".
    /// - Returns: The one update that brings the table from the old rows to the new ones.
    public mutating func setNumberText(
        _ text: String, of keyPath: WritableKeyPath<Definition.Model, Double>, validating field: Definition.Field,
        locale: Locale = .current
    ) -> ListUpdate {
        let validators = self.validators
        return change { state in
            let typed = FormNumberDraft(text, locale: locale)
            if let number = typed.number {
                state.model[keyPath: keyPath] = number
                Self.dropMovedNumberDrafts(&state, validators: validators)
            }
            let value = state.model[keyPath: keyPath]
            state.numberDrafts[field] = typed.kept(over: value, locale: locale).map {
                FormTable<Definition>.KeptNumberDraft(draft: $0, keyPath: keyPath, value: value)
            }
            state.messages[field] = Self.failure(of: field, in: state, validators: validators)
        }
    }

    /// The message of `field` in `state`: its number control's text that is no number, else the
    /// first rule of the definition that fails; `nil` when it passes.
    static func failure(
        of field: Definition.Field, in state: FormTable<Definition>.TableState, validators: Definition.Validators
    ) -> String? {
        FormRules.number(state.numberDrafts[field]?.draft)
            ?? Definition.validate(field, of: state.model, with: validators)
    }

    /// Drops the drafts whose number an edit changed (the control shows the new number), and
    /// judges again those of their fields that show a message.
    static func dropMovedNumberDrafts(
        _ state: inout FormTable<Definition>.TableState, validators: Definition.Validators
    ) {
        for (field, kept) in state.numberDrafts where !kept.isKept(in: state.model) {
            state.numberDrafts[field] = nil
            if state.messages[field] != nil {
                state.messages[field] = failure(of: field, in: state, validators: validators)
            }
        }
    }
}
