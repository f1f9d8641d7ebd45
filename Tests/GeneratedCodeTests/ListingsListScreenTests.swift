#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
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
        let clock = ManualClock()
        let screen = ListingList.makeScreen(clock: clock) { request in Self.page(request) }
        let shown = HeadlessListScreenHost(following: screen, rules: .tableView)
        screen.start()
        await screen.settled()
        #expect(shown.host.sections.map(\.count) == [20, 15])
        screen.reachedEnd(of: .top)
        await screen.settled()
        #expect(shown.host.sections.map(\.count) == [30, 15])
        #expect(screen.state.isComplete(.top) && shown.refusals.isEmpty)
        #expect(shown.host.headerTitles == ["Top shelf", "Bottom shelf"])

        screen.searchTextChanged("crème")
        try #require(screen.isDebouncing)  // checked before each wait: a broken screen fails, not hangs
        await clock.sleepers(atLeast: 1)
        clock.advance(by: ListingList.debounce)
        try #require(clock.sleeperCount == 0)
        await screen.settled()
        #expect(shown.host.sections.map(\.count) == [6, 3], "every fifth listing is a café crème")
        #expect(shown.refusals.isEmpty)
    }

    /// What the screen's add and delete handlers and the selection do, each one valid update.
    @Test func addDeleteAndSelectionChangeTheScreenAsOneUpdateEach() async throws {
        let screen = ListingList.makeScreen(clock: ManualClock()) { request in Self.page(request) }
        let shown = HeadlessListScreenHost(following: screen, rules: .tableView)
        screen.start()
        await screen.settled()
        let new = Listing(sku: "new", name: "Tea new", maker: nil, shelf: .bottom)
        screen.add(new, to: .bottom)
        #expect(shown.host.sections[1].first?.sku == "new" && shown.host.sections.map(\.count) == [20, 16])
        var repeated: [Listing] = []
        screen.onDuplicates = { repeated += $0 }
        screen.add(Self.catalogue[0], to: .bottom)  // already shown on the top shelf: refused, reported
        #expect(repeated.map(\.sku) == ["s0"] && shown.host.sections.map(\.count) == [20, 16])
        screen.setSelected(true, "s3")
        screen.setSelected(true, "new")
        screen.setSelected(false, "s3")
        #expect(screen.state.selection == ["new"])
        screen.delete("new")
        #expect(shown.host.sections.map(\.count) == [20, 15] && screen.state.selection.isEmpty)
        screen.delete("nothing")  // unknown: nothing changes
        #expect(shown.host.sections.map(\.count) == [20, 15] && shown.refusals.isEmpty)
    }
}
#endif
