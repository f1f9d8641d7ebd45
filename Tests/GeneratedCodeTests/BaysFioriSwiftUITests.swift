import DataSourceRuntime
import Foundation
import Observation
import Testing

/// A table and a section controller with `"fiori-swiftui"` alone (Bays.datasources.json): their
/// SwiftUI models serve a Fiori app as they serve a SwiftUI one — flags, taps reaching the row
/// handlers, sections kept by identity with the controller's item counts.
@MainActor @Suite struct BaysFioriSwiftUITests {
    static let bays = [
        Bay(id: 1, name: "North", slots: ["A1", "A2", "A3"]), Bay(id: 2, name: "South", slots: []),
        Bay(id: 3, name: "East", slots: ["C1"]),
    ]

    final class Taps: BaySettings.RowHandlers {
        var opened: [String] = []
        func didSelectBays(_ element: Bay) { opened.append(element.name) }
    }

    @Test func theTablesModelTogglesItsFlagAndRoutesTaps() throws {
        var state = BaySettings.TableState()
        state.bays = Self.bays
        let model = BaySettings.Model(state: state)
        let sections = ObservationCounter { _ = model.sections }
        #expect(model.shownSections.flatMap(\.rows).map(\.row.id) == [.emptyBays, .bays(1), .bays(2), .bays(3)])
        #expect(BaySettings.toggledFlag(of: .emptyBays) == \BaySettings.TableState.showsEmptyBays)
        model.state.showsEmptyBays = true  // the Toggle's binding: the layout does not depend on it
        #expect(model.state.showsEmptyBays && sections.take() == 0)
        let taps = Taps()
        let bay = BaySettings.Row.bays(Self.bays[1])
        try #require(model.select(bay) != nil)
        BaySettings.didSelect(bay, with: taps)
        #expect(taps.opened == ["South"])
        model.update { $0.bays.removeFirst() }
        #expect(sections.take() == 1 && model.shownSections.flatMap(\.rows).count == 3)
    }

    @Test func aControllerWithoutACellHasNoCellClass() {
        #expect(BaySlots.Cell.self == Void.self && BaySlots.reuseIdentifier == "BaySlots")
    }

    @Test func theSectionControllersModelCountsTheSlots() {
        let model = BaySlots.Model(objects: Self.bays)
        #expect(model.shownSections.map(\.id) == [1, 2, 3] && model.shownSections.map(\.itemCount) == [3, 0, 1])
        let observed = ObservationCounter { _ = model.shownSections }
        model.show([Bay(id: 1, name: "North", slots: [])] + Self.bays.dropFirst())
        #expect(observed.take() == 1 && model.shownSections.map(\.itemCount) == [0, 0, 1])
    }
}
