/// Mustache contexts of form plans; key names are the template vocabulary of `Templates/README.md`.
extension FormPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "typeName": typeName.mustacheValue,
            "modelType": modelType.mustacheValue,
            "sections": sections.mustacheValue,
            "rows": rows.mustacheValue,
            "validators": validators.mustacheValue,
            "hasValidators": (!validators.isEmpty).mustacheValue,
            "hasRowsWithoutRules": hasRowsWithoutRules.mustacheValue,
            "fiori": fiori.mustacheValue,
            "cellClasses": cellClasses.map(NamedItem.init).mustacheValue,
            "pickerRows": pickerRows.mustacheValue,
            "hasPickers": (!pickerRows.isEmpty).mustacheValue,
            "hasAttachments": hasAttachments.mustacheValue,
        ])
    }
}

extension FormValidatorPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object(["name": name.mustacheValue, "valueType": valueType.mustacheValue])
    }
}

extension FormSectionPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "renamedFrom": RenamedNote.value(rawText: rawNameText, swiftName: caseName),
            "caseName": caseName.mustacheValue,
            "headerLiteral": headerLiteral.mustacheValue,
            "footerLiteral": footerLiteral.mustacheValue,
            "hasHeaderOrFooter": (headerLiteral != nil || footerLiteral != nil).mustacheValue,
            "visibleWhen": visibleWhen.mustacheValue,
            "rows": rows.mustacheValue,
        ])
    }
}

extension FormRowPlan: MustacheRepresentable {
    /// Also one flag per kind (`isTitle`, `isSwitch`, …), exactly one of them true.
    var mustacheValue: MustacheValue {
        var members: [String: MustacheValue] = [
            "rawNameText": rawNameText.mustacheValue,
            "renamedFrom": RenamedNote.value(rawText: rawNameText, swiftName: caseName),
            "caseName": caseName.mustacheValue,
            "kind": kind.rawValue.mustacheValue,
            "cellClass": cellClass.mustacheValue,
            "field": field.mustacheValue,
            // The bound field, for a doc comment, where the row's name does not already say it.
            "otherField": (field == caseName ? nil : field).mustacheValue,
            "valueType": valueType.mustacheValue,
            "keyLiteral": keyLiteral.mustacheValue,
            "visibleWhen": visibleWhen.mustacheValue,
            "editableWhen": editableWhen.mustacheValue,
            "isNeverEditable": isNeverEditable.mustacheValue,
            "hasRules": (!ruleChecks.isEmpty).mustacheValue,
            "ruleChecks": ruleChecks.mustacheValue,
            "hasOneRule": (ruleChecks.count == 1).mustacheValue,
            "placeholderLiteral": placeholderLiteral.mustacheValue,
            "tracksLiveChanges": tracksLiveChanges.map { $0 ? "true" : "false" }.mustacheValue,
            "minimum": minimum.mustacheValue,
            "maximum": maximum.mustacheValue,
            "step": step.mustacheValue,
            "unitLiteral": unitLiteral.mustacheValue,
            "dateMode": dateMode.mustacheValue,
            "dateFormatLiteral": dateFormatLiteral.mustacheValue,
            "minuteInterval": minuteInterval.mustacheValue,
            "allowsZero": allowsZero.map { $0 ? "true" : "false" }.mustacheValue,
            "optionTitlesLiteral": optionTitlesLiteral.mustacheValue,
            "optionEnum": optionEnum.mustacheValue,
            "allowsMultipleSelection": allowsMultipleSelection.map { $0 ? "true" : "false" }.mustacheValue,
            "allowsEmptySelection": allowsEmptySelection.map { $0 ? "true" : "false" }.mustacheValue,
            "isSearchEnabled": isSearchEnabled.map { $0 ? "true" : "false" }.mustacheValue,
            "pickerType": pickerType.mustacheValue,
            "maxItems": maxItems.mustacheValue,
            "hasKeyName": hasKeyName.mustacheValue,
            "takesEditable": takesEditable.mustacheValue,
            "isOptionalText": isOptionalText.mustacheValue,
            "pickerUsesUniqueIDs": pickerUsesUniqueIDs.mustacheValue,
            "fieldIsSet": fieldIsSet.mustacheValue,
            // The kinds whose cell value is the field's value as it is (no conversion).
            "bindsValueDirectly":
                (field != nil && !isOptionalText && optionEnum == nil
                && ![FormRowDefinition.Kind.simpleProperty, .listPicker, .attachments].contains(kind)).mustacheValue,
        ]
        for candidate in FormRowDefinition.Kind.allCases {
            let name = candidate.rawValue
            members["is" + name.prefix(1).uppercased() + name.dropFirst()] = .bool(candidate == kind)
        }
        return .object(members)
    }
}

extension FormConditionPlan: MustacheRepresentable {
    /// `field`, and exactly one of `hasValue`, `hasNoValue` and `equalsLiteral` set.
    var mustacheValue: MustacheValue {
        var members: [String: MustacheValue] = [
            "field": field.mustacheValue, "hasValue": false, "hasNoValue": false, "equalsLiteral": .null,
        ]
        switch test {
        case .hasValue: members["hasValue"] = true
        case .hasNoValue: members["hasNoValue"] = true
        case .equals(let literal): members["equalsLiteral"] = literal.mustacheValue
        }
        return .object(members)
    }
}

extension FormRuleCheckPlan: MustacheRepresentable {
    /// `field`, `messageLiteral`, and exactly one of `isRequired`, `length`, `range` (each with
    /// `minimum` and `maximum`, `nil` for none), `patternLiteral` and `validator` set.
    var mustacheValue: MustacheValue {
        var members: [String: MustacheValue] = [
            "field": field.mustacheValue, "messageLiteral": messageLiteral.mustacheValue, "isRequired": false,
            "length": .null, "range": .null, "patternLiteral": .null, "validator": .null,
        ]
        let bounds = { (minimum: String?, maximum: String?) -> MustacheValue in
            .object(["minimum": (minimum ?? "nil").mustacheValue, "maximum": (maximum ?? "nil").mustacheValue])
        }
        switch check {
        case .required: members["isRequired"] = true
        case .length(let minimum, let maximum): members["length"] = bounds(minimum, maximum)
        case .range(let minimum, let maximum): members["range"] = bounds(minimum, maximum)
        case .pattern(let literal): members["patternLiteral"] = literal.mustacheValue
        case .validator(let name): members["validator"] = name.mustacheValue
        }
        return .object(members)
    }
}
