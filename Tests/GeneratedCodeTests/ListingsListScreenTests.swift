#if !canImport(UIKit)
import DataSourceRuntime
import Testing

/// The generated list screens (Listings.datasources.json): their sections, headers and paging
/// settings, the search of their search fields, and a running screen paging an in-memory
/// catalogue through the generated declarations.
@MainActor
@Suite struct ListingsListScreenTests {
    nonisolated static let catalogue = (0..<45).map { index in
        Listing(
            sku: "s\(index)", name: index.isMultiple(of: 5) ? "Café crème \(index)" : "Tea \(index)",
            maker: index.isMultiple(of: 2) ? "Brew & Co" : nil, shelf: index < 30 ? .top : .bottom)
    }

    @Test func declarationsFollowTheDefinitions() {
        #expect(ListingList.sections == [.top, .bottom])
        #expect(ListingList.headers == [.top: "Top shelf", .bottom: "Bottom shelf"])
        #expect(ListingList.pageSize == 20 && ListingList.debounce == .milliseconds(250) && ListingList.isSearchEnabled)
        #expect(ListingList.emptyText == "Nothing on the shelves")
        #expect(
            OrderList.sections == [.all] && OrderList.headers.isEmpty && OrderList.pageSize == 50
                && OrderList.emptyText == nil)
    }

    @Test func searchLooksAtTheSearchFieldsAsPickersDo() {
        let item = Listing(sku: "x", name: "Café crème", maker: "Brew & Co", shelf: .top)
        #expect(ListingList.matches(item, search: "  cafe "))
        #expect(ListingList.matches(item, search: "brew"))
        #expect(!ListingList.matches(item, search: "tea"))
        #expect(!ListingList.matches(Listing(sku: "y", name: "Tea", maker: nil, shelf: .top), search: "brew"))
        #expect(ListingList.matches(item, search: ""))
    }

    /// The app's loader: the catalogue filtered and paged in memory.
    nonisolated static func page(_ request: ListingList.Request) -> [Listing] {
        let shelf = catalogue.filter {
            $0.shelf == request.section && ListingList.matches($0, search: request.search ?? "")
        }
        return Array(shelf[request.range.clamped(to: 0..<shelf.count)])
    }

    @Test func aScreenPagesTheCatalogueInThroughTheLoader() async throws {
        let screen = ListingList.makeScreen { request in Self.page(request) }
        var host = HeadlessListHost<Listing>()
        host.reloadData(from: screen.state)
        var refusals: [String] = []
        screen.onUpdate = { [unowned screen] update in
            do { try host.applyListUpdate(update, from: screen.state) } catch { refusals.append("\(error)") }
        }
        screen.start()
        #expect(await eventually { host.sections.map(\.count) == [20, 15] })
        screen.reachedEnd(of: .top)
        #expect(await eventually { host.sections.map(\.count) == [30, 15] })
        #expect(screen.state.isComplete(.top) && refusals.isEmpty)
        #expect(host.headerTitles == ["Top shelf", "Bottom shelf"])
    }

    /// Waits (up to about two seconds) until `condition` holds.
    func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
        for attempt in 0..<2_000 {
            if condition() { return true }
            if attempt.isMultiple(of: 10) { try? await Task.sleep(for: .milliseconds(1)) } else { await Task.yield() }
        }
        return condition()
    }
}

extension HeadlessListHost {
    /// Applies `update` as a table view does, `dataSource` answering for the data after it.
    mutating func applyListUpdate<D: ListHostDataSource>(_ update: ListUpdate, from dataSource: D)
        throws(ListHostInconsistency)
    where D.Cell == Cell {
        try apply(update, from: dataSource)
    }
}
#endif
