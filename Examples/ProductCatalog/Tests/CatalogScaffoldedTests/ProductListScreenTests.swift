#if !canImport(UIKit)
import CatalogScaffolded
import DataSourceRuntime
import Testing

/// The product list screen (`ProductList`) over the in-memory loader, on the headless host:
/// every aisle pages in, a search narrows every aisle, and each change is one valid update.
@MainActor
@Suite struct ProductListScreenTests {
    @Test func aislesPageInAndASearchNarrowsThem() async throws {
        let loader = ProductCatalogLoader()
        let screen = ProductList.makeScreen { request in try await loader.page(request) }
        var host = HeadlessListHost<Product>()
        host.reloadData(from: screen.state)
        var refusals: [String] = []
        screen.onUpdate = { [unowned screen] update in
            do {
                switch update {
                case .reloadData: host.reloadData(from: screen.state)
                case .batches(let batches):
                    for batch in batches { try host.performBatchUpdates(batch, dataSource: screen.state) }
                }
            } catch {
                refusals.append("\(error)")
            }
        }
        screen.start()
        #expect(await eventually { host.sections.map(\.count) == [2, 2, 2, 1] })
        #expect(host.headerTitles == ["Fresh Produce", "Bakery", "Dairy", "Pantry"])
        screen.searchTextChanged("creme")
        #expect(await eventually { host.sections.map { $0.map(\.name) } == [[], [], ["Crème Fraîche"], []] })
        #expect(screen.state.search == "creme" && refusals.isEmpty)
    }

    /// Waits (up to a few seconds: the search debounce is real time here) until `condition` holds.
    func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
        for _ in 0..<600 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }
}
#endif
