import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The binding variant: view-models diffed inside their section, so the host fetches only the
/// cells that changed (counted with `lastCellRequests`), where a plain controller's section is
/// fetched in full.
@Suite struct ListBindingSectionControllerTests {
    func bindingAdapter(stagedFor rules: ListViewRules = .collectionView) -> CardAdapter {
        CardAdapter(stagedFor: rules, dequeue: blankCell) { bindingController($0) }
    }

    func expectShows(
        _ cards: [Card], _ host: HeadlessListHost<CardCell>, _ adapter: CardAdapter,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = cards.map { expectedCells($0, keyed: true, reuseIdentifier: "binding") }
        #expect(host.sections == expected, sourceLocation: sourceLocation)
        #expect(freshCells(adapter) == expected, sourceLocation: sourceLocation)
    }

    func loaded(
        _ cards: [Card], stagedFor rules: ListViewRules = .collectionView
    ) throws -> (CardAdapter, HeadlessListHost<CardCell>) {
        let adapter = bindingAdapter(stagedFor: rules)
        var host = HeadlessListHost<CardCell>(rules: rules)
        try adapter.performUpdates(to: cards, on: &host)
        return (adapter, host)
    }

    @Test func aChangedViewModelFetchesOnlyItsCell() throws {
        var (adapter, host) = try loaded([Card(1, "a", lines("x")), Card(2, "b", lines("p", "q", "r"))])
        let cards = [Card(1, "a", lines("x")), Card(2, "b", lines("p", "Q", "r"))]
        let report = try adapter.performUpdates(to: cards, on: &host)
        #expect(report.update == .batches([ListUpdate.Batch(reloadedRows: [at(1, 1)])]))
        #expect(host.lastCellRequests == [at(1, 1)])
        expectShows(cards, host, adapter)
    }

