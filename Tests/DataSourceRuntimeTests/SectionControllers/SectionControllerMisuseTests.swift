import DataSourceRuntimeTesting
import Testing

@testable import DataSourceRuntime

/// The ready-made controllers report what only a wiring mistake can ask of them, and then do the
/// harmless thing (an unconfigured cell, no items) instead of trapping or configuring garbage.
@Suite struct SectionControllerMisuseTests {
    /// An adapter showing one card with lines x and y through `controller`.
    private func adapter(_ controller: @escaping (Card) -> any SectionController<Card, CardCell>) throws -> CardAdapter
    {
        let adapter = CardAdapter(dequeue: blankCell, controller: controller)
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1, "a", lines("x", "y"))], on: &host)
        return adapter
    }

    @Test func anEntityCellOutsideTheItemsIsReportedAndLeftBlank() throws {
        let adapter = try adapter(entityController)
        let recorder = MisuseRecorder()
        let cell = recorder.capture { adapter.cell(at: at(0, 2)) }
        #expect(cell == CardCell(reuseIdentifier: "entity"))
        #expect(
            recorder.messages == [
                "EntitySectionController<Card, CardCell> (reuse identifier \"entity\") was asked for the cell of item 2 at index path [0, 2], but it shows 2 items, so the cell is left unconfigured; serve the view the counts of the SectionAdapter that owns the controller, and change the view only through its performUpdates"
            ])
    }

    @Test func anEntityCellBeforeTheFirstObjectIsReported() {
        let controller = entityController(Card(1))
        let recorder = MisuseRecorder()
        let cell = recorder.capture {
            controller.cellForItem(at: 0, in: ListCellContext(indexPath: at(3, 0), dequeue: blankCell))
        }
        #expect(cell == CardCell(reuseIdentifier: "entity"))
        #expect(recorder.messages.count == 1)
        #expect(
            recorder.messages.first?.contains(
                "was asked for the cell of item 0 at index path [3, 0], but it shows 0 items") == true)
    }

    @Test func aBindingCellOutsideTheItemsIsReportedAndLeftBlank() throws {
        let adapter = try adapter { bindingController($0) }
        let recorder = MisuseRecorder()
        let cell = recorder.capture { adapter.cell(at: at(0, 5)) }
        #expect(cell == CardCell(reuseIdentifier: "binding"))
        #expect(
            recorder.messages == [
                "BindingSectionController<Card, Line, CardCell> (reuse identifier \"binding\") was asked for the cell of item 5 at index path [0, 5], but it shows 2 items, so the cell is left unconfigured; serve the view the counts of the SectionAdapter that owns the controller, and change the view only through its performUpdates"
            ])
    }

    @Test func aNegativeEntityItemCountIsReportedAndReadAsZero() throws {
        let recorder = MisuseRecorder()
        let negative = try recorder.capture {
            try adapter { _ in
                EntitySectionController<Card, CardCell>(
                    reuseIdentifier: "entity", sizing: .fullWidth(height: 44), itemCount: { _ in -3 },
                    configure: { _, _, _ in })
            }
        }
        #expect(negative.numberOfRows(inSection: 0) == 0)
        #expect(
            recorder.messages == [
                "EntitySectionController<Card, CardCell> for object 1 has -3 items; a section cannot have fewer than 0, so it shows none; return 0 or more from numberOfItems() (or the itemCount closure)"
            ])
    }
}
