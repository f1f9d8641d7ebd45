#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Foundation
import Testing

/// Every field of `Delivery` has a default (Rules.datasources.json), its due date's `"now"` and its
/// reference's `"new"` among them, so a delivery starts as `Delivery()` and its form's model as
/// `DeliveryForm.FormModel(validators:)`, with only the rules that need a choice of the user failing.
@Suite struct DeliveryDefaultsTests {
    @Test func aNewDeliveryIsDueWhenItIsMadeWithAReferenceOfItsOwn() {
        let before = Date()
        let delivery = Delivery()
        let after = Date()
        #expect(before <= delivery.due && delivery.due <= after)
        #expect(Delivery().reference != delivery.reference)
        #expect(!delivery.agreed && delivery.inspectedOn == nil && delivery.load == 5 && delivery.helpers.isEmpty)
    }

    /// On the headless host, Save on a new delivery shows the messages of the rows the user has to
    /// fill in, and none of those its defaults satisfy (the due date among them).
    @Test func aFormOverANewDeliveryAsksForWhatHasNoDefault() throws {
        var form = FormScheme<DeliveryForm>(model: Delivery(), validators: StarsValidator())
        var host = HeadlessListHost<FormRow<DeliveryForm.Field>>(rules: .tableView)
        host.reloadData(from: form)
        try host.apply(form.validateAll(), from: form)
        // `gate` must keep one choice and starts with none: a default collection is empty.
        let expected: [DeliveryForm.Field: String] = [
            .agreed: "Accept the terms", .inspectedOn: "Required", .helpers: "Required", .gate: "Required",
        ]
        #expect(form.messages == expected)
        #expect(
            Dictionary(
                uniqueKeysWithValues: host.sections.joined().compactMap { row in
                    row.message.map { (row.id, $0) }
                }) == expected)
        try host.apply(
            form.update { $0 = Delivery(agreed: true, inspectedOn: $0.due, helpers: [1], gate: [1]) }, from: form)
        try host.apply(form.validateAll(), from: form)
        #expect(form.isValid && form.messages.isEmpty)
    }

    /// The observable model starts from `Delivery()` too, and the set of choices Fiori SwiftUI's
    /// destination binds cannot leave the helpers empty unnoticed.
    @MainActor @Test func theFormModelStartsAsANewDelivery() {
        let model = DeliveryForm.FormModel(validators: StarsValidator())
        #expect(model.helpers.isEmpty && model.form.messages.isEmpty)
        model.helpersSelections = [2, 0]
        #expect(model.helpers == [0, 2] && model.form.messages.isEmpty)
        model.helpersSelections = []
        #expect(model.helpers.isEmpty && model.form.messages == [.helpers: "Required"])
    }

    /// `gate`, a list picker of one choice that must stay (`"multiple": false, "emptyAllowed":
    /// false`): Fiori SwiftUI's `ListPickerDestination` binds `gateSelection`, whose `nil` (a tap
    /// on the chosen row) keeps the choice, telling the field's observers once so the list shows
    /// it kept again, as SwiftUI's `tapChoice(gate:)` does.
    @MainActor @Test func aChoiceThatMustStayIsKeptWhenItsSelectionIsCleared() {
        let model = DeliveryForm.FormModel(validators: StarsValidator())
        model.gateSelection = 1
        #expect(model.gate == [1] && model.gateSelection == 1 && model.form.messages.isEmpty)
        let gate = ObservationCounter { _ = model.gate }
        model.gateSelection = nil
        #expect(model.gate == [1] && model.gateSelection == 1 && gate.take() == 1)
        #expect(model.form.messages.isEmpty)
        model.tapChoice(gate: 1)
        #expect(model.gate == [1] && gate.take() == 1)
        model.gateSelection = 0
        #expect(model.gate == [0] && model.gateSelection == 0 && gate.take() == 1)
    }
}
#endif
