/// Turns plans into Mustache contexts. Key names here are the template vocabulary documented in
/// `Templates/README.md`; a user's override template can rely on them.
protocol MustacheRepresentable {
    var mustacheValue: MustacheValue { get }
}

extension String: MustacheRepresentable {
    var mustacheValue: MustacheValue { .string(self) }
}

extension Bool: MustacheRepresentable {
    var mustacheValue: MustacheValue { .bool(self) }
}

extension Optional: MustacheRepresentable where Wrapped: MustacheRepresentable {
    var mustacheValue: MustacheValue { map(\.mustacheValue) ?? .null }
}

extension Array: MustacheRepresentable where Element: MustacheRepresentable {
    var mustacheValue: MustacheValue { .list(map(\.mustacheValue)) }
}

extension FilePlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "sourceName": sourceName.mustacheValue,
            "access": access.mustacheValue,
            "imports": .list(imports.map { .object(["name": .string($0)]) }),
            "entities": entities.mustacheValue,
            "sections": sections.mustacheValue,
            "pickers": pickers.mustacheValue,
            "sectionControllers": sectionControllers.mustacheValue,
        ])
    }
}

extension EntityPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "typeName": typeName.mustacheValue,
            "isGenerated": isGenerated.mustacheValue,
            "hasUniqueID": hasUniqueID.mustacheValue,
            // An empty string is truthy in Mustache, so "no conformances" must be null.
            "conformances": (conformances.isEmpty ? nil : conformances).mustacheValue,
            "fields": fields.mustacheValue,
            "computedID": computedID.mustacheValue,
            "initParameters": initParameters.mustacheValue,
            "rowText": rowText.mustacheValue,
        ])
    }
}

extension FieldPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "name": name.mustacheValue,
            "type": type.mustacheValue,
            "isUniqueID": isUniqueID.mustacheValue,
        ])
    }
}

extension ComputedIDPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object(["rawFieldText": rawFieldText.mustacheValue, "field": field.mustacheValue, "type": type.mustacheValue])
    }
}

extension SectionPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "typeName": typeName.mustacheValue,
            "cases": cases.mustacheValue,
        ])
    }
}

extension SectionCasePlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "name": name.mustacheValue,
            "docTitle": docTitle.mustacheValue,
            "titleLiteral": titleLiteral.mustacheValue,
        ])
    }
}

extension ListPickerPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "typeName": typeName.mustacheValue,
            "entityType": entityType.mustacheValue,
            "summary": summary.mustacheValue,
            "dataSourceType": dataSourceType.mustacheValue,
            "configurationArguments": .list(configurationArguments.map {
                .object(["text": .string($0.text), "separator": .string($0.separator)])
            }),
        ])
    }
}

extension RowTextPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawTitleField": rawTitleField.mustacheValue,
            "titleExpression": titleExpression.mustacheValue,
            "rawSubtitleField": rawSubtitleField.mustacheValue,
            "subtitleExpression": subtitleExpression.mustacheValue,
        ])
    }
}

extension SectionControllerPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "typeName": typeName.mustacheValue,
            "entityType": entityType.mustacheValue,
            "cellType": cellType.mustacheValue,
            "summary": summary.mustacheValue,
            "reuseIdentifierLiteral": reuseIdentifierLiteral.mustacheValue,
            "sizingExpression": sizingExpression.mustacheValue,
            "itemCountExpression": itemCountExpression.mustacheValue,
        ])
    }
}
