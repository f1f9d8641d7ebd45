/// Plans one section controller: generated code is a `GeneratedSectionController` namespace with
/// the object and cell types, the reuse identifier, the sizing rule and the item count; the
/// runtime's protocol extension supplies the typed factory.
enum SectionControllerPlanner {
    static func plan(_ controller: ResolvedSectionController) -> SectionControllerPlan {
        // Without a cell (SwiftUI alone), `Cell` is `Void`, the cell type of the SwiftUI model's adapter.
        let cellType = controller.cell?.swiftText ?? "Void"
        let defaultReuseIdentifier = controller.cell == nil ? controller.typeName : cellType
        var plan = SectionControllerPlan(
            rawNameText: OneLineText.make(controller.definition.name.value),
            typeName: controller.typeName,
            entityType: controller.entity.typeName,
            cellType: cellType,
            summary: "",
            reuseIdentifierLiteral: SwiftStringLiteral.make(
                controller.definition.reuseIdentifier?.value ?? defaultReuseIdentifier),
            size: .fullWidth)
        plan.hasCell = controller.cell != nil
        plan.previewNames = PreviewNames(typeName: plan.typeName)
        let count: String
        switch controller.items {
        case .fixed(1):
            count = "one cell per object"
        case .fixed(let number):
            plan.fixedItemCount = String(number)
            count = "\(number) cells per object"
        case .each(let field, let element, let conformances):
            plan.eachMember = field.swiftName
            plan.eachElementType = element.swiftText
            plan.cellIdentity = SectionCellIdentityKind(elementConformances: conformances)
            count = "one cell per element of `\(OneLineText.make(field.definition.name.value))`"
        }
        let size: String
        switch controller.size {
        case .fullWidth(let height):
            plan.size = .fullWidth
            plan.height = literal(height)
            size = "full width, \(literal(height)) high"
        case .grid(let columns, let height):
            plan.size = .grid
            (plan.columns, plan.height) = (String(columns), literal(height))
            size = "\(columns) columns, \(literal(height)) high"
        case .gridAspectRatio(let columns, let ratio):
            plan.size = .gridAspectRatio
            (plan.columns, plan.aspectRatio) = (String(columns), literal(ratio))
            size = "\(columns) columns, width/height \(literal(ratio))"
        }
        plan.summary = "\(count); \(size)."
        let cells = controller.cell == nil ? "without a cell class" : "as `\(cellType)` cells"
        plan.summaryLines = LineLayout.commentLines(
            RenamedNote.summary(
                "Each `\(plan.entityType)` \(cells); \(plan.summary)", rawText: plan.rawNameText,
                swiftName: plan.typeName),
            indent: 0)
        return plan
    }

    /// A Double as Swift source: integral values without a fraction (`56`), others as Swift
    /// prints them, which round-trips exactly.
    private static func literal(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
