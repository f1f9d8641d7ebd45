import CatalogScaffolded
import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The product list screen (`ProductList`) over the in-memory loader, on the headless host and a
/// manual clock: every aisle pages in, a search narrows every aisle once its debounce has passed,
/// and each change is one valid update. Nothing waits for real time.
@MainActor
@Suite struct ProductListScreenTests {
    @Test func aislesPageInAndASearchNarrowsThem() async throws {
        let clock = ManualClock()
        let loader = ProductCatalogLoader()
        let screen = ProductList.makeScreen(clock: clock) { request in try await loader.page(request) }
        let shown = HeadlessListScreenHost(following: screen, rules: .tableView)

        screen.start()
        await screen.settled()
        #expect(shown.host.sections.map(\.count) == [2, 2, 2, 1])
        #expect(shown.host.headerTitles == ["Fresh Produce", "Bakery", "Dairy", "Pantry"])

        screen.searchTextChanged("creme")
        await clock.sleepers(atLeast: 1)
        #expect(shown.host.sections.map(\.count) == [2, 2, 2, 1], "nothing changes before the debounce")
        clock.advance(by: ProductList.debounce)
        await screen.settled()
        #expect(shown.host.sections.map { $0.map(\.name) } == [[], [], ["Crème Fraîche"], []])
        #expect(screen.state.search == "creme")
        #expect(shown.refusals.isEmpty)
    }
}
