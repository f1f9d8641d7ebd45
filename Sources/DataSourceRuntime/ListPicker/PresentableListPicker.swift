/// A picker a list view shows: its current list (filtered while a search is in effect) as a
/// ``ListHostDataSource``, and the updates reloading and searching produce. The three pickers
/// conform, so one table-view data source serves them all.
public protocol PresentableListPicker {
    associatedtype Item
    /// What a reload's report keys selection changes by (unfiltered indices or identifiers).
    associatedtype SelectionKey: Hashable

    /// The current list, with rows made by `cell`.
    func presented<Cell>(cell: @escaping (Item) -> Cell) -> any ListHostDataSource<Cell>

    /// Replaces the items; returns the load report and the update of the current list.
    mutating func reload(
        _ newItems: [Item], isContentEqual: (Item, Item) -> Bool, reloadThreshold: ReloadThreshold
    ) -> (report: ListPickerLoadReport<SelectionKey>, update: ListUpdate)

    /// Applies a search; returns the update of the current list.
    mutating func search(_ text: String, reloadThreshold: ReloadThreshold) -> ListUpdate
}

extension IndexListPicker: PresentableListPicker {
    public func presented<Cell>(cell: @escaping (Item) -> Cell) -> any ListHostDataSource<Cell> {
        hostDataSource(isFiltered: isFiltered, cell: cell)
    }
}

extension UniqueIdentifierListPicker: PresentableListPicker {
    public func presented<Cell>(cell: @escaping (Item) -> Cell) -> any ListHostDataSource<Cell> {
        hostDataSource(isFiltered: isFiltered, cell: cell)
    }
}

extension SectionedListPicker: PresentableListPicker {
    public func presented<Cell>(cell: @escaping (Item) -> Cell) -> any ListHostDataSource<Cell> {
        hostDataSource(isFiltered: isFiltered, cell: cell)
    }
}
