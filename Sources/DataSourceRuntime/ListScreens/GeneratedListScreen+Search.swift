extension GeneratedListScreen {
    /// Whether `search` matches one of `texts` (`nil` texts never match) by the list pickers'
    /// rule, so both kinds of list search alike: leading and trailing whitespace ignored, case and
    /// diacritics folded (`Café` matches `cafe`), the query found as a substring. An empty search
    /// matches. For a loader that filters in memory.
    public static func searchMatches(_ search: String, in texts: [String?]) -> Bool {
        let query = SearchQuery(search)
        guard !query.isEmpty else { return true }
        let needle = query.foldedText
        return texts.contains { $0.map { SearchTextFolding.fold($0).contains(needle) } ?? false }
    }
}