    @Test func thePlainControllerFetchesTheWholeSectionForTheSameChange() throws {
        let adapter = CardAdapter(dequeue: blankCell) { entityController($0) }
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(2, "b", lines("p", "q", "r"))], on: &host)
        try adapter.performUpdates(to: [Card(2, "b", lines("p", "Q", "r"))], on: &host)
        #expect(host.lastCellRequests == [at(0, 0), at(0, 1), at(0, 2)])
        #expect(
            host.sections == [
                expectedCells(Card(2, "b", lines("p", "Q", "r")), keyed: false, reuseIdentifier: "entity")
            ])
    }

    @Test func insertedViewModelsAreTheOnlyCellsFetched() throws {
        var (adapter, host) = try loaded([Card(1, "a", lines("x", "y"))])
        let cards = [Card(1, "a", [Line(id: 0, text: "x"), Line(id: 9, text: "n"), Line(id: 1, text: "y")])]
        try adapter.performUpdates(to: cards, on: &host)
        #expect(host.lastCellRequests == [at(0, 1)])
        expectShows(cards, host, adapter)
    }

    @Test func deletedAndMovedViewModelsFetchNothing() throws {
        var (adapter, host) = try loaded([Card(1, "a", lines("x", "y", "z", "w"))])
        let cards = [Card(1, "a", [Line(id: 3, text: "w"), Line(id: 0, text: "x"), Line(id: 2, text: "z")])]
        let report = try adapter.performUpdates(to: cards, on: &host)
        #expect(
            report.update
                == .batches([ListUpdate.Batch(deletedRows: [at(0, 1)], movedRows: [move(at(0, 3), at(0, 0))])]))
        #expect(host.lastCellRequests.isEmpty)
        expectShows(cards, host, adapter)
    }

    @Test func aChangedObjectWithEqualViewModelsFetchesNothing() throws {
        var (adapter, host) = try loaded([Card(1, "a", lines("x"))])
        let controller = try #require(adapter.controller(for: 1) as? BindingSectionController<Card, Line, CardCell>)
        let report = try adapter.performUpdates(to: [Card(1, "renamed", lines("x"))], on: &host)
        #expect(report.update.isEmpty)
        #expect(controller.object == Card(1, "renamed", lines("x")))
        expectShows([Card(1, "renamed", lines("x"))], host, adapter)
    }

    @Test(arguments: [ListViewRules.tableView, .collectionView])
    func changesInAMovedSectionLandWhereTheSectionGoes(rules: ListViewRules) throws {
        let a = Card(1, "a", lines("x", "y")), b = Card(2, "b", lines("p", "q")), c = Card(3, "c", lines("m"))
        var (adapter, host) = try loaded([a, b, c], stagedFor: rules)
        let changedA = Card(1, "a", [Line(id: 1, text: "Y"), Line(id: 0, text: "x"), Line(id: 5, text: "n")])
        let cards = [b, c, changedA]
        let before = host.cellRequestCount
        try adapter.performUpdates(to: cards, on: &host)
        expectShows(cards, host, adapter)
        // A table view gets the inserted line and the changed one, over the two batches; a
        // collection view, which mishandles item changes in a moved section, the whole section.
        #expect(host.cellRequestCount - before == (rules == .tableView ? 2 : 3))
    }

    @Test func repeatedViewModelIdsKeepTheFirstAndAreReported() throws {
        let card = Card(1, "a", [Line(id: 1, text: "x"), Line(id: 1, text: "y"), Line(id: 2, text: "z")])
        let (adapter, host) = try loaded([card])
        let controller = try #require(adapter.controller(for: 1) as? BindingSectionController<Card, Line, CardCell>)
        #expect(controller.droppedDuplicatePositions == [1])
        #expect(controller.viewModels == [Line(id: 1, text: "x"), Line(id: 2, text: "z")])
        #expect(controller.numberOfItems() == 2)
        expectShows([card], host, adapter)
    }

    @Test func itemsNeverMoveBetweenSectionsEvenWithTheSameViewModelIds() throws {
        // Both cards use line ids 0 and 1: the items belong to their own section.
        var (adapter, host) = try loaded([Card(1, "a", lines("x", "y")), Card(2, "b", lines("p"))])
        let cards = [Card(1, "a", lines("x")), Card(2, "b", lines("p", "y"))]
        let report = try adapter.performUpdates(to: cards, on: &host)
        #expect(report.update == .batches([ListUpdate.Batch(deletedRows: [at(0, 1)], insertedRows: [at(1, 1)])]))
        expectShows(cards, host, adapter)
    }

    @Test func aControllerThatStopsAnsweringKeysIsReplaced() throws {
        final class Switching: ItemKeyedSectionController {
            var keyed = true
            var tracker = ListItemKeyTracker<Line>()
            func numberOfItems() -> Int { tracker.items.count }
            func sizeForItem(at index: Int, in container: ListItemSizing.Size) -> ListItemSizing.Size {
                ListItemSizing.Size(width: 1, height: 1)
            }
            func cellForItem(at index: Int, in context: ListCellContext<CardCell>) -> CardCell {
                CardCell(reuseIdentifier: "binding", text: tracker.items[index].description)
            }
            func didUpdate(to object: Card) { tracker.update(to: object.lines) }
            func didSelectItem(at index: Int) {}
            func itemKeys() -> [ListItemKey]? { keyed ? tracker.keys : nil }
        }
        let switching = Switching()
        let adapter = CardAdapter(dequeue: blankCell) { _ in switching }
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1, "a", lines("x", "y"))], on: &host)
        switching.keyed = false
        let cards = [Card(1, "a", lines("x", "Y", "z"))]
        let report = try adapter.performUpdates(to: cards, on: &host)
        #expect(report.update == .batches([ListUpdate.Batch(deletedSections: [0], insertedSections: [0])]))
        expectShows(cards, host, adapter)
        switching.keyed = true
        try adapter.performUpdates(to: [Card(1, "a", lines("x"))], on: &host)
        expectShows([Card(1, "a", lines("x"))], host, adapter)
    }

    @Test func keysWithARepeatedIdentityAreNotTrusted() throws {
        final class Repeating: ItemKeyedSectionController {
            var lines: [Line] = []
            func numberOfItems() -> Int { lines.count }
            func sizeForItem(at index: Int, in container: ListItemSizing.Size) -> ListItemSizing.Size {
                ListItemSizing.Size(width: 1, height: 1)
            }
            func cellForItem(at index: Int, in context: ListCellContext<CardCell>) -> CardCell {
                CardCell(reuseIdentifier: "binding", text: lines[index].description)
            }
            func didUpdate(to object: Card) { lines = object.lines }
            func didSelectItem(at index: Int) {}
            // Every item claims identity 0: a bug in the controller, not a reason to crash.
            func itemKeys() -> [ListItemKey]? { lines.map { _ in ListItemKey(identity: 0, revision: 0) } }
        }
        let adapter = CardAdapter(dequeue: blankCell) { _ in Repeating() }
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        let recorder = MisuseRecorder()
        for cards in [
            [Card(1, "a", lines("x", "y"))], [Card(1, "a", lines("x", "Y", "z"))], [Card(2), Card(1, "a", lines("q"))],
        ] {
            try recorder.capture { try adapter.performUpdates(to: cards, on: &host) }
            #expect(
                host.sections
                    == cards.map { $0.lines.map { CardCell(reuseIdentifier: "binding", text: $0.description) } })
        }
        // Reported on each update that meets two items: card 1 twice (two, then three lines).
        #expect(recorder.messages.count == 2)
        #expect(
            recorder.messages.allSatisfy {
                $0.contains("Repeating") && $0.contains("for object 1 answered itemKeys() with identity 0 twice")
                    && $0.hasSuffix("give every item of a section its own identity (ListItemKeyTracker hands them out)")
            }, "\(recorder.messages)")
    }
}
