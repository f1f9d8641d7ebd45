#if !canImport(UIKit)
import CatalogScaffolded
import DataSourceRuntime
import Foundation
import Testing

/// The restock request form (`RestockRequestForm`) on the headless host, filled in as a user
/// would: "Save" shows what is missing, each edit clears its own message, and marking the request
/// urgent shows the urgent-delivery section with its own required field.
@Suite struct RestockRequestFormTests {
    struct StaffAddresses: RestockRequestForm.Validating {
        func checkContact(_ value: String) -> String? { value.hasSuffix("@example.com") ? nil : "Use a staff address" }
    }

    static func apply(
        _ update: ListUpdate, to host: inout HeadlessListHost<FormRow<RestockRequestForm.Field>>,
        from form: FormScheme<RestockRequestForm>
    ) throws {
        switch update {
        case .reloadData: host.reloadData(from: form)
        case .batches(let batches): for batch in batches { try host.performBatchUpdates(batch, dataSource: form) }
        }
    }

    @Test func fillingInARequest() throws {
        let blank = RestockRequest(
            title: "", notes: nil, requestID: "RR-7", contact: "", store: "Harbour Street", isUrgent: false,
            discount: 0,
            cases: 1, supplierRating: 0, deliverBy: Date(timeIntervalSince1970: 0), unloadingTime: 900, priority: 1,
            aisle: .bakery, storage: [], products: [])
        var form = FormScheme<RestockRequestForm>(model: blank, validators: StaffAddresses())
        var host = HeadlessListHost<FormRow<RestockRequestForm.Field>>()
        host.reloadData(from: form)
        #expect(host.headerTitles == [nil, "Order", "Photos"])

        try Self.apply(form.validateAll(), to: &host, from: form)
        #expect(Set(form.messages.keys) == [.title, .contact, .products])
        #expect(host.sections[0][0].message == "Required")

        try Self.apply(form.set(\.title, to: "Sourdough shortage", validating: .title), to: &host, from: form)
        try Self.apply(form.set(\.contact, to: "sam@example.org", validating: .contact), to: &host, from: form)
        #expect(form.messages[.contact] == "Use a staff address")
        try Self.apply(form.set(\.contact, to: "sam@example.com", validating: .contact), to: &host, from: form)
        try Self.apply(form.set(\.products, to: [0, 2], validating: .products), to: &host, from: form)
        #expect(form.messages.isEmpty && form.isValid)

        try Self.apply(form.set(\.isUrgent, to: true, validating: .isUrgent), to: &host, from: form)
        #expect(host.headerTitles == [nil, "Order", "Urgent delivery", "Photos"])
        #expect(form.firstInvalidField == .storage)
        try Self.apply(form.set(\.storage, to: [1], validating: .storage), to: &host, from: form)
        #expect(form.isValid && form.model.storage == [1])
    }
}
#endif
