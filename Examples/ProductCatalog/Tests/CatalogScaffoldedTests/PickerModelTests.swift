import CatalogScaffolded
import DataSourceRuntime
import Observation
import Testing

/// The SwiftUI model of the committed `ProductPicker` (`"swiftui"` in the definitions), on any
/// platform: what `ProductPickerScreen` binds to.
@MainActor @Suite struct PickerModelTests {
    @Test func searchAndSelectionGoThroughThePicker() {
        let model = ProductPicker.Model(items: Catalog.products)
        model.searchText = "ched"
        #expect(model.shownSections.flatMap(\.rows).map(\.item.name) == ["Cheddar"])
        let cheddar = model.shownSections[0].rows[0].id
        model.selection.insert(cheddar)
        model.searchText = ""
        #expect(model.selection == [cheddar] && model.picker.selectionDescription() == "Cheddar")
        model.selectAll()
        #expect(model.selection.count == Catalog.products.count)
    }
}
