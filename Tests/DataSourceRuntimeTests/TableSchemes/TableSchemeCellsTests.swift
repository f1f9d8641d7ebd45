import DataSourceRuntime
import Testing

/// Cells handed to generated configuration as their exact class; a cell of another class is
/// reported instead of silently shown unconfigured.
@Suite struct TableSchemeCellsTests {
    class BaseCell {
        var text = ""
    }

    final class SwitchCell: BaseCell {}
    final class OtherCell: BaseCell {}

    @Test func aCellOfTheNamedClassIsConfigured() {
        let cell: BaseCell = SwitchCell()
        let recorder = MisuseRecorder()
        let returned = recorder.capture {
            TableScheme<SettingsTable>.configure(cell, as: SwitchCell.self, reuseIdentifier: "Switch") {
                $0.text = "on"
            }
        }
        #expect(returned === cell)
        #expect(cell.text == "on")
        #expect(recorder.messages.isEmpty)
    }

    @Test func aCellOfAnotherClassIsReportedAndLeftAlone() {
        let cell: BaseCell = OtherCell()
        let recorder = MisuseRecorder()
        let returned = recorder.capture {
            TableScheme<SettingsTable>.configure(cell, as: SwitchCell.self, reuseIdentifier: "Switch") {
                $0.text = "on"
            }
        }
        #expect(returned === cell)
        #expect(cell.text == "")
        #expect(
            recorder.messages == [
                "TableScheme<SettingsTable>: the cell dequeued for reuse identifier \"Switch\" is a OtherCell, not a SwitchCell. "
                    + "Register SwitchCell for \"Switch\", or give that cell its own reuse identifier."
            ])
    }
}
