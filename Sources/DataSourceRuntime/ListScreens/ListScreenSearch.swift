/// How a list screen's loader can match its search: the list pickers' rule, so both kinds of
/// list search alike — leading and trailing whitespace ignored, case and diacritics folded
/// (`Café` matches `cafe`), the query found as a substring of any of the item's search texts.
public enum ListScreenSearch {
    /// Whether `search` matches one of `texts` (`nil` texts never match); an empty search matches.
    public static func matches(_ search: String, in texts: [String?]) -> Bool {
        let query = SearchQuery(search)
        guard !query.isEmpty else { return true }
        let needle = query.foldedText
        return texts.contains { $0.map { SearchTextFolding.fold($0).contains(needle) } ?? false }
    }
}
