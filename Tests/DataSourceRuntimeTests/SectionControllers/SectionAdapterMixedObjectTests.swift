import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// A list of several kinds of objects, typed with an enum the app defines (no `Any`): each kind
/// gets its own controller class, and an identifier that includes the kind.
@Suite struct SectionAdapterMixedObjectTests {
    enum FeedItem: Identifiable, Equatable {
        case banner(String)
        case card(Card)

        enum ID: Hashable {
            case banner(String)
            case card(Int)
        }

        var id: ID {
            switch self {
            case .banner(let text): return .banner(text)
            case .card(let card): return .card(card.id)
            }
        }

        var lines: [Line] {
            if case .card(let card) = self { return card.lines }
            return []
        }
    }

    func feedAdapter() -> SectionAdapter<FeedItem, CardCell> {
        SectionAdapter(dequeue: blankCell) { item in
            switch item {
            case .banner:
                return EntitySectionController<FeedItem, CardCell>(
                    reuseIdentifier: "banner", sizing: .fullWidth(height: 120),
                    configure: { cell, item, _ in
                        if case .banner(let text) = item { cell.text = text }
                    })
            case .card:
                return BindingSectionController<FeedItem, Line, CardCell>(
                    reuseIdentifier: "line", sizing: .fullWidth(height: 44), viewModels: \.lines,
                    configure: { cell, line in cell.text = line.description })
            }
        }
    }

    @Test func eachKindGetsItsOwnControllerAndDiffing() throws {
        let adapter = feedAdapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [.banner("Hi"), .card(Card(1, "", lines("x", "y")))], on: &host)
        #expect(adapter.controller(inSection: 0) is EntitySectionController<FeedItem, CardCell>)
        #expect(adapter.controller(inSection: 1) is BindingSectionController<FeedItem, Line, CardCell>)
        #expect(
            host.sections == [
                [CardCell(reuseIdentifier: "banner", text: "Hi")],
                [CardCell(reuseIdentifier: "line", text: "0=x"), CardCell(reuseIdentifier: "line", text: "1=y")],
            ])

        let card = try #require(adapter.controller(for: .card(1)))
        try adapter.performUpdates(to: [.card(Card(1, "", lines("x", "Y"))), .banner("Hi")], on: &host)
        #expect(adapter.controller(for: .card(1)) === card)
        #expect(host.lastCellRequests == [at(0, 1)])
        #expect(
            host.sections == [
                [CardCell(reuseIdentifier: "line", text: "0=x"), CardCell(reuseIdentifier: "line", text: "1=Y")],
                [CardCell(reuseIdentifier: "banner", text: "Hi")],
            ])

        // A banner with other text is another identity: its section is replaced, not reused.
        let report = try adapter.performUpdates(to: [.card(Card(1, "", lines("x", "Y"))), .banner("Bye")], on: &host)
        #expect(report.update == .batches([ListUpdate.Batch(deletedSections: [1], insertedSections: [1])]))
        #expect(host.sections[1] == [CardCell(reuseIdentifier: "banner", text: "Bye")])
    }
}
