/// The IGListKit rule for section controllers.
extension ValidationContext {
    /// IGListKit dequeues cells by class, so a section controller's cell must be the app's
    /// `UICollectionViewCell` subclass, which only `types` can name.
    mutating func checkIGListKitCells(_ controllers: [ResolvedSectionController]) {
        for controller in controllers {
            // A missing cell is reported by `checkCell(of:platforms:)`.
            guard let cell = controller.definition.cell else { continue }
            if case .appType = controller.cell { continue }
            error(
                cell.location,
                "`sectionControllers.\(controller.definition.name.value).cell` is `\(cell.value)`, but IGListKit dequeues cells by class: name the app's UICollectionViewCell subclass, declared under `types`, or remove \"iglistkit\" from `options.platforms`"
            )
        }
    }
}
