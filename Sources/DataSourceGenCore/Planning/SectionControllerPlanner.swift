/// Plans one section controller: generated code is a `GeneratedSectionController` namespace with
/// the object and cell types, the reuse identifier, the sizing rule and the item count; the
/// runtime's protocol extension supplies the typed factory.
struct SectionControllerPlanner {
    let definitions: Definitions

    func plan(_ controller: SectionControllerDefinition) -> SectionControllerPlan? {
        guard let entity = definitions.entities.first(where: { $0.name.value == controller.entity.value }),
            let size = controller.size?.value
        else { return nil }
        let cellType = (try? SwiftTypeParser.parse(controller.cell.value).get())?.description ?? controller.cell.value
        let count = itemCount(controller.items?.value, entity: entity)
        return SectionControllerPlan(
            rawNameText: CommentText.make(controller.name.value),
            typeName: GeneratedNames.typeName(controller.name.value),
            entityType: GeneratedNames.typeName(entity.name.value),
            cellType: cellType,
            summary: "\(count.description); \(description(of: size)).",
            reuseIdentifierLiteral: SwiftStringLiteral.make(controller.reuseIdentifier?.value ?? cellType),
            sizingExpression: sizing(size),
            itemCountExpression: count.expression
        )
    }

    private func itemCount(_ rule: SectionControllerDefinition.ItemCount?, entity: EntityDefinition) -> (expression: String?, description: String) {
        switch rule {
        case nil, .fixed(1)?:
            return (nil, "one cell per object")
        case .fixed(let count)?:
            return ("\(count)", "\(count) cells per object")
        case .each(let field)?:
            let member = GeneratedNames.memberName(field.value)
            return ("object.\(member).count", "one cell per element of `\(CommentText.make(field.value))`")
        }
    }

    private func sizing(_ size: SectionControllerDefinition.ItemSize) -> String {
        switch size {
        case .fullWidth(let height): ".fullWidth(height: \(literal(height)))"
        case .grid(let columns, let height): ".grid(columns: \(columns), height: \(literal(height)))"
        case .gridAspectRatio(let columns, let ratio): ".grid(columns: \(columns), aspectRatio: \(literal(ratio)))"
        }
    }

    private func description(of size: SectionControllerDefinition.ItemSize) -> String {
        switch size {
        case .fullWidth(let height): "full width, \(literal(height)) high"
        case .grid(let columns, let height): "\(columns) columns, \(literal(height)) high"
        case .gridAspectRatio(let columns, let ratio): "\(columns) columns, width/height \(literal(ratio))"
        }
    }

    /// A Double as Swift source: integral values without a fraction (`56`), others as Swift
    /// prints them, which round-trips exactly.
    private func literal(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
