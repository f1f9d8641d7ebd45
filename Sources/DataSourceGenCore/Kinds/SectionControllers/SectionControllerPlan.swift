/// One section controller: the object and cell types, reuse identifier, sizing and item count.
struct SectionControllerPlan: Hashable, Sendable {
    var rawNameText: String
    var typeName: String
    var entityType: String
    var cellType: String
    var summary: String
    /// A Swift string literal.
    var reuseIdentifierLiteral: String
    var size: SectionControllerDefinition.ItemSize
    /// Number literals of the size, as Swift source (`56`, `1.5`).
    var height: String?
    var columns: String?
    var aspectRatio: String?
    /// Cells per object when fixed and more than one; `nil` otherwise.
    var fixedItemCount: String?
    /// The array property whose elements each get a cell; `nil` otherwise.
    var eachMember: String?
    /// Whether an IGListKit section controller class is generated.
    var igListKit = false
}
