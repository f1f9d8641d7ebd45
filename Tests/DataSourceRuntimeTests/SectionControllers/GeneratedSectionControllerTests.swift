import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The factory generated section-controller namespaces get from `GeneratedSectionController`.
@Suite struct GeneratedSectionControllerTests {
    struct Note: Identifiable, Equatable {
        var id: Int
        var lines: [String]
    }

    struct LineCell: Equatable {
        var reuse: String
        var text = ""
    }

    enum NoteLines: GeneratedSectionController {
        typealias Object = Note
        typealias Cell = LineCell
        static let reuseIdentifier = "line"
        static let sizing: ListItemSizing = .fullWidth(height: 30)
        static func itemCount(of object: Note) -> Int { object.lines.count }
    }

    enum NoteHeader: GeneratedSectionController {
        typealias Object = Note
        typealias Cell = LineCell
        static let reuseIdentifier = "header"
        static let sizing: ListItemSizing = .grid(columns: 2, height: 10)
    }

    static func fill(_ cell: inout LineCell, _ note: Note, _ index: Int) {
        cell.text = cell.reuse == "line" ? note.lines[index] : "note \(note.id)"
    }

    @Test func valueCellsAreConfiguredAndWrittenBack() throws {
        var taps: [String] = []
        let adapter = SectionAdapter<Note, LineCell>(
            dequeue: { reuse, _ in LineCell(reuse: reuse) },
            controller: { _ in
                NoteLines.makeController(
                    configure: Self.fill, select: { note, index in taps.append("\(note.id).\(index)") })
            })
        var host = HeadlessListHost<LineCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Note(id: 1, lines: ["a", "b"]), Note(id: 2, lines: [])], on: &host)
        #expect(host.sections == [[LineCell(reuse: "line", text: "a"), LineCell(reuse: "line", text: "b")], []])
        #expect(adapter.didSelectItem(at: ListIndexPath(row: 1, section: 0)))
        #expect(taps == ["1.1"])
    }

    @Test func theDefaultIsOneCellAndAForeignCellIsReported() throws {
        // The reuse queue hands out an Int for section 1: another type registered under "header".
        let adapter = SectionAdapter<Note, Any>(
            dequeue: { reuse, path -> Any in path.section == 0 ? LineCell(reuse: reuse) : 42 },
            controller: { _ in NoteHeader.makeController(configure: Self.fill) })
        var host = HeadlessListHost<Any>(rules: .collectionView)
        let recorder = MisuseRecorder()
        try recorder.capture {
            try adapter.performUpdates(to: [Note(id: 7, lines: ["x", "y"]), Note(id: 8, lines: [])], on: &host)
        }
        #expect(
            recorder.messages == [
                "NoteHeader: the cell dequeued with reuse identifier \"header\" is of type Int, not LineCell, the type it configures, so it is shown unconfigured; register LineCell for reuse identifier \"header\" (collectionView.register(LineCell.self, forCellWithReuseIdentifier: \"header\"))"
            ])
        #expect(host.sections.map(\.count) == [1, 1])
        #expect((host.sections[0][0] as? LineCell)?.text == "note 7")
        #expect(host.sections[1][0] as? Int == 42)
        #expect(NoteHeader.itemCount(of: Note(id: 1, lines: ["a", "b", "c"])) == 1)
    }

    final class BadgeCell {
        let reuse: String
        var text = ""
        init(reuse: String) { self.reuse = reuse }
    }

    enum NoteBadges: GeneratedSectionController {
        typealias Object = Note
        typealias Cell = BadgeCell
        static let reuseIdentifier = "badge"
        static let sizing: ListItemSizing = .fullWidth(height: 20)
    }

    @Test func theControllerTypeIsInferredWithoutAnnotation() throws {
        // No annotation and no adapter in sight: the adapter's cell type is the controller's.
        let controller = NoteLines.makeController(configure: Self.fill)
        let adapter = SectionAdapter<Note, LineCell>(
            dequeue: { reuse, _ in LineCell(reuse: reuse) }, controller: { _ in controller })
        var host = HeadlessListHost<LineCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Note(id: 1, lines: ["a"])], on: &host)
        #expect(host.sections == [[LineCell(reuse: "line", text: "a")]])
    }

    @Test func classCellsAreConfiguredWithoutInout() throws {
        let inferred = NoteBadges.makeController { cell, note, _ in cell.text = "#\(note.id)" }
        let adapter = SectionAdapter<Note, BadgeCell>(
            dequeue: { reuse, _ in BadgeCell(reuse: reuse) }, controller: { _ in inferred })
        var host = HeadlessListHost<BadgeCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Note(id: 3, lines: [])], on: &host)
        #expect(host.sections.map { $0.map(\.text) } == [["#3"]])
        let anyAdapter = SectionAdapter<Note, AnyObject>(
            dequeue: { reuse, _ in BadgeCell(reuse: reuse) },
            controller: { _ in NoteBadges.makeController { cell, note, _ in cell.text = "any \(note.id)" } })
        var anyHost = HeadlessListHost<AnyObject>(rules: .collectionView)
        try anyAdapter.performUpdates(to: [Note(id: 4, lines: [])], on: &anyHost)
        #expect((anyHost.sections[0][0] as? BadgeCell)?.text == "any 4")
    }
}
