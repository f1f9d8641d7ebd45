#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Foundation
import Observation
import Testing

/// The generated list screens' SwiftUI models (`"platforms": ["swiftui"]` in
/// Listings.datasources.json): every decision is the screen's, and observers of `state` hear of a
/// change exactly when the rows, a section's phase or the selection change; typing that is still
/// debouncing and a stale answer change nothing shown, so they tell no one. Nothing polls: a
/// test awaits a request (`GatedLoads.waitFor(_:among:)`), the debounce's sleep, the screen's
/// loads (`settled()`) or a count of its events (`EventCount`), after checking that what it
/// awaits is under way, so a broken screen fails the test instead of leaving it waiting.
@MainActor @Suite struct ListScreenModelTests {
    typealias Listings = ListingsListScreenTests
    struct LoadFailed: Error {}

    /// What a view of the screen shows: each section's rows and phase, and the selection.
    static func shown<S: Hashable, I: Identifiable & Equatable & Sendable>(_ state: ListScreenState<S, I>) -> [String]
    where I.ID: Sendable {
        state.sections.map { "\($0): \(state.items(in: $0).map(\.id)) \(state.phase(of: $0))" }
            + ["\(state.selection.map { "\($0)" }.sorted())"]
    }

    /// A screen over the catalogue, failing the requests `failing` picks.
    static func catalogueScreen(
        clock: ManualClock, failing: @escaping @Sendable (ListingList.Request) -> Bool = { _ in false }
    ) -> ListScreen<Shelf, Listing, ManualClock> {
        ListingList.makeScreen(clock: clock) { request in
            if failing(request) { throw LoadFailed() }
            return Listings.page(request)
        }
    }

    /// A model over a catalogue screen the test keeps, to wait for it with `settled()`.
    static func listings(
        clock: ManualClock, failing: @escaping @Sendable (ListingList.Request) -> Bool = { _ in false }
    ) -> (ListingList.Model<ManualClock>, ListScreen<Shelf, Listing, ManualClock>) {
        let screen = catalogueScreen(clock: clock, failing: failing)
        return (ListingList.Model(screen: screen), screen)
    }

    @Test func typingThatIsStillDebouncingPublishesTheTextButNoRows() async throws {
        let clock = ManualClock()
        let (model, screen) = Self.listings(clock: clock)
        model.start()
        await screen.settled()
        let rows = ObservationCounter { _ = model.shownSections }
        let text = ObservationCounter { _ = model.searchText }
        for typed in ["c", "cr", "crè", "crème"] {
            model.searchText = typed
            try #require(screen.isDebouncing)
            await clock.sleepers(atLeast: 1)
            #expect(text.take() == 1 && rows.take() == 0)
        }
        model.searchText = "crème"
        #expect(text.take() == 0)
        clock.advance(by: ListingList.debounce - .milliseconds(1))
        #expect(rows.take() == 0 && model.shownSections.map(\.items.count) == [20, 15])
        clock.advance(by: .milliseconds(1))
        try #require(clock.sleeperCount == 0)  // the debounce's sleep has ended: settling ends
        await screen.settled()
        #expect(rows.take() == 1 && model.shownSections.map(\.items.count) == [6, 3])
    }

    @Test func aStaleAnswerPublishesNothing() async throws {
        let clock = ManualClock()
        let loads = GatedLoads<Listing>()
        let screen = ListingList.makeScreen(clock: clock) { try await loads.answer(to: $0) }
        let model = ListingList.Model(screen: screen)
        let events = EventCount()
        let modelOnChange = screen.onChange
        screen.onChange = {
            modelOnChange()
            events.record()
        }
        model.start()
        try await loads.waitFor(2, among: screen.loadsInFlight)
        let observed = ObservationCounter { _ = model.state }
        model.searchText = "tea"
        try #require(screen.isDebouncing)
        await clock.sleepers(atLeast: 1)
        clock.advance(by: ListingList.debounce)
        try #require(clock.sleeperCount == 0)  // the debounce's sleep has ended: its search runs next
        await screen.debounced()
        try await loads.waitFor(4, among: screen.loadsInFlight)  // the search replaced requests 1 and 2
        #expect(observed.take() == 0, "first pages loading, then the search's: the same phases")
        let before = events.value
        try loads.give(1, .success([Listings.catalogue[0]]))
        await events.reach(before + 1)  // the stale answer has reached the screen
        #expect(observed.take() == 0 && model.shownSections[0].items.isEmpty)
        try loads.give(3, .success([Listings.catalogue[1]]))
        try loads.give(4, .success([]))
        try await screen.settled(answeredBy: loads)
        #expect(observed.take() == 1 && model.shownSections.map { $0.items.map(\.sku) } == [["s1"], []])
    }

