import Foundation

/// A search query as the user typed it, with the normalized forms matching needs.
///
/// Rule: leading and trailing whitespace (including newlines) is ignored, and a query that is
/// empty after trimming means *no search*: the list is unfiltered and `isFiltered` is false.
/// Typing a single space therefore does not switch the picker into a filtered empty-looking
/// state. Whitespace inside the query is kept and must match.
package struct SearchQuery: Sendable, Hashable {
    /// The query exactly as given, untrimmed: what a search bar restored from it should show.
    package let text: String
    /// ``text`` without leading and trailing whitespace; this is what matchers receive.
    package let trimmedText: String
    /// ``trimmedText`` folded by ``SearchTextFolding``, as UTF-8, folded once per query.
    let foldedUTF8: [UInt8]

    /// A query for `text`, trimmed and folded once here.
    package init(_ text: String) {
        self.text = text
        trimmedText = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var folded: [UInt8] = []
        var cache = SearchTextFolding.RunCache()
        SearchTextFolding.appendFoldedUTF8(of: trimmedText, to: &folded, cache: &cache)
        foldedUTF8 = folded
    }

    /// The empty query: no search in effect.
    package static let none = SearchQuery("")

    /// True when the query is empty after trimming, so it filters nothing and no search is in
    /// effect.
    package var isEmpty: Bool { trimmedText.isEmpty }

    /// ``trimmedText`` folded by ``SearchTextFolding``.
    var foldedText: String { String(decoding: foldedUTF8, as: UTF8.self) }

    /// True when every item matching `self` under substring matching also matches `previous`,
    /// so a search for `self` may start from `previous`'s results (typing more characters).
    func refines(_ previous: SearchQuery) -> Bool {
        !previous.isEmpty && FoldedSearchKeys.contains(previous.foldedUTF8, in: foldedUTF8[...])
    }
}
