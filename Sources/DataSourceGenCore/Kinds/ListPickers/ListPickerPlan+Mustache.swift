/// Mustache contexts of pickers and section controllers.
extension ListPickerPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "typeName": typeName.mustacheValue,
            "entityType": entityType.mustacheValue,
            "summary": summary.mustacheValue,
            "summaryLines": LineLayout.commentLines("`\(rawNameText)`. \(summary)", indent: 0).mustacheValue,
            "isIndexMode": (mode == .index).mustacheValue,
            "isUniqueIDMode": (mode == .uniqueID).mustacheValue,
            "isSectionedMode": (mode == .sectioned).mustacheValue,
            "sectioning": sectioning.mustacheValue,
            "hasSearch": (!searchFields.isEmpty).mustacheValue,
            "searchFields": searchFields.mustacheValue,
            "allowsMultipleSelection": allowsMultipleSelection.mustacheValue,
            "allowsEmptySelection": allowsEmptySelection.mustacheValue,
            "showsSelectAll": showsSelectAll.mustacheValue,
            "uikit": uikit.mustacheValue,
            "fiori": fiori.map { MustacheValue.object(["bridgeName": $0.bridgeName.mustacheValue]) } ?? .null,
        ])
    }
}

extension ListPickerPlan.Sectioning: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "enumType": enumType.mustacheValue,
            "member": member.mustacheValue,
            "sectionType": sectionType.mustacheValue,
            "groupIsString": groupIsString.mustacheValue,
        ])
    }
}
