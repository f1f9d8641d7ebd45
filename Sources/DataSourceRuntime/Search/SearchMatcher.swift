/// How a list picker decides which items a search query shows.
///
/// Part of a picker's configuration, one expression: `.fields({ $0.name }, { $0.code })`,
/// `.fields(keyPaths: [\.name, \.code])` (what generated pickers state) or
/// `.custom { item, query in ... }`.
public struct SearchMatcher<Item>: Sendable {
    /// The matching rule.
    enum Rule: Sendable {
        /// Search is off: every query is ignored and the list is never filtered.
        case disabled
        /// Folded substring match over these fields (see ``SearchTextFolding``).
        case fields([@Sendable (Item) -> String])
        /// An app-supplied predicate over an item and the trimmed query.
        case custom(@Sendable (Item, String) -> Bool)
    }

    /// The rule this matcher applies.
    let rule: Rule

    /// Search is off: queries are ignored, `isFiltered` stays false.
    public static var disabled: SearchMatcher { SearchMatcher(rule: .disabled) }

    /// The default matcher: an item matches when the query (trimmed) is a case- and
    /// diacritic-insensitive substring of any one of `fields`. The fields are folded once per data
    /// load, so filtering a large list costs a byte scan per item.
    public static func fields(_ fields: (@Sendable (Item) -> String)...) -> SearchMatcher {
        SearchMatcher(rule: .fields(fields))
    }

    /// Any other rule: `matches(item, query)` decides, where `query` is the trimmed query text.
    /// It is never called for an empty query (an empty query shows every item).
    public static func custom(_ matches: @escaping @Sendable (_ item: Item, _ query: String) -> Bool) -> SearchMatcher {
        SearchMatcher(rule: .custom(matches))
    }

    /// Whether a picker searching for `searchText` shows `item`: the same rule, trimming and
    /// folding as its filtering, one item at a time, for views that filter on their own. Every
    /// item matches an empty query, and any query while search is off.
    public func matches(_ item: Item, searchText: String) -> Bool {
        let query = SearchQuery(searchText)
        guard !query.isEmpty else { return true }
        switch rule {
        case .disabled:
            return true
        case .fields(let fields):
            let keys = FoldedSearchKeys(items: [item], fields: fields.map { field in { field($0) } })
            return keys.item(at: 0, matches: query)
        case .custom(let matches):
            return matches(item, query.trimmedText)
        }
    }
}
