import DataSourceRuntime

/// A list view without a screen: it drives any `ListHostDataSource` the way `UITableView` or
/// `UICollectionView` does, whichever its ``rules`` name, so that tests on Linux hit the same
/// failures iOS users would.
///
/// ``reloadData(from:)`` asks for every count, cell and header title, like a table view's first
/// load. ``performBatchUpdates(_:dataSource:)`` then behaves like `performBatchUpdates` /
/// `beginUpdates`…`endUpdates`: the host's displayed ``sections`` are the state *before* the
/// update, the data source passed in is the data *after* it (UIKit asks for the new counts once
/// the update block has run), and the batch must reconcile the two.
///
/// ## Rules (those of `-[UITableView _endCellAnimationsWithContext:]`)
/// - Deletes, reloads and move sources are positions before the update; inserts and move
///   destinations are positions after it; each must be in range for its side.
/// - Sections after = before − deleted + inserted; rows in each surviving section after =
///   before − deleted + inserted ± rows moved in or out. Reloads count as one delete plus one
///   insert; a section move carries its rows, so only row moves that leave the section their old
///   section becomes count as moved.
/// - A position may not be both deleted and reloaded, both deleted (or reloaded) and a move
///   source, or both inserted and a move destination; a move may not leave from two places or
///   arrive at one from two.
/// - Rows deleted inside a deleted or reloaded section, and rows inserted inside an inserted or
///   reloaded section, are absorbed by the section operation (UIKit drops them the same way).
/// - Stricter than current UIKit, which silently tolerates them: the same operation twice, a row
///   moved out of a deleted/reloaded section or into an inserted/reloaded one, and a row reloaded
///   inside a deleted section. Each is a bookkeeping bug that makes iOS skip animations or
///   miscount, depending on the release.
///
/// ## Reloads are a delete plus an insert
/// UIKit reloads a row by deleting it and inserting a row at a *new position* it computes from
/// the old one by shifting over the batch's explicit deletes and inserts only; moves, in rows or
/// sections, are ignored. The host does the same, so a reload combined with moves shows what iOS
/// shows: a miscount exception when the row's section moves, or a cell fetched for the wrong row
/// (and stale cells around it) when rows move past it. Put reloads in a batch without moves, or
/// express a changed row that also moves as a delete plus an insert.
///
/// ## Applying a valid batch
/// The cells of untouched and moved rows are kept, including their old content; only inserted
/// and reloaded rows, and every row of inserted and reloaded sections, are fetched from the data
/// source, at their positions after the update. Header titles are fetched only for inserted and
/// reloaded sections. So after a batch the ``sections`` equal the new data only if the batch
/// reloaded every row whose content changed; ``lastCellRequests`` shows what was fetched.
///
/// A refused batch throws ``ListHostInconsistency`` (UIKit's exception text) before anything
/// is fetched, and leaves the host as it was.
///
/// ## Collection-view mode
/// Created with `rules: .collectionView`, the host also refuses what `UICollectionView`
/// mishandles although the rules above allow it: reloads (of rows or sections) in a batch that
/// moves anything, and row deletes, inserts or moves inside a section the same batch moves
/// (see `ListViewRules`). Batches from `ListDiffer(…, stagedFor: .collectionView)` pass.
public struct HeadlessListHost<Cell> {
    /// The cells the host currently displays, per section: after a batch, kept cells keep their
    /// old content and only fetched ones are new (see the type's documentation).
    public private(set) var sections: [[Cell]] = []
    /// The header title of each displayed section, fetched only for loaded, inserted and reloaded
    /// sections.
    public private(set) var headerTitles: [String?] = []
    /// The positions whose cells the last ``reloadData(from:)`` or successful
    /// ``performBatchUpdates(_:dataSource:)`` asked the data source for, in the order asked.
    public private(set) var lastCellRequests: [ListIndexPath] = []
    /// How many cells have been asked from data sources since the host was created.
    public private(set) var cellRequestCount = 0

    /// The rules ``performBatchUpdates(_:dataSource:)`` enforces.
    public let rules: ListViewRules

    /// Creates a host that displays nothing (zero sections), as a list view before its first
    /// load, and enforces the rules of the list view `rules` names: `.tableView` for what a
    /// `UITableView` shows, `.collectionView` for a `UICollectionView` (IGListKit's section
    /// controllers). There is no default, because either would be wrong for the other view: a
    /// table-view host passes batches a collection view mishandles, and a collection-view host
    /// refuses batches a table view applies.
    public init(rules: ListViewRules) {
        self.rules = rules
    }

    /// The number of displayed sections: what the last load or batch left, not re-read from a
    /// data source.
    public var numberOfSections: Int { sections.count }

    /// The number of displayed rows in `section`, which must be in range.
    public func numberOfRows(inSection section: Int) -> Int {
        precondition(sections.indices.contains(section), "section \(section) out of range")
        return sections[section].count
    }

