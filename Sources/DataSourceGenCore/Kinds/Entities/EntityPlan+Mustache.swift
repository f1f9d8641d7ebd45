extension EntityPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "typeName": typeName.mustacheValue,
            "isGenerated": isGenerated.mustacheValue,
            "hasUniqueID": hasUniqueID.mustacheValue,
            "conformances": conformances.map(NamedItem.init).mustacheValue,
            "isCodable": isCodable.mustacheValue,
            "isMutable": isMutable.mustacheValue,
            "hashesByID": hashesByID.mustacheValue,
            "fields": fields.mustacheValue,
            "fieldsFitOnOneLine": fieldsFitOnOneLine.mustacheValue,
            "computedID": computedID.mustacheValue,
            "rowText": rowText.mustacheValue,
            "isIGListKitObject": isIGListKitObject.mustacheValue,
            "witnessAccess": witnessAccess.mustacheValue,
        ])
    }
}

extension EntityPlan {
    /// Whether the initializer and the `Codable` methods list the fields on one line each within
    /// ``LineLayout/width``; otherwise the templates put one field per line.
    var fieldsFitOnOneLine: Bool {
        let reader = { (field: FieldPlan) in field.isOptional ? "valueIfPresent" : "value" }
        return LineLayout.fits(fields.map { "\($0.parameterName): \($0.type)" }, after: 4 + "public ".count + 8)
            && LineLayout.fits(fields.map { "\($0.argumentLabel): fields.\(reader($0))(\($0.keyLiteral))" }, after: 23)
            && LineLayout.fits(fields.map { "\($0.keyLiteral): self.\($0.name)" }, after: 49)
    }
}

extension FieldPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "renamedFrom": RenamedNote.value(rawText: rawNameText, swiftName: name),
            "name": name.mustacheValue,
            "parameterName": parameterName.mustacheValue,
            "argumentLabel": argumentLabel.mustacheValue,
            "type": type.mustacheValue,
            "isUniqueID": isUniqueID.mustacheValue,
            "keyLiteral": keyLiteral.mustacheValue,
            "isOptional": isOptional.mustacheValue,
        ])
    }
}

extension ComputedIDPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object(["rawFieldText": rawFieldText.mustacheValue, "field": field.mustacheValue, "type": type.mustacheValue])
    }
}

extension TextPlan: MustacheRepresentable {
    /// One flag per conversion (`isString`, `isOptionalString`, …), exactly one of them true.
    var mustacheValue: MustacheValue {
        var members: [String: MustacheValue] = ["rawFieldText": .string(rawFieldText), "member": .string(member)]
        for candidate in Conversion.allCases {
            members["is" + candidate.rawValue.prefix(1).uppercased() + candidate.rawValue.dropFirst()] = .bool(
                candidate == conversion)
        }
        return .object(members)
    }
}

extension RowTextPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object(["title": title.mustacheValue, "subtitle": subtitle.mustacheValue])
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
            "rawValueLiteral": rawValueLiteral.mustacheValue,
            "titleText": titleText.mustacheValue,
            "titleLiteral": titleLiteral.mustacheValue,
        ])
    }
}
