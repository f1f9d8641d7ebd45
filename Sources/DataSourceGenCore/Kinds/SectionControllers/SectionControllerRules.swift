/// Rules for one section controller: its entity can be diffed and reused by identity, and it names
/// a cell where a platform dequeues one.
extension ValidationContext {
    /// `uikit` and `iglistkit` dequeue each object's cells, so they need the cell class; SwiftUI
    /// alone shows the cells itself, and the controller's `Cell` is then `Void`.
    mutating func checkCell(of controller: ResolvedSectionController, platforms: Set<FileOptions.Platform>) {
        guard controller.definition.cell == nil else { return }
        let dequeuing = [FileOptions.Platform.uikit, .iglistkit].filter(platforms.contains)
        guard !dequeuing.isEmpty else { return }
        let names = dequeuing.map { "`\($0.rawValue)`" }
        let path = "sectionControllers.\(controller.definition.name.value)"
        error(
            controller.definition.name.location,
            "`\(path)` has no `cell`; add \"cell\": \"<cell class>\" (the app's UICollectionViewCell subclass, declared under `types`, for example \"ProductCell\"): \(names.joined(separator: " and ")) \(names.count == 1 ? "dequeues" : "dequeue") each object's cells, which a SwiftUI view does not need"
        )
    }

    mutating func check(_ controller: ResolvedSectionController) {
        let definition = controller.definition
        let path = "sectionControllers.\(definition.name.value)"
        let entity = controller.entity
        let entityName = entity.definition.name.value
        if entity.definition.uniqueID == nil {
            error(
                definition.entity.location,
                "`\(path)` lists `\(entityName)`, which has no `id` field; section controllers are kept per object identity (as IGListKit does), so add \"id\": \"<field>\" to the entity"
            )
        }
        if !entity.conformances.contains(.equatable) {
            let why: String
            if entity.isGenerated {
                let fields = entity.fields.filter { !$0.conformances.contains(.equatable) }
                why =
                    "\(fields.map { "`\($0.definition.name.value)`: \($0.type.swiftText)" }.joined(separator: ", ")) \(fields.count == 1 ? "is" : "are") not Equatable; use Equatable field types"
            } else {
                why =
                    "the app's type does not declare it; add \"conformances\": [\"Equatable\"] to `entities.\(entityName)` if it conforms"
            }
            error(
                definition.entity.location,
                "`\(path)` needs `\(entityName)` to be Equatable (so `didUpdate(to:)` runs only when an object changed), but \(why)"
            )
        }
    }
}
