/// One page request a list screen asks its loader for: the section, the item range, and the
/// search text in effect (`nil` for none). `id` tells its answer apart from stale ones.
public struct ListScreenRequest<Section: Hashable & Sendable>: Hashable, Sendable {
    /// Whether the page starts the list (a first load, a new search, a refresh) or extends it.
    public enum Kind: Hashable, Sendable {
        case firstPage, nextPage
    }

    public let id: Int
    public let section: Section
    public let range: Range<Int>
    public let search: String?
    public let kind: Kind

    public init(id: Int, section: Section, range: Range<Int>, search: String?, kind: Kind) {
        self.id = id
        self.section = section
        self.range = range
        self.search = search
        self.kind = kind
    }
}
