import DataSourceRuntime
import Foundation
import Observation
import Testing

/// The app's weight type the `Pallets` definitions name, whose preview sample they give.
struct Weight: Hashable, Sendable, Codable {
    var kilograms: Double
}

/// The models over an entity with an app-type field (Pallets.datasources.json) work as any other.
@MainActor @Suite struct PalletsModelTests {
    static let pallets = [
        Pallet(id: 1, label: "Flour", weight: Weight(kilograms: 400)),
        Pallet(id: 2, label: "Sugar", weight: Weight(kilograms: 250)),
    ]

    @Test func theEmptyModelsThePreviewsShowShowNothing() {
        #expect(PalletPicker.Model(items: []).shownSections.flatMap(\.rows).isEmpty)
        #expect(PalletTiles.Model(objects: []).shownSections.isEmpty)
        #expect(PalletTable.Model().shownSections.flatMap(\.rows).isEmpty)
    }

    @Test func thePickerSearchesPalletsByLabel() {
        let model = PalletPicker.Model(items: Self.pallets)
        model.searchText = "sug"
        #expect(model.shownSections.flatMap(\.rows).map(\.id) == [2])
    }

    @Test func theFormEditsAPalletKeepingItsWeight() {
        let model = PalletForm.FormModel(model: Self.pallets[0])
        model.label = "Rye flour"
        #expect(model.form.model == Pallet(id: 1, label: "Rye flour", weight: Weight(kilograms: 400)))
    }
}
