import DataSourceRuntime

/// A row of a test list: identity and content kept apart so a test can change one without the other.
struct Row: Identifiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var content: Int

    init(_ id: Int, _ content: Int = 0) {
        self.id = id
        self.content = content
    }

    var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// A section's model: its identity and its header.
struct Header: Identifiable, Hashable, Sendable {
    var id: Int
    var title: String
}

/// What a list view shows for one section: the header and the rows, as last fetched.
struct ViewSection: Hashable, Sendable, CustomStringConvertible {
    var header: Header
    var rows: [Row]

    var description: String { "\(header.id)\(header.title):\(rows)" }
}

typealias TestSection = ListDiffer.Section<Header, Row>

extension ViewSection {
    init(_ section: TestSection) {
        self.init(header: section.model, rows: section.items)
    }
}

/// Rows shorthand: `rows(1, 2, 3)`.
func rows(_ ids: Int...) -> [Row] { ids.map { Row($0) } }

/// A section shorthand: `section(1, rows(...))`.
func section(_ id: Int, _ items: [Row], title: String = "") -> TestSection {
    TestSection(model: Header(id: id, title: title), items: items)
}

/// The reference for ``DuplicateIdentifierPolicy/keepFirst``: the list without later repeats of
/// an identifier, and the positions of those repeats. Written independently of the differ.
func keepFirst<Element, ID: Hashable>(_ list: [Element], id: (Element) -> ID) -> (kept: [Element], dropped: [Int]) {
    var seen = Set<ID>()
    var kept: [Element] = []
    var dropped: [Int] = []
    for (position, element) in list.enumerated() {
        if seen.insert(id(element)).inserted { kept.append(element) } else { dropped.append(position) }
    }
    return (kept, dropped)
}

/// The reference keepFirst for sectioned lists: repeated sections go (with their items), then
/// repeated item identifiers across the remaining sections.
func keepFirst(_ sections: [TestSection]) -> (
    kept: [TestSection], droppedSections: [Int], droppedItems: [ListIndexPath]
) {
    let (keptSections, droppedSections) = keepFirst(Array(sections.enumerated()), id: { $0.element.model.id })
    var seen = Set<Int>()
    var droppedItems: [ListIndexPath] = []
    var kept: [TestSection] = []
    for (input, section) in keptSections {
        var items: [Row] = []
        for (row, item) in section.items.enumerated() {
            if seen.insert(item.id).inserted {
                items.append(item)
            } else {
                droppedItems.append(ListIndexPath(row: row, section: input))
            }
        }
        kept.append(TestSection(model: section.model, items: items))
    }
    return (kept, droppedSections, droppedItems)
}
