/// Plans one table screen from a validated ``ResolvedTable``: names, literals and which shape
/// each row kind takes in the generated `Row`, `State` and `Handlers`.
enum TablePlanner {
    static func plan(_ table: ResolvedTable, platforms: Set<FileOptions.Platform>) -> TablePlan {
        let flags = table.flags.map {
            TableFlagPlan(
                rawNameText: OneLineText.make($0.definition.name.value), name: $0.swiftName,
                initialValue: $0.definition.initialValue.value ? "true" : "false")
        }
        let sections = table.sections.map { section in
            TableSectionPlan(
                rawNameText: OneLineText.make(section.definition.name.value), caseName: section.caseName,
                headerLiteral: section.definition.header.map { SwiftStringLiteral.make($0.value) },
                footerLiteral: section.definition.footer.map { SwiftStringLiteral.make($0.value) },
                visibility: section.visibleWhen.map { visibility($0, flags: flags) },
                rows: section.rows.map { plan($0, flags: flags) })
        }
        let rows = sections.flatMap(\.rows)
        var registered: Set<String> = []
        let registrations = rows.filter { !$0.isStatic && registered.insert($0.reuseIdentifierLiteral).inserted }
            .map { CellRegistrationPlan(cellType: $0.cellType, reuseIdentifierLiteral: $0.reuseIdentifierLiteral) }
        return TablePlan(
            rawNameText: OneLineText.make(table.definition.name.value), typeName: table.typeName, flags: flags,
            sections: sections, rows: rows, registrations: registrations,
            hasStatefulRows: rows.contains(where: \.isStateful), hasStatelessRows: rows.contains { !$0.isStateful },
            hasStaticRows: rows.contains(where: \.isStatic), uikit: platforms.contains(.uikit))
    }

    private static func visibility(_ resolved: ResolvedVisibility, flags: [TableFlagPlan]) -> TableVisibilityPlan {
        TableVisibilityPlan(flag: flags[resolved.flagIndex].name, showsWhenOff: resolved.showsWhenOff)
    }

    private static func plan(_ row: ResolvedTableRow, flags: [TableFlagPlan]) -> TableRowPlan {
        let definition = row.definition
        var plan = TableRowPlan(
            rawNameText: OneLineText.make(definition.name.value), caseName: row.caseName,
            handlerSuffix: GeneratedNames.handlerSuffix(ofRow: row.caseName), cellType: row.cell.swiftText,
            reuseIdentifierLiteral: SwiftStringLiteral.make(row.reuseIdentifier),
            optionsName: GeneratedNames.optionsName(ofRow: row.caseName),
            visibility: row.visibleWhen.map { visibility($0, flags: flags) },
            isSelectable: definition.selectable?.value ?? false)
        switch definition.height?.value {
        case .fixed(let points): plan.fixedHeight = "\(points)"
        case .handler: plan.hasHeightHandler = true
        case nil: break
        }
        switch row.content {
        case .basic, .incomplete:
            plan.isBasic = true
        case .static:
            plan.isStatic = true
        case .array(let element):
            plan.isArray = true
            plan.valueType = element.type.swiftText
        case .radio(.items(let element)):
            plan.isValueRadio = true
            plan.optionsFromState = true
            plan.valueType = element.type.swiftText
        case .radio(.sectionEnum(let section)):
            plan.isValueRadio = true
            plan.optionsFromEnum = true
            plan.valueType = section.typeName
        case .radio(.literals(let titles)):
            plan.isTitleRadio = true
            setFixedOptions(titles.map { SwiftStringLiteral.make($0.value) }, of: &plan)
        case .accordion(.sectionEnum(let section)):
            plan.isAccordion = true
            plan.optionsFromEnum = true
            plan.valueType = section.typeName
            setFixedOptions(section.cases.map { "." + $0.swiftName }, of: &plan)
        case .accordion(.literals(let titles)):
            plan.isAccordion = true
            setFixedOptions(titles.map { SwiftStringLiteral.make($0.value) }, of: &plan)
        case .accordion(.items):
            preconditionFailure("validation refuses an accordion over options held in the state")
        }
        return plan
    }

    private static func setFixedOptions(_ literals: [String], of plan: inout TableRowPlan) {
        plan.optionsLiteral = "[" + literals.joined(separator: ", ") + "]"
        plan.optionCount = literals.count
    }
}
