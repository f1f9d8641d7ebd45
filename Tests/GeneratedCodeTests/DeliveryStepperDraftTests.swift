#if !canImport(UIKit)
import DataSourceRuntime
import Testing

/// A stepper's text that is no number (the engine's `FormNumberDraft`) leaves its field at the last
/// number and fails the field in the engine, so the engine's `isValid`, the model's
/// `validateAll()` and Save refuse while the row shows that text, and ignore it while the row is
/// hidden: `crates` shows for the early shift only (Rules.datasources.json).
@MainActor @Suite struct DeliveryStepperDraftTests {
    typealias Model = DeliveryForm.FormModel

    final class Saved {
        var deliveries: [Delivery] = []
    }

    static func model(saving saved: Saved) -> Model {
        Model(model: .valid, validators: StarsValidator(), onSave: { saved.deliveries.append($0) })
    }

    @Test func saveRefusesAShownStepperTextThatIsNoNumber() {
        let saved = Saved()
        let model = Self.model(saving: saved)
        model.cratesText = "3"
        model.cratesText = ""
        #expect(model.form.messages == [.crates: "Enter a number"] && model.crates == 3)
        #expect(!model.form.isValid && model.form.firstInvalidField == .crates)  // the engine's verdict
        #expect(!model.validateAll() && !model.save() && saved.deliveries.isEmpty)
        model.cratesText = "-"
        #expect(!model.save() && saved.deliveries.isEmpty)
        model.cratesText = "5"
        #expect(model.validateAll() && model.save() && saved.deliveries.map(\.crates) == [5])
    }

    /// A number written otherwise ("5.") is a number: nothing is refused.
    @Test func aNumberWrittenOtherwiseIsSaved() {
        let saved = Saved()
        let model = Self.model(saving: saved)
        model.cratesText = "5."
        #expect(model.cratesText == "5." && model.form.messages.isEmpty && model.form.isValid)
        #expect(model.save() && saved.deliveries.map(\.crates) == [5])
    }

    @Test func aHiddenStepperTextDoesNotStopSave() {
        let saved = Saved()
        let model = Self.model(saving: saved)
        model.cratesText = "x"
        model.update { $0.shift = 1 }
        #expect(model.form.indexPath(of: .crates) == nil && model.cratesText == "x")
        #expect(model.form.isValid && model.validateAll() && model.save() && saved.deliveries.count == 1)
        model.update { $0.shift = 0 }
        #expect(model.form.indexPath(of: .crates) != nil)
        #expect(!model.form.isValid && !model.validateAll() && !model.save() && saved.deliveries.count == 1)
        #expect(model.form.messages == [.crates: "Enter a number"])
    }
}
#endif
