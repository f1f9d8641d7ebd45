import DataSourceRuntimeTesting
import Testing

@testable import DataSourceRuntime

/// What a SwiftUI list asks of the screen directly: start when it appears (once), delete rows by
/// their offsets in a section, replace the selection, and the empty-results text's default.
@MainActor
@Suite struct ListScreenViewActionsTests {
    typealias Screen = ListScreenState<Counter, Listing>

    /// A view appears again and again: only the first appearance loads, and not after a refresh
    /// or a search has loaded every section already.
    @Test func startIfNeededStartsOnce() {
        var screen = Screen(sections: Counter.allCases, pageSize: 2)
        #expect(loads(screen.startIfNeeded()).map(\.section) == [.fruit, .bread])
        #expect(loads(screen.startIfNeeded()).isEmpty)
        #expect(loads(screen.start()).count == 2)  // start itself still restarts every section

        var refreshed = Screen(sections: Counter.allCases, pageSize: 2)
        _ = refreshed.refresh()
        #expect(loads(refreshed.startIfNeeded()).isEmpty)

        var searched = Screen(sections: Counter.allCases, pageSize: 2)
        _ = searched.searchTextChanged("rye")
        _ = searched.debounceElapsed(1)
        #expect(loads(searched.startIfNeeded()).isEmpty)

        var retried = Screen(sections: Counter.allCases, pageSize: 2)
        _ = retried.retry(.bread)  // one section asked: the others still need their first page
        #expect(loads(retried.startIfNeeded()).count == 2)
    }

    /// Offsets are read against the rows as shown when the delete begins; each row goes once the
    /// handler deletes it, a failing one stays and comes back with its error, and offsets past the
    /// section's rows are ignored.
    @Test func deletingAtOffsetsDeletesThoseRowsInOrder() async {
        struct Offline: Error {}
        let backend = ListingBackend.sized(fruit: 4, bread: 2)
        let screen = ListScreen(
            state: Screen(sections: Counter.allCases, pageSize: 10), clock: ContinuousClock()
        ) { backend.page(for: $0) }
        screen.startIfNeeded()
        await screen.settled()
        #expect(screen.state.items(in: .fruit).map(\.id) == ["f0", "f1", "f2", "f3"])
        var asked: [String] = []
        let failures = await screen.delete(atOffsets: [3, 0, 1, 9], in: .fruit) { item in
            asked.append(item.id)
            if item.id == "f0" { throw Offline() }
        }
        #expect(asked == ["f3", "f0", "f1"])
        #expect(failures.map(\.item.id) == ["f0"] && failures.allSatisfy { $0.error is Offline })
        #expect(screen.state.items(in: .fruit).map(\.id) == ["f0", "f2"])
        #expect(screen.state.items(in: .bread).map(\.id) == ["b0", "b1"])
    }

    /// A SwiftUI row appearing names its item: only the last row of a section asks for its next page.
    @Test func onlyTheLastRowOfASectionAppearingLoadsTheNextPage() async {
        let backend = ListingBackend.sized(fruit: 5, bread: 1)
        let screen = ListScreen(
            state: Screen(sections: Counter.allCases, pageSize: 2), clock: ContinuousClock()
        ) { backend.page(for: $0) }
        screen.start()
        await screen.settled()
        screen.rowAppeared("f0")
        screen.rowAppeared("b0")  // bread's last row, but its one page was short: complete
        screen.rowAppeared("nothing")
        #expect(screen.state.phase(of: .fruit) == .loaded && screen.state.phase(of: .bread) == .loaded)
        screen.rowAppeared("f1")
        #expect(screen.state.phase(of: .fruit) == .loadingMore)
        await screen.settled()
        #expect(screen.state.items(in: .fruit).map(\.id) == ["f0", "f1", "f2", "f3"])
    }

    @Test func changeSelectionSaysWhetherItChanged() {
        let screen = ListScreen(
            state: Screen(sections: Counter.allCases, pageSize: 2), clock: ContinuousClock()
        ) { _ in [] }
        #expect(!screen.changeSelection(to: []))
        #expect(screen.changeSelection(to: ["f1", "b0"]))
        #expect(screen.state.selection == ["f1", "b0"])
        #expect(!screen.changeSelection(to: ["b0", "f1"]))
        #expect(screen.changeSelection(to: ["b0"]) && screen.state.selection == ["b0"])
    }

    /// One default for every platform: the definitions' text when they give one, else "No results".
    @Test func theEmptyTextDefaultsToNoResults() throws {
        var screen = Screen(sections: [.fruit], pageSize: 2)
        let request = try #require(loads(screen.start()).first)
        #expect(screen.emptyStateText() == nil)
        _ = screen.loadFinished(request.id, with: .success([]))
        #expect(screen.emptyStateText() == "No results")
        #expect(screen.emptyStateText(nil) == "No results")
        #expect(screen.emptyStateText("No orders") == "No orders")
    }
}
