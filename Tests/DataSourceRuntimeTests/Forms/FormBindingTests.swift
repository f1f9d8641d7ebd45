import DataSourceRuntime
import Foundation
import Testing

/// The conversions the generated FormKit glue calls, and the in-place reconfiguration of an
/// edited row that keeps its text field's keyboard.
@Suite struct FormBindingTests {
    enum Level: CaseIterable, Equatable { case low, medium, high }

    @Test func optionalTextIsEmptyTextInTheCell() {
        #expect(FormBinding.text(nil) == "" && FormBinding.text("a") == "a")
        #expect(FormBinding.optionalText("") == nil && FormBinding.optionalText("a") == "a")
    }

    @Test func enumCasesAreOptionIndices() {
        #expect(FormBinding.index(of: Level.medium) == 1)
        #expect(FormBinding.value(at: 2) == Level.high)
        #expect((FormBinding.value(at: 3) as Level?) == nil && (FormBinding.value(at: -1) as Level?) == nil)
    }

    @Test func selectionTextListsTitlesInOptionOrderOnce() {
        #expect(FormBinding.selectionText([2, 0, 2, 7], of: ["Ladder", "Van", "Generator"]) == "Ladder, Generator")
        #expect(FormBinding.selectionText([], of: ["Ladder"]) == "")
    }

    @Test func dateFormattersUseTheGivenFormat() {
        let formatter = FormBinding.dateFormatter("yyyy")
        formatter.timeZone = TimeZone(identifier: "UTC")
        #expect(formatter.string(from: Date(timeIntervalSince1970: 0)) == "1970")
    }

    @Test func anEditedRowsReloadIsDroppedFromTheBatchThatNamesIt() {
        let before = ListIndexPath(row: 2, section: 0)
        let after = ListIndexPath(row: 1, section: 0)
        var first = ListUpdate.Batch()
        first.deletedRows = [ListIndexPath(row: 0, section: 0)]
        first.reloadedRows = [before, ListIndexPath(row: 3, section: 0)]
        var second = ListUpdate.Batch()
        second.reloadedRows = [after]
        let (update, removed) = ListUpdate.batches([first, second]).removingReload(ofRowAt: before, after: after)
        #expect(removed)
        var expected = first
        expected.reloadedRows = [ListIndexPath(row: 3, section: 0)]
        #expect(update == .batches([expected]))  // the emptied second batch is dropped
        #expect(ListUpdate.reloadData.removingReload(ofRowAt: before, after: after) == (.reloadData, false))
        #expect(ListUpdate.batches([expected]).removingReload(ofRowAt: before, after: after).removed == false)
    }
}
