/// What a section controller gets while the host asks it for a cell: the item's position in the
/// whole list and the host's reuse queue.
///
/// On iOS the queue is the collection view's (`dequeueReusableCell(withReuseIdentifier:for:)`);
/// on the headless host it is the closure the ``SectionAdapter`` was created with.
public struct ListCellContext<Cell> {
    /// Where the cell will be shown: the section is the controller's object's position in the
    /// list, the row the item's index within the section.
    public let indexPath: ListIndexPath
    private let dequeue: (String, ListIndexPath) -> Cell

    /// A context for the cell at `indexPath`, taking cells from `dequeue` (given a reuse
    /// identifier and the position).
    init(indexPath: ListIndexPath, dequeue: @escaping (_ reuseIdentifier: String, _ indexPath: ListIndexPath) -> Cell) {
        self.indexPath = indexPath
        self.dequeue = dequeue
    }

    /// A reusable cell registered under `reuseIdentifier`, for the controller to configure.
    public func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String) -> Cell {
        dequeue(reuseIdentifier, indexPath)
    }
}
