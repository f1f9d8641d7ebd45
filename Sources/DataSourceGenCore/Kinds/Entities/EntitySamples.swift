/// Sample items of a generated entity for a SwiftUI preview, each field's value made from its
/// default or its type: numbered text and numbers, `false`, `nil`, empty collections, a section
/// enum's cases in turn.
enum EntitySamples {
    /// `count` items, or `nil` when the app supplies the entity or a field without a default has a
    /// type with no sample (a `Date` unless `samplesDates`, a `UUID`, an app type), so that the
    /// view gets no preview. A form's one item samples dates (as the reference date): its date
    /// picker needs one, where a list would show the same date on every row.
    static func items(
        of entity: ResolvedEntity, sections: [ResolvedSection], count: Int = 3, samplesDates: Bool = false
    ) -> [PreviewItemPlan]? {
        guard entity.isGenerated else { return nil }
        var items: [PreviewItemPlan] = []
        for number in 1...count {
            var fields: [PreviewFieldPlan] = []
            for (index, field) in entity.fields.enumerated() {
                let name = field.definition.name.value
                let isDate = samplesDates && field.type == .standard("Date")
                let made =
                    isDate
                    ? .literal("Date(timeIntervalSinceReferenceDate: 0)")
                    : sample(of: field.type, named: name, number, sections)
                guard let value = field.defaultValue ?? made else { return nil }
                fields.append(
                    PreviewFieldPlan(
                        argumentLabel: SwiftIdentifier.argumentLabel(field.swiftName), value: FieldDefaultPlan(value),
                        isLast: index == entity.fields.count - 1))
            }
            let arguments = fields.map { "\($0.argumentLabel): \($0.value.measuredText)" }
            items.append(
                PreviewItemPlan(
                    fields: fields, fitsOnOneLine: LineLayout.fits(arguments, after: widestCall(of: entity))))
        }
        return items
    }

    /// The columns around the arguments in the widest place a sample is written: the deepest
    /// indentation (a section controller's preview), the longest type the call names (the
    /// entity's, or a picker's `DataSource.Item`), and `(` and `),`.
    private static func widestCall(of entity: ResolvedEntity) -> Int {
        20 + max("DataSource.Item".count, entity.typeName.count) + 3
    }

    /// The `number`th sample of a field named `name` of `type`, or `nil` when the type has none.
    private static func sample(of type: ResolvedType, named name: String, _ number: Int, _ sections: [ResolvedSection])
        -> FieldDefault?
    {
        switch type {
        case .optional: return .nilValue
        case .array, .set: return .emptyCollection
        case .standard("String"): return .literal(SwiftStringLiteral.make("\(name) \(number)"))
        case .standard("Int"): return .literal("\(number)")
        case .standard("Double"), .standard("Float"), .standard("TimeInterval"): return .literal("\(Double(number))")
        case .standard("Bool"): return .literal("false")
        case .sectionEnum(let typeName):
            guard let section = sections.first(where: { $0.typeName == typeName }), !section.cases.isEmpty else {
                return nil
            }
            return .enumCase(section.cases[(number - 1) % section.cases.count].swiftName)
        default: return nil
        }
    }
}

/// One sample item: the generated initializer's arguments.
struct PreviewItemPlan: Hashable, Sendable, ReflectedMustache {
    var fields: [PreviewFieldPlan]
    /// Whether the call fits on one line wherever a template writes it.
    var fitsOnOneLine: Bool
}

/// One argument of a sample item.
struct PreviewFieldPlan: Hashable, Sendable, ReflectedMustache {
    var argumentLabel: String
    var value: FieldDefaultPlan
    var isLast: Bool
}
