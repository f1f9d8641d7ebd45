/// Mustache contexts of table plans; key names are the template vocabulary of
/// `Templates/README.md`.
extension TablePlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "typeName": typeName.mustacheValue,
            "flags": flags.mustacheValue,
            "sections": sections.mustacheValue,
            "rows": rows.mustacheValue,
            "registrations": registrations.mustacheValue,
            "hasStatefulRows": hasStatefulRows.mustacheValue,
            "hasStatelessRows": hasStatelessRows.mustacheValue,
            "hasStaticRows": hasStaticRows.mustacheValue,
            "allRowsSelectable": rows.allSatisfy(\.isSelectable).mustacheValue,
            "allRowsHaveHeights": rows.allSatisfy { $0.fixedHeight != nil || $0.hasHeightHandler }.mustacheValue,
            "uikit": uikit.mustacheValue,
        ])
    }
}

extension TableFlagPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue, "name": name.mustacheValue,
            "initialValue": initialValue.mustacheValue,
        ])
    }
}

extension TableVisibilityPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object(["flag": flag.mustacheValue, "showsWhenOff": showsWhenOff.mustacheValue])
    }
}

extension TableSectionPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "renamedFrom": RenamedNote.value(rawText: rawNameText, swiftName: caseName),
            "caseName": caseName.mustacheValue,
            "headerLiteral": headerLiteral.mustacheValue,
            "footerLiteral": footerLiteral.mustacheValue,
            "hasHeaderOrFooter": (headerLiteral != nil || footerLiteral != nil).mustacheValue,
            "visibility": visibility.mustacheValue,
            "rows": rows.mustacheValue,
            "hasRows": (!rows.isEmpty).mustacheValue,
        ])
    }
}

extension TableRowPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "renamedFrom": RenamedNote.value(rawText: rawNameText, swiftName: caseName),
            "caseName": caseName.mustacheValue,
            "handlerSuffix": handlerSuffix.mustacheValue,
            "cellType": cellType.mustacheValue,
            "reuseIdentifierLiteral": reuseIdentifierLiteral.mustacheValue,
            "isBasic": isBasic.mustacheValue,
            "isStatic": isStatic.mustacheValue,
            "isArray": isArray.mustacheValue,
            "isTitleRadio": isTitleRadio.mustacheValue,
            "isValueRadio": isValueRadio.mustacheValue,
            "isAccordion": isAccordion.mustacheValue,
            "isStateful": isStateful.mustacheValue,
            "valueType": valueType.mustacheValue,
            "optionsFromEnum": optionsFromEnum.mustacheValue,
            "optionsFromState": optionsFromState.mustacheValue,
            "optionsLiteral": optionsLiteral.mustacheValue,
            "optionsName": optionsName.mustacheValue,
            "optionCount": String(optionCount).mustacheValue,
            "visibility": visibility.mustacheValue,
            "isSelectable": isSelectable.mustacheValue,
            "fixedHeight": fixedHeight.mustacheValue,
            "hasHeightHandler": hasHeightHandler.mustacheValue,
        ])
    }
}

extension CellRegistrationPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object(["cellType": cellType.mustacheValue, "reuseIdentifierLiteral": reuseIdentifierLiteral.mustacheValue])
    }
}
