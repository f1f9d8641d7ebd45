extension SectionControllerPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        var members: [String: MustacheValue] = [
            "rawNameText": rawNameText.mustacheValue,
            "typeName": typeName.mustacheValue,
            "entityType": entityType.mustacheValue,
            "cellType": cellType.mustacheValue,
            "summary": summary.mustacheValue,
            "summaryLines": LineLayout.commentLines(
                "`\(rawNameText)`: each `\(entityType)` as `\(cellType)` cells; \(summary)", indent: 0
            ).mustacheValue,
            "reuseIdentifierLiteral": reuseIdentifierLiteral.mustacheValue,
            "height": height.mustacheValue,
            "columns": columns.mustacheValue,
            "aspectRatio": aspectRatio.mustacheValue,
            "fixedItemCount": fixedItemCount.mustacheValue,
            "eachMember": eachMember.mustacheValue,
            "igListKit": igListKit.mustacheValue,
        ]
        // Exactly one is true; all three are present, so a template may test any of them.
        members["isFullWidth"] = false
        members["isGrid"] = false
        members["isGridAspectRatio"] = false
        switch size {
        case .fullWidth: members["isFullWidth"] = true
        case .grid: members["isGrid"] = true
        case .gridAspectRatio: members["isGridAspectRatio"] = true
        }
        return .object(members)
    }
}
