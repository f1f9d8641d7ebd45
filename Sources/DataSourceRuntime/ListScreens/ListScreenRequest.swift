/// One page request a list screen asks its loader for: the section, the item range, and the
/// search text in effect (`nil` for none). `id` tells its answer apart from stale ones.
public struct ListScreenRequest<Section: Hashable & Sendable>: Hashable, Sendable {
    public let id: Int
    public let section: Section
    public let range: Range<Int>
    public let search: String?

    public init(id: Int, section: Section, range: Range<Int>, search: String?) {
        self.id = id
        self.section = section
        self.range = range
        self.search = search
    }

    /// Whether the page starts the list (a first load, a new search, a refresh: its range starts at
    /// 0) rather than extending it.
    public var isFirstPage: Bool { range.lowerBound == 0 }
}
