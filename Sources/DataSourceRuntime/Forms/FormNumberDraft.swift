import Foundation

/// Text typed into a number field's text control (FioriSwiftUICore's `StepperView`) that is not
/// the number's own text: text that is no number yet (`""` after a backspace, `"-"` before a
/// negative number) or a number written otherwise (`"1."` on the way to `"1.5"`).
///
/// The form's engine keeps one per such control (``FormScheme/setNumberText(_:of:validating:locale:)``),
/// so the control shows what was typed rather than snapping back to the number: the number is
/// written whenever the text reads as one (so out-of-range numbers get the row's message as any
/// edit does), and text that reads as none leaves the number as it is and fails the field with
/// ``message``, which `isValid` and Save count. A change of the number from elsewhere (the
/// stepper's buttons, an update, a reset) drops the draft.
public struct FormNumberDraft: Sendable, Hashable {
    /// The text as typed.
    public let text: String
    /// The number ``text`` reads as (``FormBinding/number(_:locale:)``), `nil` when it is none.
    public let number: Double?

    /// What a number control holds after typing `text` in `locale`.
    public init(_ text: String, locale: Locale = .current) {
        self.text = text
        self.number = FormBinding.number(text, locale: locale)
    }

    /// The message a row shows while the control holds this text: "Enter a number" for text that
    /// is no number (the field keeps its last number), `nil` otherwise.
    public var message: String? { FormRules.number(self) }

    /// This text as the draft to keep over a field now holding `value`: `nil` when it is `value`'s
    /// own text (``FormBinding/text(_:locale:)``), which the control shows without a draft.
    public func kept(over value: Double, locale: Locale = .current) -> FormNumberDraft? {
        number == value && FormBinding.text(value, locale: locale) == text ? nil : self
    }

    /// The text a number control shows for a field holding `value`: the draft's while there is
    /// one, else the number's own.
    public static func text(_ draft: FormNumberDraft?, of value: Double, locale: Locale = .current) -> String {
        draft?.text ?? FormBinding.text(value, locale: locale)
    }
}
