import DataSourceRuntime
import Testing

/// A search whose debounce ends on the text already searched (typed away and back, or cleared
/// while none is shown) asks the loaders nothing: the pages shown and the page loading stay.
@Suite struct ListScreenUnchangedSearchTests {
    let backend = ListingBackend.sized(fruit: 7, bread: 0)

    func debounceToken(_ outcome: ListingOutcome) throws -> Int {
        guard case .debounce(let token)? = outcome.effects.first else { throw Unexpected(effects: outcome.effects) }
        return token
    }

    struct Unexpected: Error { var effects: [ListScreenState<Counter, Listing>.Effect] }

    @Test func textTypedBackToTheSearchShownKeepsThePageLoading() throws {
        var screen = ListScreenState<Counter, Listing>(sections: [.fruit], pageSize: 3)
        let first = try #require(loads(screen.start()).first)
        _ = screen.loadFinished(first.id, with: .success(backend.page(for: first)))
        let searched = try #require(
            loads(screen.debounceElapsed(try debounceToken(screen.searchTextChanged("pear")))).first)
        _ = screen.loadFinished(searched.id, with: .success(backend.page(for: searched)))
        let paging = try #require(loads(screen.reachedEnd(of: .fruit)).first)
        _ = screen.searchTextChanged("pea")
        let back = screen.debounceElapsed(try debounceToken(screen.searchTextChanged("pear")))
        #expect(back.effects.isEmpty && screen.phase(of: .fruit) == .loadingMore)
        let landed = screen.loadFinished(paging.id, with: .success(backend.page(for: paging)))
        #expect(!landed.update.isEmpty && screen.items(in: .fruit).map(\.id) == ["f1", "f2", "f4", "f5"])
    }

    @Test func clearingTheTextWithNoSearchShownReloadsNothing() throws {
        var screen = ListScreenState<Counter, Listing>(sections: [.fruit], pageSize: 3)
        let first = try #require(loads(screen.start()).first)
        _ = screen.loadFinished(first.id, with: .success(backend.page(for: first)))
        let cleared = screen.debounceElapsed(try debounceToken(screen.searchTextChanged("")))
        #expect(cleared.effects.isEmpty && screen.phase(of: .fruit) == .loaded && screen.search == nil)
    }
}
