import Testing

@testable import DataSourceRuntime

@Suite struct SelectionStateTests {
    @Test func singleSelectionReplaces() {
        var state = SelectionState<String>(rules: SelectionRules())
        #expect(state.select("a") == .selected)
        #expect(state.select("a") == .unchanged)
        #expect(state.select("b") == .selected)
        #expect(state.keys == ["b"])
        #expect(state.selectAll(["a", "b", "c"]) == .refusedSingleSelection)
        #expect(state.keys == ["b"])
    }

    @Test func multipleSelectionAccumulatesAndToggles() {
        var state = SelectionState<Int>(rules: SelectionRules(allowsMultipleSelection: true))
        #expect(state.toggle(1) == .selected)
        #expect(state.toggle(2) == .selected)
        #expect(state.toggle(1) == .deselected)
        #expect(state.keys == [2])
        #expect(state.deselect(7) == .unchanged)
        #expect(state.selectAll([1, 2, 3]) == .selected)
        #expect(state.selectAll([3, 1]) == .unchanged)
        #expect(state.count == 3)
        #expect(state.deselectAll() == .deselected)
        #expect(state.isEmpty)
        #expect(state.deselectAll() == .unchanged)
    }

    @Test func emptySelectionRuleRefusesTheLastDeselection() {
        var state = SelectionState<Int>(
            rules: SelectionRules(allowsMultipleSelection: true, allowsEmptySelection: false))
        state.select(1)
        state.select(2)
        #expect(state.deselect(1) == .deselected)
        #expect(state.deselect(2) == .refusedEmptySelection)
        #expect(state.toggle(2) == .refusedEmptySelection)
        #expect(state.deselectAll() == .refusedEmptySelection)
        #expect(state.keys == [2])
        state.discard([2])
        #expect(state.isEmpty)
    }

    @Test func onlyRefusalsAreRefused() {
        let outcomes: [SelectionOutcome] = [
            .selected, .deselected, .unchanged, .refusedEmptySelection, .refusedNotInList, .refusedSingleSelection,
        ]
        #expect(outcomes.map(\.isRefused) == [false, false, false, true, true, true])
    }

    @Test func replaceRejectsInvalidAndExtraKeys() {
        var multiple = SelectionState<Int>(rules: SelectionRules(allowsMultipleSelection: true))
        #expect(multiple.replace(with: [4, 9, 1, 4], isValid: { $0 < 5 }) == [9])
        #expect(multiple.keys == [1, 4])
        var single = SelectionState<Int>(rules: SelectionRules(allowsEmptySelection: false))
        #expect(single.replace(with: [9, 3, 3, 2], isValid: { $0 < 5 }) == [9, 2])
        #expect(single.keys == [3])
        #expect(single.replace(with: [], isValid: { _ in true }) == [])
        #expect(single.isEmpty)
    }
}

extension SelectionStateTests {
    /// Few selected keys are looked up and sorted, many are found by scanning: same answer.
    @Test(arguments: [3, 30, 99])
    func positionsInListOrderEitherWay(selectedCount: Int) {
        let list = (0..<100).map { "k\(($0 * 37) % 100)" }
        var state = SelectionState<String>(rules: SelectionRules(allowsMultipleSelection: true))
        var rng = SplitMix64(seed: UInt64(selectedCount))
        let chosen = Set(list.shuffled(using: &rng).prefix(selectedCount))
        state.selectAll(chosen)
        state.select("not-in-list")
        let expected = list.indices.filter { chosen.contains(list[$0]) }
        #expect(state.positions(in: list, positionOf: { list.firstIndex(of: $0) }) == expected)
    }
}

@Suite struct SelectionDescriptionTests {
    @Test func joinsTitlesInListOrder() {
        let options = ["One", "Two", "Three", "Four", "Five", "Six", "Seven"]
        #expect(SelectionDescription.descriptionForSelectedStrings(options, at: [6, 1, 3]) == "Two, Four, Seven")
        #expect(SelectionDescription.descriptionForSelectedStrings(options, at: [3, 3, -1, 7]) == "Four")
        #expect(SelectionDescription.descriptionForSelectedStrings(options, at: []) == "")
        #expect(
            SelectionDescription.descriptionForSelectedStrings(options, at: [0, 2], separator: " / ") == "One / Three")
        #expect(SelectionDescription.text(titles: ["a", "b"]) == "a, b")
    }
}
