/// The search state a list picker keeps: matcher, folded keys of the current items, the query in
/// effect and the resulting filtered positions.
///
/// Invariant: `mapping` is always the result of `query` over the items last passed to
/// ``reload(items:)``, so a query stays in effect across reloads, and `mapping == nil` exactly
/// when no search is in effect (`isFiltered` false).
struct ListFilter<Item>: Sendable {
    /// How items are matched.
    let matcher: SearchMatcher<Item>
    /// Folded search keys of the current items (fields matcher only).
    private var keys: FoldedSearchKeys?
    /// The query in effect (possibly empty).
    private(set) var query: SearchQuery = .none
    /// The filtered positions, or `nil` when no search is in effect.
    private(set) var mapping: FilteredIndexMapping?

    /// A filter with no items and no query.
    init(matcher: SearchMatcher<Item>) {
        self.matcher = matcher
    }

    /// True while a search is in effect.
    var isFiltered: Bool { mapping != nil }

    /// Re-folds the keys for new items and re-applies the current query to them.
    mutating func reload(items: [Item]) {
        if case .fields(let fields) = matcher.rule {
            // Wrap each field: an array upcast from `@Sendable` to plain function types is a
            // runtime cast that fails on some platforms, a per-element conversion is static.
            keys = FoldedSearchKeys(items: items, fields: fields.map { field in { field($0) } })
        }
        mapping = filter(items, by: query, among: nil)
    }

    /// Applies `newQuery` to `items` (the items of the last reload). When the default matcher
    /// sees a query that extends the previous one, only the previous matches are re-tested.
    mutating func setQuery(_ newQuery: SearchQuery, items: [Item]) {
        defer { query = newQuery }
        guard newQuery.trimmedText != query.trimmedText else { return }
        var candidates: [Int]?
        if case .fields = matcher.rule, newQuery.refines(query) {
            candidates = mapping?.unfilteredIndices
        }
        mapping = filter(items, by: newQuery, among: candidates)
    }

    /// The mapping for `query` over `items`, or `nil` when it filters nothing.
    private func filter(_ items: [Item], by query: SearchQuery, among candidates: [Int]?) -> FilteredIndexMapping? {
        guard !query.isEmpty else { return nil }
        let shown: [Int]
        switch matcher.rule {
        case .disabled:
            return nil
        case .fields:
            shown = keys?.indices(matching: query, among: candidates) ?? []
        case .custom(let matches):
            let text = query.trimmedText
            shown = (candidates ?? Array(items.indices)).filter { matches(items[$0], text) }
        }
        return FilteredIndexMapping(trustedCount: items.count, ascendingIndices: shown)
    }
}
