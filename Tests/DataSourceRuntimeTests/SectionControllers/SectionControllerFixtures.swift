import DataSourceRuntime
import DataSourceRuntimeTesting

/// A cell of the headless tests: the reuse identifier it was dequeued with and the text its
/// controller configured.
struct CardCell: Hashable, CustomStringConvertible {
    var reuseIdentifier: String
    var text = ""

    var description: String { "\(reuseIdentifier)|\(text)" }
}

/// An item view-model of a card.
struct Line: Identifiable, Hashable, CustomStringConvertible {
    var id: Int
    var text: String

    var description: String { "\(id)=\(text)" }
}

/// The object the adapter tests show, one section per card.
struct Card: Identifiable, Hashable, CustomStringConvertible {
    var id: Int
    var title: String
    var lines: [Line]

    init(_ id: Int, _ title: String = "", _ lines: [Line] = []) {
        self.id = id
        self.title = title
        self.lines = lines
    }

    var description: String { "\(id)\(title)\(lines)" }
}

typealias CardAdapter = SectionAdapter<Card, CardCell>

/// Lines shorthand: `lines("a", "b")` gives ids 0, 1 with those texts.
func lines(_ texts: String...) -> [Line] {
    texts.enumerated().map { Line(id: $0.offset, text: $0.element) }
}

/// The reuse queue of the headless tests: a blank cell.
func blankCell(_ reuseIdentifier: String, _ indexPath: ListIndexPath) -> CardCell {
    CardCell(reuseIdentifier: reuseIdentifier)
}

/// What a section controller that only knows its count shows for a card: one cell per line.
func plainText(_ card: Card, _ index: Int) -> String { "\(card.title):\(card.lines[index].text)" }

/// What the tests expect a section to show, worked out from the card alone: a keyed section
/// shows each line id once (first occurrence), a plain one every line with the card's title.
func expectedCells(_ card: Card, keyed: Bool, reuseIdentifier: String) -> [CardCell] {
    guard keyed else {
        return card.lines.indices.map { CardCell(reuseIdentifier: reuseIdentifier, text: plainText(card, $0)) }
    }
    var seen = Set<Int>()
    return card.lines.filter { seen.insert($0.id).inserted }.map {
        CardCell(reuseIdentifier: reuseIdentifier, text: $0.description)
    }
}

/// The ready-made plain controller for cards.
func entityController(_ card: Card) -> EntitySectionController<Card, CardCell> {
    EntitySectionController(
        reuseIdentifier: "entity", sizing: .fullWidth(height: 44), itemCount: { $0.lines.count },
        configure: { cell, card, index in cell.text = plainText(card, index) })
}

/// The ready-made binding controller for cards: one item per line.
func bindingController(_ card: Card, selected: ((Line, Int) -> Void)? = nil) -> BindingSectionController<
    Card, Line, CardCell
> {
    BindingSectionController(
        reuseIdentifier: "binding", sizing: .grid(columns: 2, height: 50), viewModels: \.lines,
        configure: { cell, line in cell.text = line.description },
        select: { line, index in selected?(line, index) })
}

/// A hand-written controller that records what the adapter asks of it. Keyed controllers diff
/// their lines through ``ListItemKeyTracker``; plain ones only know their count.
final class RecordingController: ItemKeyedSectionController {
    let keyed: Bool
    private(set) var updates: [Card] = []
    private(set) var selections: [Int] = []
    private(set) var contexts: [ListIndexPath] = []
    private var tracker = ListItemKeyTracker<Line>()

    init(keyed: Bool) { self.keyed = keyed }

    var reuseIdentifier: String { keyed ? "keyed" : "plain" }

    func numberOfItems() -> Int { keyed ? tracker.items.count : updates.last?.lines.count ?? 0 }

    func sizeForItem(at index: Int, in container: ListItemSizing.Size) -> ListItemSizing.Size {
        ListItemSizing.Size(width: container.width, height: Double(10 * (index + 1)))
    }

    func cellForItem(at index: Int, in context: ListCellContext<CardCell>) -> CardCell {
        contexts.append(context.indexPath)
        var cell = context.dequeueReusableCell(withReuseIdentifier: reuseIdentifier)
        if keyed {
            cell.text = tracker.items[index].description
        } else if let card = updates.last {
            cell.text = plainText(card, index)
        }
        return cell
    }

    func didUpdate(to object: Card) {
        updates.append(object)
        if keyed { tracker.update(to: object.lines) }
    }

    func didSelectItem(at index: Int) { selections.append(index) }

    func itemKeys() -> [ListItemKey]? { keyed ? tracker.keys : nil }
}

/// Makes ``RecordingController``s (keyed for even card ids unless told otherwise) and remembers
/// every one it made.
final class RecordingFactory {
    private(set) var made: [(id: Int, controller: RecordingController)] = []
    let keyed: (Int) -> Bool

    init(keyed: @escaping (Int) -> Bool = { $0 % 2 == 0 }) { self.keyed = keyed }

    func make(_ card: Card) -> RecordingController {
        let controller = RecordingController(keyed: keyed(card.id))
        made.append((card.id, controller))
        return controller
    }

    func adapter(
        duplicates: DuplicateIdentifierPolicy = .keepFirst, reloadThreshold: ReloadThreshold = .never,
        stagedFor rules: ListViewRules = .collectionView
    ) -> CardAdapter {
        CardAdapter(duplicates: duplicates, reloadThreshold: reloadThreshold, stagedFor: rules, dequeue: blankCell) {
            self.make($0)
        }
    }
}

/// What `adapter` shows when loaded from scratch.
func freshCells(_ adapter: CardAdapter) -> [[CardCell]] {
    var host = HeadlessListHost<CardCell>(rules: .collectionView)
    host.reloadData(from: adapter)
    return host.sections
}

/// The recording controller of the card with `id`.
func recording(_ adapter: CardAdapter, _ id: Int) -> RecordingController? {
    adapter.controller(for: id) as? RecordingController
}
