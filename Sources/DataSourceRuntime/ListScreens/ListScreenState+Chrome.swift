/// What a list screen's view shows around its rows, decided here so the UIKit glue only sets it:
/// the footer spinner, the refresh control, the empty-results view, and when scrolling reaches
/// the end of a section.
extension ListScreenState {
    /// Whether a further page is loading anywhere (the footer spinner).
    public var isLoadingMore: Bool { sections.contains { phase(of: $0) == .loadingMore } }

    /// Whether a first page is loading anywhere (a refresh or a search in progress; the refresh
    /// control spins until none is).
    public var isLoadingFirstPages: Bool { sections.contains { phase(of: $0) == .loading } }

    /// The text of the empty-results view, when every section came back empty: `emptyText`
    /// (`nil`: "No results", the one default of every platform), or `nil` while something is
    /// shown or still loading.
    public func emptyStateText(_ emptyText: String? = nil) -> String? {
        showsEmptyState ? emptyText ?? "No results" : nil
    }

    /// The section whose last shown row is at `indexPath`: showing it means scrolling reached the
    /// end of that section, so its next page is due.
    package func sectionEnding(at indexPath: ListIndexPath) -> Section? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let count = numberOfRows(inSection: indexPath.section)
        return count > 0 && indexPath.row == count - 1 ? sections[indexPath.section] : nil
    }
}
