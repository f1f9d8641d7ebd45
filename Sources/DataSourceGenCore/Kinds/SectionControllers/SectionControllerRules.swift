/// Rules for one section controller: its entity can be diffed and reused by identity.
extension ValidationContext {
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
