import CatalogScaffolded
import DataSourceRuntime
import Foundation
import Observation
import Testing

/// The SwiftUI model of the committed `RestockRequestForm` (`"swiftui"` and `"fiori-swiftui"` in the
/// definitions), on any platform: what `RestockRequestScreen` and `RestockRequestFioriScreen` bind
/// to. Edits go through the form's engine, the Fiori controls' conversions too.
@MainActor @Suite struct RestockRequestFormModelTests {
    @Test func fillingInARequestThroughTheModel() {
        let model = RestockRequestForm.FormModel(
            model: RestockRequest(
                requestID: "RR-7", store: "Harbour Street", deliverBy: Date(timeIntervalSince1970: 0)),
            pickers: .init(products: .init(items: Catalog.products)))
        #expect(model.sections.map(\.header) == [nil, "Order", "Photos"])
        #expect(!model.validateAll())
        #expect(Set(model.form.messages.keys) == [.title, .contact, .products])
        model.title = "Sourdough shortage"
        model.contact = "sam@example.org"
        #expect(model.sections[0].rows.first { $0.id == .contact }?.message == "Use your staff address")
        model.contact = "sam@example.com"
        model.pickers.products.searchText = "ched"
        let cheddar = model.pickers.products.shownSections[0].rows[0].id
        model.products = [cheddar]
        #expect(model.form.messages.isEmpty && model.form.isValid)
        model.isUrgent = true
        #expect(model.sections.map(\.header) == [nil, "Order", "Urgent delivery", "Photos"])
        #expect(!model.validateAll() && model.form.firstInvalidField == .storage)
    }

    /// The screens' Save (`onSave: RestockOrders.submit`): nothing is sent while a field fails,
    /// and the request as edited once all pass.
    @Test func saveSendsTheRequestOnlyOnceItIsValid() {
        var sent: [RestockRequest] = []
        let model = RestockRequestForm.FormModel(
            model: .harbourStreet, pickers: .init(products: .init(items: Catalog.products)), onSave: { sent.append($0) }
        )
        #expect(!model.save() && sent.isEmpty && Set(model.form.messages.keys) == [.title, .contact, .products])
        model.title = "Sourdough shortage"
        model.contact = "sam@example.com"
        model.products = [0]
        #expect(model.save() && sent.map(\.title) == ["Sourdough shortage"] && model.form.messages.isEmpty)
        let before = RestockOrders.sent.count
        RestockOrders.submit(sent[0])
        #expect(RestockOrders.sent.count == before + 1 && RestockOrders.sent.last?.contact == "sam@example.com")
    }

    /// What the SwiftUI and Fiori screens hand the attachments row's items to: `keep` keeps them in
    /// `ShelfPhotos` and names each in the request's `photos`, which the form checks (at most 4).
    @Test func keepingThePhotosTheAttachmentsRowPicks() {
        let model = RestockRequestForm.FormModel(model: .harbourStreet)
        model.keep(["front", "back"])
        #expect(model.photos == ["photo-1.jpg", "photo-2.jpg"].map(ShelfPhotos.folder.appendingPathComponent))
        #expect(ShelfPhotos.picked as? [String] == ["front", "back"] && model.form.messages[.photos] == nil)
        model.keep(Array(repeating: "shelf", count: 5))
        #expect(model.photos.count == 5 && model.form.messages[.photos] == "At most 4 attachments")
    }

    @Test func theFioriControlsEditThroughTheEngine() {
        let model = RestockRequestForm.FormModel(
            model: RestockRequest(
                requestID: "RR-8", store: "Harbour Street", deliverBy: Date(timeIntervalSince1970: 0)),
            pickers: .init(products: .init(items: Catalog.products)))
        model.casesText = "999"  // the stepper's text: written, and the range rule's message shows
        #expect(model.cases == 999 && model.form.messages[.cases] == "Between 1.0 and 50.0")
        model.casesText = "a dozen"  // kept as typed, the number unchanged, until the text is a number
        #expect(model.cases == 999 && model.casesText == "a dozen" && model.form.messages[.cases] == "Enter a number")
        model.casesText = "12.5"  // between two of the stepper's steps (of 1, from its `min`, 1)
        #expect(model.cases == 12.5 && model.form.messages[.cases] == "In steps of 1.0 from 1.0")
        model.casesText = "12"
        #expect(model.cases == 12 && model.form.messages[.cases] == nil)
        model.aisleSelectedIndex = 2
        #expect(model.aisle == .dairy)
        model.unloadingTimeMinutes = -15  // no duration picker goes below zero
        #expect(model.unloadingTime == -900 && model.form.messages[.unloadingTime] == "Between 0 min and 23 h 45 min")
        model.unloadingTimeMinutes = 30
        #expect(model.unloadingTime == 1_800 && model.form.messages[.unloadingTime] == nil)
        model.productsSelections = [3, 1]
        model.productsSelections = [3, 1, 0]
        #expect(model.products == [1, 3, 0] && model.form.messages[.products] == nil)
    }
}