    /// The displayed cell at `indexPath`, which must be in range.
    public func cell(at indexPath: ListIndexPath) -> Cell {
        precondition(sections.indices.contains(indexPath.section), "section \(indexPath.section) out of range")
        precondition(sections[indexPath.section].indices.contains(indexPath.row), "row \(indexPath) out of range")
        return sections[indexPath.section][indexPath.row]
    }

    /// Every displayed cell, section after section, in one array.
    public var allCells: [Cell] { sections.flatMap { $0 } }

    /// Discards what is displayed and asks `dataSource` for everything, like `reloadData()`.
    ///
    /// The data source's counts must not be negative (a programmer error, checked by precondition).
    public mutating func reloadData<D: ListHostDataSource>(from dataSource: D) where D.Cell == Cell {
        let sectionCount = dataSource.numberOfSections()
        precondition(sectionCount >= 0, "numberOfSections() returned \(sectionCount)")
        var requests: [ListIndexPath] = []
        var newSections: [[Cell]] = []
        var newTitles: [String?] = []
        for section in 0..<sectionCount {
            let rowCount = dataSource.numberOfRows(inSection: section)
            precondition(rowCount >= 0, "numberOfRows(inSection: \(section)) returned \(rowCount)")
            newSections.append(Self.fetchRows(0..<rowCount, section: section, from: dataSource, log: &requests))
            newTitles.append(dataSource.titleForHeader(inSection: section))
        }
        commit(newSections, titles: newTitles, requests: requests)
    }

    /// Applies `update` as UIKit would, with `dataSource` answering for the data after the update.
    ///
    /// Throws ``ListHostInconsistency`` with UIKit's exception text when UIKit would refuse the
    /// batch (or, in collection-view mode, mishandle it); the host is then unchanged. See the
    /// type's documentation for the rules.
    public mutating func performBatchUpdates<D: ListHostDataSource>(
        _ update: ListUpdate.Batch, dataSource: D
    ) throws(ListHostInconsistency) where D.Cell == Cell {
        let newSectionCount = dataSource.numberOfSections()
        let newCounts = (0..<max(newSectionCount, 0)).map { dataSource.numberOfRows(inSection: $0) }
        let layout = try BatchUpdateLayout(
            update, oldCounts: sections.map(\.count), newSectionCount: newSectionCount, newCounts: newCounts)
        if rules == .collectionView { try CollectionViewBatchCheck.validate(update) }

        var requests: [ListIndexPath] = []
        var newSections: [[Cell]] = []
        var newTitles: [String?] = []
        for (section, source) in layout.sections.enumerated() {
            switch source {
            case .fetch(let rowCount):
                newSections.append(Self.fetchRows(0..<rowCount, section: section, from: dataSource, log: &requests))
                newTitles.append(dataSource.titleForHeader(inSection: section))
            case .kept(let oldIndex, let rows):
                var cells: [Cell] = []
                cells.reserveCapacity(rows.count)
                for (row, rowSource) in rows.enumerated() {
                    switch rowSource {
                    case .fetch:
                        cells += Self.fetchRows(row..<row + 1, section: section, from: dataSource, log: &requests)
                    case .kept(let old):
                        cells.append(sections[old.section][old.row])
                    }
                }
                newSections.append(cells)
                newTitles.append(headerTitles[oldIndex])
            }
        }
        commit(newSections, titles: newTitles, requests: requests)
    }

    private static func fetchRows<D: ListHostDataSource>(
        _ rows: Range<Int>, section: Int, from dataSource: D, log: inout [ListIndexPath]
    ) -> [Cell] where D.Cell == Cell {
        rows.map { row in
            let indexPath = ListIndexPath(row: row, section: section)
            log.append(indexPath)
            return dataSource.cell(at: indexPath)
        }
    }

    private mutating func commit(_ newSections: [[Cell]], titles: [String?], requests: [ListIndexPath]) {
        sections = newSections
        headerTitles = titles
        lastCellRequests = requests
        cellRequestCount += requests.count
    }
}

// Every stored property is cells, strings or index paths, so the host is as sendable as its cells.
extension HeadlessListHost: Sendable where Cell: Sendable {}

extension HeadlessListHost {
    /// Applies `update` as a table view does: `reloadData()`, or each batch in order with
    /// `dataSource` answering for the data after the update.
    public mutating func apply<D: ListHostDataSource>(
        _ update: ListUpdate, from dataSource: D
    ) throws(ListHostInconsistency) where D.Cell == Cell {
        switch update {
        case .reloadData:
            reloadData(from: dataSource)
        case .batches(let batches):
            for batch in batches { try performBatchUpdates(batch, dataSource: dataSource) }
        }
    }
}

/// The headless host already has both methods, with the same meaning.
extension HeadlessListHost: ListUpdateHost {}