    @Test func refreshReturnsOnceTheRefreshedPagesAreShown() async throws {
        let loads = GatedLoads<Order>()
        let screen = OrderList.makeScreen(clock: ManualClock()) { try await loads.answer(to: $0) }
        let model = OrderList.Model(screen: screen)
        model.start()
        try await loads.waitFor(1, among: screen.loadsInFlight)
        try loads.give(1, .success([Order.named(1, "one")]))
        try await screen.settled(answeredBy: loads)
        #expect(model.state.phase(of: .all) == .loaded)
        let started = EventCount()
        let refreshing = Task {
            started.record()
            await model.refresh()
        }
        // The task holds the main actor from here until the refresh waits: it has refreshed.
        await started.reach(1)
        try await loads.waitFor(2, among: screen.loadsInFlight)
        #expect(model.state.isLoadingFirstPages && model.shownSections[0].items.map(\.id) == [1])
        try loads.give(2, .success([Order.named(1, "one"), Order.named(3, "three")]))
        try #require(screen.loadsUnanswered(by: loads).isEmpty)  // the refresh's settling ends
        await refreshing.value
        #expect(!model.state.isLoadingFirstPages && model.shownSections[0].items.map(\.id) == [1, 3])
    }

    @Test func aFailedSectionShowsItsFailureUntilRetried() async throws {
        let clock = ManualClock()
        let failing = Failing()
        let (model, screen) = Self.listings(clock: clock) { request in failing.contains(request.section) }
        failing.set([.bottom])
        model.start()
        await screen.settled()
        #expect(model.shownSections.map(\.phase) == [.loaded, .failed(message: String(describing: LoadFailed()))])
        let observed = ObservationCounter { _ = model.shownSections }
        failing.set([])
        model.retry(.bottom)
        #expect(observed.take() == 1)
        await screen.settled()
        #expect(observed.take() == 1 && model.shownSections.map(\.items.count) == [20, 15])
        model.rowAppeared("s5")  // not the last row: nothing
        #expect(observed.take() == 0)
        model.rowAppeared(try #require(model.shownSections[0].items.last).id)
        await screen.settled()
        #expect(observed.take() == 1 && model.shownSections.map(\.items.count) == [30, 15])
    }

    @Test func nothingFoundShowsTheEmptyText() async throws {
        let clock = ManualClock()
        let (model, screen) = Self.listings(clock: clock)
        model.start()
        #expect(model.emptyStateText == nil)
        model.searchText = "zz"
        try #require(screen.isDebouncing)
        await clock.sleepers(atLeast: 1)
        clock.advance(by: ListingList.debounce)
        try #require(clock.sleeperCount == 0)
        await screen.settled()
        #expect(model.emptyStateText == "Nothing on the shelves")
        let ordersScreen = OrderList.makeScreen(clock: ManualClock()) { _ in [] }
        let orders = OrderList.Model(screen: ordersScreen)
        orders.start()
        await ordersScreen.settled()
        #expect(orders.emptyStateText == "No results")
    }

    @Test func startsOnceAndAddsDeletesAndSelectsThroughTheScreen() async throws {
        let clock = ManualClock()
        let requests = Counter()
        let deleted = Counter()
        let screen = ListingList.makeScreen(clock: clock) { request in
            requests.increment()
            return Listings.page(request)
        }
        var repeated: [Listing] = []
        screen.onDuplicates = { repeated += $0 }
        let model = ListingList.Model(screen: screen) { listing in
            if listing.sku == "s1" { throw LoadFailed() }
            deleted.increment()
        }
        var failedDeletes: [String] = []
        model.onDeleteFailure = { listing, _ in failedDeletes.append(listing.sku) }
        model.start()
        model.start()
        await screen.settled()
        #expect(requests.value == 2 && model.canDelete)
        let observed = ObservationCounter { _ = model.state }
        model.add(Listing(sku: "new", name: "Tea new", maker: nil, shelf: .bottom), to: .bottom)
        #expect(observed.take() == 1 && model.shownSections[1].items.first?.sku == "new")
        model.add(Listings.catalogue[0], to: .bottom)
        #expect(observed.take() == 0 && repeated.map(\.sku) == ["s0"])
        model.selection = ["s3", "new"]
        #expect(observed.take() == 1 && model.selection == ["s3", "new"])
        model.selection = ["new", "s3"]
        #expect(observed.take() == 0)
        await model.delete(Listings.catalogue[1])
        #expect(observed.take() == 0 && failedDeletes == ["s1"])
        await model.delete(Listings.catalogue[3])
        #expect(observed.take() == 1 && model.selection == ["new"] && deleted.value == 1)
        // Offsets as a list's swipe or Edit gives them: of the rows shown, one past the end ignored.
        let bottom = model.shownSections[1].items.map(\.sku)
        try #require(bottom.count >= 3 && !bottom.contains("s1"))
        await model.delete(atOffsets: [0, 2, bottom.count], in: .bottom)
        #expect(observed.take() == 1 && deleted.value == 3 && model.selection.isEmpty)
        #expect(model.shownSections[1].items.map(\.sku) == [bottom[1]] + bottom.dropFirst(3))
        model.remove("nothing")
        #expect(observed.take() == 0)
        #expect(!ListingList.Model(clock: clock) { _ in [] }.canDelete)
    }
}

extension Order {
    /// An order of `summary` for a customer the tests do not look at.
    static func named(_ id: Int, _ summary: String) -> Order {
        Order(
            id: id, summary: summary,
            customer: Customer(name: "Pat", address: Address(street: "1 Quay", city: "Hull"), orders: []),
            courier: nil)
    }
}
#endif
