import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Selection, sizes and cell requests reach the right controller with its own item index.
@Suite struct SectionAdapterSelectionTests {
    @Test func selectionGoesToTheSectionsControllerWithTheItemIndex() throws {
        let adapter = RecordingFactory().adapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1, "a", lines("x", "y")), Card(2, "b", lines("z", "w", "v"))], on: &host)
        #expect(adapter.didSelectItem(at: at(1, 2)))
        #expect(adapter.didSelectItem(at: at(0, 1)))
        #expect(recording(adapter, 2)?.selections == [2])
        #expect(recording(adapter, 1)?.selections == [1])
    }

    @Test func selectionFollowsAMovedSection() throws {
        let adapter = RecordingFactory().adapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        let one = Card(1, "a", lines("x")), two = Card(2, "b", lines("y"))
        try adapter.performUpdates(to: [one, two], on: &host)
        try adapter.performUpdates(to: [two, one], on: &host)
        adapter.didSelectItem(at: at(0, 0))
        #expect(recording(adapter, 2)?.selections == [0])
        #expect(recording(adapter, 1)?.selections == [])
    }

    @Test func positionsOutsideTheShownItemsRouteNothing() throws {
        let adapter = RecordingFactory().adapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1, "a", lines("x"))], on: &host)
        for position in [at(0, 1), at(1, 0), at(-1, 0), at(0, -1)] {
            #expect(!adapter.didSelectItem(at: position))
            #expect(adapter.sizeForItem(at: position, in: ListItemSizing.Size(width: 10, height: 10)) == nil)
        }
        #expect(recording(adapter, 1)?.selections == [])
    }

    @Test func sizesComeFromTheSectionsController() throws {
        let adapter = RecordingFactory().adapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1, "a", lines("x")), Card(2, "b", lines("y", "z"))], on: &host)
        let container = ListItemSizing.Size(width: 320, height: 480)
        #expect(adapter.sizeForItem(at: at(1, 1), in: container) == ListItemSizing.Size(width: 320, height: 20))
    }

    @Test func cellRequestsCarryTheirPositionInTheWholeList() throws {
        let adapter = RecordingFactory().adapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1, "a", lines("x")), Card(2, "b", lines("y", "z"))], on: &host)
        #expect(recording(adapter, 2)?.contexts == [at(1, 0), at(1, 1)])
        #expect(host.cell(at: at(1, 1)).reuseIdentifier == "keyed")
        #expect(host.cell(at: at(0, 0)).reuseIdentifier == "plain")
    }

    @Test func readyMadeControllersForwardSelection() throws {
        var entitySelections: [String] = []
        var bindingSelections: [String] = []
        let adapter = CardAdapter(dequeue: blankCell) { card in
            if card.id == 1 {
                return EntitySectionController(
                    reuseIdentifier: "entity", sizing: .fullWidth(height: 44), itemCount: { $0.lines.count },
                    configure: { cell, card, index in cell.text = plainText(card, index) },
                    select: { card, index in entitySelections.append("\(card.title)#\(index)") })
            }
            return bindingController(card) { line, index in bindingSelections.append("\(line)#\(index)") }
        }
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1, "a", lines("x", "y")), Card(2, "b", lines("p", "q"))], on: &host)
        adapter.didSelectItem(at: at(0, 1))
        adapter.didSelectItem(at: at(1, 0))
        #expect(entitySelections == ["a#1"])
        #expect(bindingSelections == ["0=p#0"])
        // Out of range, asked directly of the controllers: ignored and reported.
        let recorder = MisuseRecorder()
        recorder.capture {
            adapter.controller(inSection: 0)?.didSelectItem(at: 7)
            adapter.controller(inSection: 1)?.didSelectItem(at: -1)
        }
        #expect(entitySelections.count == 1 && bindingSelections.count == 1)
        #expect(
            recorder.messages == [
                "EntitySectionController<Card, CardCell> (reuse identifier \"entity\") was asked to select item 7, but it shows 2 items, so the selection is ignored; route selections through SectionAdapter.didSelectItem(at:), which passes on only shown items",
                "BindingSectionController<Card, Line, CardCell> (reuse identifier \"binding\") was asked to select item -1, but it shows 2 items, so the selection is ignored; route selections through SectionAdapter.didSelectItem(at:), which passes on only shown items",
            ])
    }
}
