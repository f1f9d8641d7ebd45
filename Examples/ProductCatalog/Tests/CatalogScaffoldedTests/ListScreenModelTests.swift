import CatalogScaffolded
import DataSourceRuntime
import DataSourceRuntimeTesting
import Observation
import Testing

/// The SwiftUI model of the committed `ProductList` (`"swiftui"` in the definitions), on any
/// platform and a manual clock: what `ProductListScreen` binds to.
@MainActor @Suite struct ListScreenModelTests {
    @Test func aislesPageInAndASearchNarrowsThemThroughTheModel() async {
        let clock = ManualClock()
        let loader = ProductCatalogLoader()
        let model = ProductList.Model(clock: clock) { request in try await loader.page(request) }
        model.start()
        await model.refresh()
        #expect(model.shownSections.map(\.items.count) == [2, 2, 2, 1])
        #expect(model.shownSections.map(\.title) == ["Fresh Produce", "Bakery", "Dairy", "Pantry"])
        model.searchText = "creme"
        await clock.sleepers(atLeast: 1)
        #expect(model.shownSections.map(\.items.count) == [2, 2, 2, 1], "nothing changes before the debounce")
        clock.advance(by: ProductList.debounce)
        await model.refresh()
        #expect(model.shownSections.map { $0.items.map(\.name) } == [[], [], ["Crème Fraîche"], []])
        #expect(model.state.search == "creme" && model.emptyStateText == nil)
    }
}
