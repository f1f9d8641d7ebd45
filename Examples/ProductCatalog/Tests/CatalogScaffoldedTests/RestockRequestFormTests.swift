import CatalogScaffolded
import DataSourceRuntime
import DataSourceRuntimeTesting
import Foundation
import Testing

/// The restock request form (`RestockRequestForm`) on the headless host, filled in as a user
/// would: "Save" shows what is missing, each edit clears its own message, and marking the request
/// urgent shows the urgent-delivery section with its own required field.
@Suite struct RestockRequestFormTests {
    @Test func fillingInARequest() throws {
        let blank = RestockRequest(
            title: "", notes: nil, requestID: "RR-7", contact: "", store: "Harbour Street", isUrgent: false,
            discount: 0,
            cases: 1, supplierRating: 0, deliverBy: Date(timeIntervalSince1970: 0), unloadingTime: 900, priority: 1,
            aisle: .bakery, storage: [], products: [])
        var form = FormScheme<RestockRequestForm>(model: blank)
        var host = HeadlessListHost<FormRow<RestockRequestForm.Field>>(rules: .tableView)
        host.reloadData(from: form)
        #expect(host.headerTitles == [nil, "Order", "Photos"])

        try host.apply(form.validateAll(), from: form)
        #expect(Set(form.messages.keys) == [.title, .contact, .products])
        #expect(host.sections[0][0].message == "Required")

        try host.apply(form.set(\.title, to: "Sourdough shortage", validating: .title), from: form)
        try host.apply(form.set(\.contact, to: "sam@example.org", validating: .contact), from: form)
        #expect(form.messages[.contact] == "Use your staff address")
        try host.apply(form.set(\.contact, to: "sam@example.com", validating: .contact), from: form)
        try host.apply(form.set(\.products, to: [0, 2], validating: .products), from: form)
        #expect(form.messages.isEmpty && form.isValid)

        try host.apply(form.set(\.isUrgent, to: true, validating: .isUrgent), from: form)
        #expect(host.headerTitles == [nil, "Order", "Urgent delivery", "Photos"])
        #expect(form.firstInvalidField == .storage)
        try host.apply(form.set(\.storage, to: [1], validating: .storage), from: form)
        #expect(form.isValid && form.model.storage == [1])
    }
}
