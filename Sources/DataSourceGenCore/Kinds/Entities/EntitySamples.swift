/// Sample items of a generated entity for a SwiftUI preview, each field's value made from its
/// default or its type: numbered text and numbers, `false`, `nil`, a collection of one sample
/// element, the reference date, a new `UUID`, a section enum's cases in turn, and a sample of
/// another generated entity, made the same way.
enum EntitySamples {
    /// How many entities deep a sample goes (an item whose field is an entity is one): a field
    /// past it has no sample, so a long chain of entities previews no items rather than a wall of
    /// initializers.
    static let depthLimit = 4

    /// `count` items, or `nil` when the app supplies the entity or a field without a default has a
    /// type with no sample (an app type, an app's entity, an entity that reaches itself through
    /// fields that are neither optional nor collections, a tuple, `ObjectIdentifier`,
    /// `TimeZone`): the previews then show no items, and a form's says why
    /// (``whyNoSample(of:sections:entities:)``). Collections stay empty when not
    /// `fillsCollections`: a form's selections start empty, where any element could break its
    /// rules.
    static func items(
        of entity: ResolvedEntity, sections: [ResolvedSection], entities: [ResolvedEntity], count: Int = 3,
        fillsCollections: Bool = true
    ) -> [PreviewItemPlan]? {
        let sampler = Sampler(
            sections: sections, entities: entities, fillsCollections: fillsCollections,
            appTypeSamples: entity.appTypeSamples)
        var items: [PreviewItemPlan] = []
        for number in 1...count {
            guard let fields = sampler.fields(of: entity, number, visiting: []) else { return nil }
            items.append(PreviewItemPlan(fields: fields))
        }
        return items
    }

    /// Why `entity` has no sample, in a sentence for a comment; `nil` when it has one.
    static func whyNoSample(
        of entity: ResolvedEntity, sections: [ResolvedSection], entities: [ResolvedEntity]
    ) -> String? {
        guard entity.isGenerated else {
            return "`\(entity.typeName)` is the app's type, which the generator makes no sample of."
        }
        // Collections are left empty, so only the fields' other types can lack a sample.
        let sampler = Sampler(
            sections: sections, entities: entities, fillsCollections: false, appTypeSamples: entity.appTypeSamples)
        let field = entity.fields.first { field in
            field.defaultValue == nil && !field.type.isCollection
                && sampler.sample(of: field.type, named: field.definition.name.value, 1, visiting: [entity.typeName])
                    == nil
        }
        return field.map {
            // A field left without a sample is neither optional nor a collection.
            let fix = if case .appType(let name) = $0.type { " unless `types.\(name).sample` gives one" } else { "" }
            return
                "`\(entity.typeName).\($0.swiftName)` is `\($0.type.swiftText)`, which the generator makes no sample of\(fix)."
        }
    }

    /// Makes samples of the file's types.
    struct Sampler {
        var sections: [ResolvedSection]
        var entities: [ResolvedEntity]
        var fillsCollections: Bool
        /// The app types' `sample`s, by name.
        var appTypeSamples: [String: String]

        /// The initializer arguments of the `number`th sample of `entity`, or `nil` when a field
        /// without a default has no sample; `visiting` holds the entities whose samples are being
        /// made around this one, which a field may not need again.
        func fields(of entity: ResolvedEntity, _ number: Int, visiting: Set<String>) -> [PreviewFieldPlan]? {
            guard entity.isGenerated, !visiting.contains(entity.typeName), visiting.count < depthLimit else {
                return nil
            }
            var fields: [PreviewFieldPlan] = []
            for (index, field) in entity.fields.enumerated() {
                let made =
                    fillsCollections || !field.type.isCollection
                    ? sample(
                        of: field.type, named: field.definition.name.value, number,
                        visiting: visiting.union([entity.typeName]))
                    : .emptyCollection
                guard let value = field.defaultValue ?? made else { return nil }
                fields.append(
                    PreviewFieldPlan(
                        argumentLabel: SwiftIdentifier.argumentLabel(field.swiftName), value: value,
                        isLast: index == entity.fields.count - 1))
            }
            return fields
        }

