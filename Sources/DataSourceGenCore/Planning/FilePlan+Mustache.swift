extension FilePlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "sourceName": sourceName.mustacheValue,
            "access": access.mustacheValue,
            "imports": imports.mustacheValue,
            "entities": entities.mustacheValue,
            "sections": sections.mustacheValue,
            "pickers": pickers.mustacheValue,
            "sectionControllers": sectionControllers.mustacheValue,
            "tables": tables.mustacheValue,
            "forms": forms.mustacheValue,
            "listScreens": listScreens.mustacheValue,
        ])
    }
}

extension ImportPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object(["name": name.mustacheValue, "isConditional": isConditional.mustacheValue])
    }
}
