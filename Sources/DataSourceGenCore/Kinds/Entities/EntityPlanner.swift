/// Plans entities and section enums from the resolved model.
enum EntityPlanner {
    /// `access` is the file's access (`"public "` or empty).
    static func plan(_ entity: ResolvedEntity, access: String = "") -> EntityPlan {
        let fields = entity.fields.map { field in
            FieldPlan(
                rawNameText: OneLineText.make(field.definition.name.value),
                renamedFrom: RenamedNote.text(
                    rawText: OneLineText.make(field.definition.name.value), swiftName: field.swiftName),
                name: field.swiftName,
                parameterName: SwiftIdentifier.parameterName(field.swiftName),
                argumentLabel: SwiftIdentifier.argumentLabel(field.swiftName),
                type: field.type.swiftText,
                isUniqueID: entity.uniqueIDIndex.map { entity.fields[$0] == field } ?? false,
                keyLiteral: SwiftStringLiteral.make(field.swiftName.trimmingBackticks),
                isOptional: field.type.optionalWrapped != nil,
                defaultValue: field.defaultValue)
        }
        var computedID: ComputedIDPlan?
        if let id = entity.uniqueID, id.swiftName != "id" {
            computedID = ComputedIDPlan(
                rawFieldText: OneLineText.make(id.definition.name.value), field: id.swiftName, type: id.type.swiftText)
        }
        var plan = EntityPlan(
            rawNameText: OneLineText.make(entity.definition.name.value),
            renamedFrom: RenamedNote.text(
                rawText: OneLineText.make(entity.definition.name.value), swiftName: entity.typeName),
            typeName: entity.typeName,
            isGenerated: entity.isGenerated,
            hasUniqueID: entity.definition.uniqueID != nil,
            conformances: declaredConformances(of: entity),
            isCodable: entity.isGenerated && entity.conformances.contains(.codable),
            isMutable: entity.definition.mutable?.value ?? false,
            hashesByID: entity.isGenerated && entity.uniqueID != nil && entity.conformances.contains(.hashable),
            writesEquality: entity.isGenerated && entity.conformances.contains(.equatable),
            fields: fields,
            computedID: computedID,
            rowText: entity.title.map { title in
                RowTextPlan(title: text(of: title), subtitle: entity.subtitle.map(text(of:)))
            })
        plan.declaresInitializer = !access.isEmpty || fields.contains { $0.defaultValue != nil }
        plan.witnessAccess = entity.isGenerated ? access : "public "
        return plan
    }

    /// Declared in a fixed order; `Hashable` covers `Equatable`, so only one of them is written.
    private static func declaredConformances(of entity: ResolvedEntity) -> [NamedItem] {
        let all = entity.conformances
        var result: [Conformance] = []
        if all.contains(.identifiable) { result.append(.identifiable) }
        result.append(contentsOf: [all.contains(.hashable) ? .hashable : .equatable].filter(all.contains))
        result.append(contentsOf: [Conformance.sendable, .codable].filter(all.contains))
        return result.map { NamedItem(name: $0.rawValue) }
    }

    /// How `field` reads as display text.
    static func text(of field: ResolvedField) -> TextPlan {
        let conversion: TextPlan.Conversion
        if field.type.isString {
            conversion = .string
        } else if let wrapped = field.type.optionalWrapped {
            conversion = wrapped.isString ? .optionalString : .optionalValue
        } else {
            conversion = .value
        }
        return TextPlan(
            rawFieldText: OneLineText.make(field.definition.name.value), member: field.swiftName, conversion: conversion
        )
    }

    static func plan(_ section: ResolvedSection) -> SectionPlan {
        SectionPlan(
            rawNameText: OneLineText.make(section.definition.name.value),
            typeName: section.typeName,
            cases: section.cases.map { item in
                let raw = item.definition.name.value
                let implicitRawValue = item.swiftName.trimmingBackticks
                return SectionCasePlan(
                    name: item.swiftName,
                    rawValueLiteral: raw == implicitRawValue ? nil : SwiftStringLiteral.make(raw),
                    titleText: item.definition.title.map { OneLineText.make($0.value) },
                    titleLiteral: item.definition.title.map { SwiftStringLiteral.make($0.value) })
            })
    }
}

extension String {
    /// The identifier without the backticks that escape a keyword (`` `in` `` → `in`).
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