        /// The `number`th sample of a field named `name` of `type`, or `nil` when the type has none.
        /// An optional is `nil` and a collection of an entity already being made is empty, so only
        /// fields that must hold a value make an entity reaching itself sampleless.
        func sample(of type: ResolvedType, named name: String, _ number: Int, visiting: Set<String>) -> FieldDefault? {
            switch type {
            case .optional: return .nilValue
            case .array(let element), .set(let element):
                // One element, so that a view counting a field's elements (a section controller's
                // `each`) shows a cell; nested collections stay empty.
                switch element {
                case .array, .set, .dictionary, .optional: return .emptyCollection
                default:
                    return sample(of: element, named: name, number, visiting: visiting).map(FieldDefault.oneElement)
                        ?? .emptyCollection
                }
            case .dictionary: return .emptyDictionary
            case .standard(let standard): return EntitySamples.sample(ofStandard: standard, named: name, number)
            case .sectionEnum(let typeName):
                guard let section = sections.first(where: { $0.typeName == typeName }), !section.cases.isEmpty else {
                    return nil
                }
                return .enumCase(section.cases[(number - 1) % section.cases.count].swiftName)
            case .entity(let typeName):
                guard let entity = entities.first(where: { $0.typeName == typeName }),
                    let fields = self.fields(of: entity, number, visiting: visiting)
                else { return nil }
                return .entitySample(EntitySample(type: typeName, fields: fields))
            case .appType(let name): return appTypeSamples[name].map(FieldDefault.appSample)
            case .tuple, .unresolved: return nil
            }
        }
    }

    /// The `number`th sample of a standard-library or Foundation type, or `nil` when it has none.
    static func sample(ofStandard type: String, named name: String, _ number: Int) -> FieldDefault? {
        let text = SwiftStringLiteral.make("\(name) \(number)")
        switch type {
        case "String", "Substring": return .literal(text)
        case "Character": return .literal(SwiftStringLiteral.make(String(UnicodeScalar(UInt8(65 + (number - 1) % 26)))))
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Decimal":
            return .literal("\(number)")
        case "Double", "Float", "TimeInterval", "CGFloat": return .literal("\(Double(number))")
        case "Bool": return .literal("false")
        // One date for every item: a preview needs a date, not a calendar.
        case "Date":
            return .initializer(InitializerCall(type: "Date", label: "timeIntervalSinceReferenceDate", argument: "0"))
        case "UUID", "Data", "DateComponents": return .initializer(InitializerCall(type: type))
        case "URL": return .initializer(InitializerCall(type: "URL", label: "fileURLWithPath", argument: text))
        case "Locale": return .initializer(InitializerCall(type: "Locale", label: "identifier", argument: "\"en\""))
        default: return nil
        }
    }
}

/// A sample of a generated entity as a field's value: its initializer with the arguments.
struct EntitySample: Hashable, Sendable, ReflectedMustache {
    var type: String
    var fields: [PreviewFieldPlan]
}

/// One sample item: the generated initializer's arguments.
struct PreviewItemPlan: Hashable, Sendable, ReflectedMustache {
    var fields: [PreviewFieldPlan]
}

/// One argument of a sample item.
struct PreviewFieldPlan: Hashable, Sendable, ReflectedMustache {
    var argumentLabel: String
    var value: FieldDefault
    var isLast: Bool
    /// Why the value may fail its form row's rules, said in a comment above it; `nil` when it passes.
    var note: String?
}

extension ResolvedType {
    /// Whether the type is an array or a set.
    fileprivate var isCollection: Bool {
        switch self {
        case .array, .set: true
        default: false
        }
    }
}
