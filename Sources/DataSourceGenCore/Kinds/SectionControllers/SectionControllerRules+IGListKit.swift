/// The IGListKit rule for section controllers.
extension ValidationContext {
    /// IGListKit dequeues cells by class, so a section controller's cell must be the app's
    /// `UICollectionViewCell` subclass, which only `types` can name.
    mutating func checkIGListKitCells(_ controllers: [ResolvedSectionController]) {
        for controller in controllers {
            if case .appType = controller.cell { continue }
            let cell = controller.definition.cell
            error(
                cell.location,
                "`sectionControllers.\(controller.definition.name.value).cell` is `\(cell.value)`, but IGListKit dequeues cells by class: name the app's UICollectionViewCell subclass, declared under `types`, or remove \"iglistkit\" from `options.platforms`"
            )
        }
    }
}
