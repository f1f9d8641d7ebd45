/// A cell that configures itself from a view model.
@MainActor
public protocol ListBindable: NSObjectProtocol {
    func bindViewModel(_ viewModel: Any)
}

/// Turns a binding section controller's object into view models, and view models into cells and sizes.
@MainActor
public protocol ListBindingSectionControllerDataSource: NSObjectProtocol {
    func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>, viewModelsFor object: Any) -> [ListDiffable]
    func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>, cellForViewModel viewModel: Any, at index: Int
    ) -> UICollectionViewCell & ListBindable
    func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>, sizeForViewModel viewModel: Any, at index: Int
    ) -> CGSize
}

/// A section controller whose cells are view models diffed within the section. The header
/// constrains `ObjectType` to IGListDiffable, an `@objc` protocol whose existential the data
/// source passes as `ListBindingSectionController<ListDiffable>`; ListDiffable cannot be `@objc`
/// here (see ListDiffable.swift), so the stub leaves `ObjectType` unconstrained.
@MainActor
open class ListBindingSectionController<ObjectType>: ListSectionController {
    open weak var dataSource: ListBindingSectionControllerDataSource?
    open var object: ObjectType? { fatalError() }
    open var viewModels: [ListDiffable] { fatalError() }
    open func update(animated: Bool, completion: ((Bool) -> Void)? = nil) { fatalError() }
}
