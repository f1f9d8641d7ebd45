import DataSourceRuntime
import Foundation
import Testing

/// The engine's number controls (`FormScheme.setNumberText`): text that is no number fails its
/// field with "Enter a number" in `isValid`, `firstInvalidField`, `validateAll()` and `save()`
/// while the row is shown, as a rule does, and is dropped once the number changes by any edit.
@Suite struct FormSchemeNumberTextTests {
    /// A stepper (`hours`, 0...10) and a switch that hides it.
    enum Shift: FormDefinition {
        struct Model { var hours = 2.0, rests = 1.0, isOff = false }
        enum SectionID: Hashable, Sendable { case main }
        enum Field: Hashable, Sendable, CaseIterable { case hours, rests, isOff }

        static func layout(of model: Model) -> [TableSchemeSection<SectionID, FormRow<Field>>] {
            [
                TableSchemeSection(
                    .main, rows: (model.isOff ? [] : [FormRow(.hours)]) + [FormRow(.rests), FormRow(.isOff)])
            ]
        }

        static func validate(_ field: Field, of model: Model, with validators: Void) -> String? {
            switch field {
            case .hours: FormRules.range(model.hours, min: 0, max: 10)
            case .rests: FormRules.range(model.rests, min: 0, max: 3)
            case .isOff: nil
            }
        }
    }

    static let english = Locale(identifier: "en_US")

    static func set(_ form: inout FormScheme<Shift>, hours text: String) {
        _ = form.setNumberText(text, of: \.hours, validating: .hours, locale: english)
    }

    @Test func textThatIsNoNumberFailsTheFieldAndSave() {
        var form = FormScheme<Shift>(model: .init())
        Self.set(&form, hours: "")
        #expect(form.model.hours == 2 && form.messages == [.hours: "Enter a number"])
        #expect(form.numberText(of: \.hours, field: .hours, locale: Self.english) == "")
        #expect(!form.isValid && form.firstInvalidField == .hours)
        _ = form.clearMessages()
        #expect(!form.isValid, "the text still fails, shown or not")
        _ = form.validateAll()
        #expect(form.messages == [.hours: "Enter a number"])
        #expect(form.save().model == nil)
        Self.set(&form, hours: "-")
        #expect(form.save().model == nil && form.messages == [.hours: "Enter a number"])
        Self.set(&form, hours: "4")
        #expect(form.isValid && form.messages.isEmpty && form.numberDrafts.isEmpty)
        #expect(form.save().model?.hours == 4)
    }

    @Test func aNumberTypedIsJudgedByTheRules() {
        var form = FormScheme<Shift>(model: .init())
        Self.set(&form, hours: "11")
        #expect(form.model.hours == 11 && form.messages == [.hours: "Between 0.0 and 10.0"])
        Self.set(&form, hours: "x")  // the text's message first: the field keeps 11
        #expect(form.model.hours == 11 && form.messages == [.hours: "Enter a number"])
        Self.set(&form, hours: "1.")  // a number written otherwise: kept as typed, judged as 1
        #expect(form.model.hours == 1 && form.messages.isEmpty && form.isValid)
        #expect(form.numberDrafts[.hours]?.text == "1.")
        #expect(form.numberText(of: \.hours, field: .hours, locale: Self.english) == "1.")
    }

    /// A hidden row's text is ignored, as its rules are, and counts again once the row shows.
    @Test func aHiddenRowsTextIsIgnored() {
        var form = FormScheme<Shift>(model: .init())
        Self.set(&form, hours: "")
        _ = form.set(\.isOff, to: true, validating: .isOff)
        #expect(form.messages.isEmpty && form.isValid && form.save().model != nil)
        #expect(form.numberDrafts[.hours]?.text == "", "the control still holds the text")
        _ = form.set(\.isOff, to: false, validating: .isOff)
        #expect(!form.isValid && form.firstInvalidField == .hours && form.save().model == nil)
    }

    /// A change of the number by any edit drops the draft and its message; the same number keeps it.
    @Test func aChangeOfTheNumberDropsTheDraft() {
        var form = FormScheme<Shift>(model: .init())
        Self.set(&form, hours: "")
        _ = form.update { $0.hours = 2 }
        #expect(form.numberDrafts[.hours]?.text == "" && form.messages == [.hours: "Enter a number"])
        _ = form.update { $0.hours = 3 }
        #expect(form.numberDrafts.isEmpty && form.messages.isEmpty && form.isValid)
        Self.set(&form, hours: "")
        _ = form.set(\.hours, to: 5, validating: .hours)  // the stepper's buttons
        #expect(form.numberDrafts.isEmpty && form.messages.isEmpty)
        #expect(form.numberText(of: \.hours, field: .hours, locale: Self.english) == "5")
        Self.set(&form, hours: "")
        _ = form.setNumberText("2", of: \.rests, validating: .rests, locale: Self.english)  // another field
        #expect(Array(form.numberDrafts.keys) == [.hours] && !form.isValid)
    }

    @Test func theRuleOfTextThatIsNoNumber() {
        #expect(FormRules.number(nil) == nil)
        #expect(FormRules.number(FormNumberDraft("1.", locale: Self.english)) == nil)
        #expect(FormRules.number(FormNumberDraft("", locale: Self.english)) == "Enter a number")
        #expect(FormRules.number(FormNumberDraft("-", locale: Self.english), message: "Hours?") == "Hours?")
    }
}
