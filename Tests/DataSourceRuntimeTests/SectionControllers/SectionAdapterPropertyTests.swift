import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Long random sequences of object lists (repeated identifiers, empty lists, moves, changed
/// titles and lines) through one adapter and one ``HeadlessListHost``, plain and keyed
/// controllers mixed. After every update the host must show what the cards say (worked out
/// without the adapter), every batch must pass UIKit's rules, controllers must be reused exactly
/// per identity, and `didUpdate(to:)` must be called exactly for new and changed objects.
@Suite struct SectionAdapterPropertyTests {
    /// Updates per run; four runs, so well over a thousand lists each.
    static let steps = 1_200

    /// The adapter's staging and the host's rules agree: the default collection-view staging on a
    /// collection-view host, and the table-view staging on a table-view host.
    @Test(arguments: [
        (DuplicateIdentifierPolicy.keepFirst, ReloadThreshold.never, UInt64(0xADA9_7E50), ListViewRules.collectionView),
        (.reject, .never, 0x5EC7_0001, .collectionView),
        (.keepFirst, .changedFraction(0.5), 0x7E57_0002, .collectionView),
        (.keepFirst, .never, 0x7AB1_0003, .tableView),
    ])
    func randomListsThroughTheHost(
        policy: DuplicateIdentifierPolicy, threshold: ReloadThreshold, seed: UInt64, rules: ListViewRules
    ) throws {
        var random = SplitMix64(seed: seed)
        let factory = RecordingFactory()
        let adapter = factory.adapter(duplicates: policy, reloadThreshold: threshold, stagedFor: rules)
        var host = HeadlessListHost<CardCell>(rules: rules)
        var input: [Card] = []
        var shown: [Card] = []
        var controllers: [Int: RecordingController] = [:]
        var rejected = 0

        for step in 0..<Self.steps {
            input = Self.nextList(after: input, &random)
            let (kept, dropped) = keepFirst(input, id: \.id)
            let madeBefore = factory.made.count
            let updatesBefore = controllers.mapValues(\.updates.count)
            let context = Comment(rawValue: "step \(step): \(shown) → \(input)")

            if policy == .reject && !dropped.isEmpty {
                #expect(throws: DuplicateIdentifierPolicy.Rejection.self, context) {
                    try adapter.performUpdates(to: input, on: &host)
                }
                #expect(adapter.objects == shown, context)
                #expect(factory.made.count == madeBefore, context)
                #expect(controllers.mapValues(\.updates.count) == updatesBefore, context)
                rejected += 1
                continue
            }
            let report = try adapter.performUpdates(to: input, on: &host)
            #expect(report.droppedDuplicatePositions == dropped, context)
            #expect(adapter.objects == kept, context)

            let expected = kept.map { card in
                let keyed = factory.keyed(card.id)
                return expectedCells(card, keyed: keyed, reuseIdentifier: keyed ? "keyed" : "plain")
            }
            #expect(host.sections == expected, context)
            #expect(freshCells(adapter) == expected, context)

            let previous = Dictionary(uniqueKeysWithValues: shown.map { ($0.id, $0) })
            var next: [Int: RecordingController] = [:]
            for card in kept {
                let controller = try #require(recording(adapter, card.id), context)
                next[card.id] = controller
                if let old = previous[card.id] {
                    #expect(controller === controllers[card.id], context)
                    let calls = controller.updates.count - (updatesBefore[card.id] ?? 0)
                    #expect(calls == (old == card ? 0 : 1), context)
                } else {
                    #expect(controller.updates == [card], context)
                }
            }
            #expect(factory.made.count - madeBefore == kept.filter { previous[$0.id] == nil }.count, context)
            controllers = next
            shown = kept
        }
        if policy == .reject { #expect(rejected > 0 && rejected < Self.steps / 2) }
    }

    /// A random next list: often an edit of the last one (so identities survive and move),
    /// sometimes a fresh list or an empty one; identifiers come from a small pool so they repeat.
    static func nextList(after list: [Card], _ random: inout SplitMix64) -> [Card] {
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            return []
        case 1, 2:
            return (0..<Int.random(in: 0...6, using: &random)).map { _ in randomCard(&random) }
        default:
            var list = list
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                edit(&list, &random)
            }
            return list
        }
    }

    static func edit(_ list: inout [Card], _ random: inout SplitMix64) {
        let position = Int.random(in: 0..<max(list.count, 1), using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where !list.isEmpty:
            list.remove(at: position)
        case 1:
            list.insert(randomCard(&random), at: Int.random(in: 0...list.count, using: &random))
        case 2 where !list.isEmpty:
            let card = list.remove(at: position)
            list.insert(card, at: Int.random(in: 0...list.count, using: &random))
        case 3 where !list.isEmpty:
            list[position].title = ["a", "b", "c"].randomElement(using: &random) ?? "a"
        case 4, 5:
            if !list.isEmpty { editLines(&list[position].lines, &random) }
        case 6 where !list.isEmpty && Int.random(in: 0..<3, using: &random) == 0:
            // A repeated identifier, sometimes with other content.
            var copy = list[position]
            if Bool.random(using: &random) { copy.title += "!" }
            list.insert(copy, at: Int.random(in: 0...list.count, using: &random))
        default:
            break
        }
    }

    static func editLines(_ lines: inout [Line], _ random: inout SplitMix64) {
        let position = Int.random(in: 0..<max(lines.count, 1), using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where !lines.isEmpty:
            lines.remove(at: position)
        case 1:
            lines.insert(randomLine(&random), at: Int.random(in: 0...lines.count, using: &random))
        case 2 where !lines.isEmpty:
            let line = lines.remove(at: position)
            lines.insert(line, at: Int.random(in: 0...lines.count, using: &random))
        case 3 where !lines.isEmpty:
            lines[position].text += "'"
        default:
            break
        }
    }

    static func randomCard(_ random: inout SplitMix64) -> Card {
        Card(
            Int.random(in: 0..<9, using: &random), ["a", "b"].randomElement(using: &random) ?? "a",
            (0..<Int.random(in: 0...4, using: &random)).map { _ in randomLine(&random) })
    }

    static func randomLine(_ random: inout SplitMix64) -> Line {
        Line(id: Int.random(in: 0..<6, using: &random), text: ["x", "y"].randomElement(using: &random) ?? "x")
    }
}
