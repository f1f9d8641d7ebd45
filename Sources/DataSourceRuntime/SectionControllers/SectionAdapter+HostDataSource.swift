/// The adapter as the data source of a list view: sections are the shown objects, rows are their
/// controllers' items, cells come from the controllers.
extension SectionAdapter: ListHostDataSource {
    /// One section per shown object: the objects of the last update, repeats dropped.
    public func numberOfSections() -> Int { sections.count }

    /// The item count of the section's controller, as read at the last update (see
    /// ``SectionController``), so it always matches what the last batch update announced.
    /// - Precondition: `section` is in range, as a list view guarantees.
    public func numberOfRows(inSection section: Int) -> Int {
        precondition(sections.indices.contains(section), "section \(section) out of range")
        return sections[section].itemCount
    }

    /// The controller's cell for item `indexPath.row`, dequeued through the adapter's queue.
    /// - Precondition: `indexPath.section` is in range, as a list view guarantees.
    public func cell(at indexPath: ListIndexPath) -> Cell {
        precondition(sections.indices.contains(indexPath.section), "section \(indexPath.section) out of range")
        let context = ListCellContext(indexPath: indexPath, dequeue: dequeue)
        return sections[indexPath.section].controller.cellForItem(at: indexPath.row, in: context)
    }
}
