/// Gives a ListAdapter its objects and a new section controller for each.
@MainActor
public protocol ListAdapterDataSource: NSObjectProtocol {
    func objects(for listAdapter: ListAdapter) -> [ListDiffable]
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController
    func emptyView(for listAdapter: ListAdapter) -> UIView?
}
