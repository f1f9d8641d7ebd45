#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Foundation
import Observation
import Testing

/// The list screen's SwiftUI model against the screen itself, over seeded random actions: the
/// model shows what the screen shows, and tells its observers exactly when that changes.
@MainActor @Suite struct ListScreenModelPropertyTests {
    typealias Listings = ListingsListScreenTests
    typealias Fixtures = ListScreenModelTests

    /// Seeded random actions through a model and straight on a screen over the same loader and
    /// clock steps: the two show the same after every step, and observers heard of a step exactly
    /// when something the screen shows changed during it.
    @Test(arguments: 0..<12)
    func theModelIsTheScreenAndNotifiesExactlyOnChange(seed: UInt64) async throws {
        var generator = SplitMix64(seed: 0x11_5C2E_0000 + seed)
        func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        let failureRate = 3 + Int(seed % 4)
        let failing: @Sendable (ListingList.Request) -> Bool = { ($0.id * 7 + Int(seed)) % failureRate == 0 }
        let (modelClock, clock) = (ManualClock(), ManualClock())
        let (model, modelScreen) = Fixtures.listings(clock: modelClock, failing: failing)
        let screen = Fixtures.catalogueScreen(clock: clock, failing: failing)
        var last = Fixtures.shown(screen.state)
        var changed = false
        screen.onChange = {
            let now = Fixtures.shown(screen.state)
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
                    // Checked before each wait, so a broken screen fails the test instead of hanging.
                    try #require(modelScreen.isDebouncing && screen.isDebouncing, "seed \(seed) step \(step)")
                    await modelClock.sleepers(atLeast: 1)
                    await clock.sleepers(atLeast: 1)
                }
                modelClock.advance(by: ListingList.debounce)
                clock.advance(by: ListingList.debounce)
                try #require(modelClock.sleeperCount == 0 && clock.sleeperCount == 0, "seed \(seed) step \(step)")
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
            let now = Fixtures.shown(screen.state)
            if now != last { changed = true }  // a selection changes no event
            last = now
            #expect(Fixtures.shown(model.state) == now, "seed \(seed) step \(step)")
            let heard = observed.take()
            #expect(heard == (changed ? 1 : 0), "seed \(seed) step \(step)")
            notified += heard
            changed = false
        }
        #expect((1..<40).contains(notified), "steps that change what is shown and steps that do not")
    }
}
#endif
