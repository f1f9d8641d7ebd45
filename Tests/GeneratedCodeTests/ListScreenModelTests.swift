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
/// test awaits a request (`GatedLoads.waitFor(_:)`), the debounce's sleep, the screen's loads
/// (`settled()`) or a count of its events (`EventCount`).
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

    @Test func typingThatIsStillDebouncingPublishesTheTextButNoRows() async {
        let clock = ManualClock()
        let (model, screen) = Self.listings(clock: clock)
        model.start()
        await screen.settled()
        let rows = ObservationCounter { _ = model.shownSections }
        let text = ObservationCounter { _ = model.searchText }
        for typed in ["c", "cr", "crè", "crème"] {
            model.searchText = typed
            await clock.sleepers(atLeast: 1)
            #expect(text.take() == 1 && rows.take() == 0)
        }
        model.searchText = "crème"
        #expect(text.take() == 0)
        clock.advance(by: ListingList.debounce - .milliseconds(1))
        #expect(rows.take() == 0 && model.shownSections.map(\.items.count) == [20, 15])
        clock.advance(by: .milliseconds(1))
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
        await loads.waitFor(2)
        let observed = ObservationCounter { _ = model.state }
        model.searchText = "tea"
        await clock.sleepers(atLeast: 1)
        clock.advance(by: ListingList.debounce)
        await loads.waitFor(4)  // the search replaced requests 1 and 2
        #expect(observed.take() == 0, "first pages loading, then the search's: the same phases")
        let before = events.value
        loads.give(1, .success([Listings.catalogue[0]]))
        await events.reach(before + 1)  // the stale answer has reached the screen
        #expect(observed.take() == 0 && model.shownSections[0].items.isEmpty)
        loads.give(3, .success([Listings.catalogue[1]]))
        loads.give(4, .success([]))
        await screen.settled()
        #expect(observed.take() == 1 && model.shownSections.map { $0.items.map(\.sku) } == [["s1"], []])
    }

    @Test func refreshReturnsOnceTheRefreshedPagesAreShown() async {
        let loads = GatedLoads<Order>()
        let screen = OrderList.makeScreen(clock: ManualClock()) { try await loads.answer(to: $0) }
        let model = OrderList.Model(screen: screen)
        model.start()
        await loads.waitFor(1)
        loads.give(1, .success([Order.named(1, "one")]))
        await screen.settled()
        #expect(model.state.phase(of: .all) == .loaded)
        let refreshing = Task { await model.refresh() }
        await loads.waitFor(2)
        #expect(model.state.isLoadingFirstPages && model.shownSections[0].items.map(\.id) == [1])
        loads.give(2, .success([Order.named(1, "one"), Order.named(3, "three")]))
        await refreshing.value
        #expect(!model.state.isLoadingFirstPages && model.shownSections[0].items.map(\.id) == [1, 3])
    }

    @Test func aFailedSectionShowsItsFailureUntilRetried() async {
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
        model.rowAppeared(model.shownSections[0].items.last!.id)
        await screen.settled()
        #expect(observed.take() == 1 && model.shownSections.map(\.items.count) == [30, 15])
    }

    @Test func nothingFoundShowsTheEmptyText() async {
        let clock = ManualClock()
        let (model, screen) = Self.listings(clock: clock)
        model.start()
        #expect(model.emptyStateText == nil)
        model.searchText = "zz"
        await clock.sleepers(atLeast: 1)
        clock.advance(by: ListingList.debounce)
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

    /// Seeded random actions through a model and straight on a screen over the same loader and
    /// clock steps: the two show the same after every step, and observers heard of a step exactly
    /// when something the screen shows changed during it.
    @Test(arguments: 0..<12)
    func theModelIsTheScreenAndNotifiesExactlyOnChange(seed: UInt64) async {
        var generator = SplitMix64(seed: 0x11_5C2E_0000 + seed)
        func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        let failureRate = 3 + Int(seed % 4)
        let failing: @Sendable (ListingList.Request) -> Bool = { ($0.id * 7 + Int(seed)) % failureRate == 0 }
        let (modelClock, clock) = (ManualClock(), ManualClock())
        let (model, modelScreen) = Self.listings(clock: modelClock, failing: failing)
        let screen = Self.catalogueScreen(clock: clock, failing: failing)
        var last = Self.shown(screen.state)
        var changed = false
        screen.onChange = {
            let now = Self.shown(screen.state)
            if now != last { changed = true }
            last = now
        }
        let observed = ObservationCounter { _ = model.state }
        model.start()
        screen.start()
        var typed = ""
        var notified = 0
        for step in 0..<40 {
            switch step == 0 ? -1 : below(7) {
            case -1:
                break
            case 0:
                for _ in 0...below(3) {
                    let text = ["", "c", "cr", "tea", "brew", "zz", "crème"][below(7)]
                    guard text != typed else { continue }
                    typed = text
                    model.searchText = text
                    screen.searchTextChanged(text)
                    await modelClock.sleepers(atLeast: 1)
                    await clock.sleepers(atLeast: 1)
                }
                modelClock.advance(by: ListingList.debounce)
                clock.advance(by: ListingList.debounce)
            case 1:
                let section = ListingList.sections[below(2)]
                if let last = model.state.items(in: section).last {
                    model.rowAppeared(last.id)
                    screen.reachedEnd(of: section)
                }
            case 2:
                await model.refresh()
                screen.refresh()
            case 3:
                let section = ListingList.sections[below(2)]
                model.retry(section)
                screen.retry(section)
            case 4:
                let fromCatalogue = below(2) == 0
                let listing =
                    fromCatalogue
                    ? Listings.catalogue[below(45)] : Listing(sku: "n\(step)", name: "Tea", maker: nil, shelf: .top)
                // A catalogue listing goes to its own shelf. Added to the other one, it would be in
                // both sections' pages after a refresh, and which load answers first decides where it
                // stays: the two screens' loads race each other, so they could rightly differ.
                let other = ListingList.sections[below(2)]
                let section = fromCatalogue ? listing.shelf : other
                model.add(listing, to: section)
                screen.add(listing, to: section)
            case 5:
                let id = below(4) == 0 ? "gone" : "s\(below(45))"
                model.remove(id)
                screen.delete(id)
            default:
                let id = "s\(below(45))"
                let isSelected = !model.selection.contains(id)
                if isSelected { model.selection.insert(id) } else { model.selection.remove(id) }
                screen.setSelected(isSelected, id)
            }
            await modelScreen.settled()
            await screen.settled()
            let now = Self.shown(screen.state)
            if now != last { changed = true }  // a selection changes no event
            last = now
            #expect(Self.shown(model.state) == now, "seed \(seed) step \(step)")
            let heard = observed.take()
            #expect(heard == (changed ? 1 : 0), "seed \(seed) step \(step)")
            notified += heard
            changed = false
        }
        #expect((1..<40).contains(notified), "steps that change what is shown and steps that do not")
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
