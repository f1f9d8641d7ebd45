/// Applies a ListAdapter's section and item updates to its collection view. Only IGListKit's own
/// updaters implement it, so its requirements (transition blocks, pointer functions) are not
/// declared here.
public protocol ListUpdatingDelegate: NSObjectProtocol {}

/// The ready-made updater: diffs the objects and applies batch updates. Subclassing is
/// restricted in the header.
@objc @MainActor
public class ListAdapterUpdater: NSObject, ListUpdatingDelegate {
    public override init() { fatalError() }

    public var sectionMovesAsDeletesInserts: Bool { get { fatalError() } set {} }
    public var singleItemSectionUpdates: Bool { get { fatalError() } set {} }
    public var preferItemReloadsForSectionReloads: Bool { get { fatalError() } set {} }
    public var allowsReloadingOnTooManyUpdates: Bool { get { fatalError() } set {} }
    public var allowsBackgroundDiffing: Bool { get { fatalError() } set {} }
}
